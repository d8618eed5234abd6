/**
 * The retention job (terms, article 17 « Données personnelles »): what must go, and only that.
 * - Closed accounts, 3 years after closure (`users.deleted_at`): closing already erased the person's
 *   identity (api/accounts/personal-data.service.ts); what is left goes now: the provider ids on the
 *   account, the company's address, the registered bank accounts' holder, address and BIC (the masked
 *   IBAN becomes '****'), the mandates' documents and references, the addresses the account invited to
 *   its pots, and the IP address and browser recorded with its donations.
 * - Every donation's IP address and browser details (card payment evidence), 13 months after it.
 * - Page views, 13 months (api/public-site/page-views.service.ts).
 * - Links undoing an e-mail change (they hold the previous address), and e-mail changes (they hold the
 *   new address, confirmed or not), once expired.
 * - Facebook login attempts (they may hold the names and e-mail Facebook shared), a day after they
 *   started: a state lives 10 minutes and a sign-up ticket 30.
 * - Second-factor sign-in challenges, once expired (they live 15 minutes).
 * Kept, as the law requires: the account row (donations and receipts refer to it), donations (amounts,
 * dates, statuses, pot), subscriptions, tax receipts and their facts, the company's legal identity
 * printed on receipts. Each step is a plain UPDATE/DELETE on rows not yet erased: running it again
 * erases nothing more.
 */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import type { AppDeps } from '../app-deps';
import { eraseDonationEvidence } from '../ledger';
import { purgeExpiredPageViews } from '../public-site';

dayjs.extend(utc);

export const RETENTION_JOB = 'retention.daily';
/** 03:30 UTC every day. */
export const RETENTION_CRON = '30 3 * * *';
export const CLOSED_ACCOUNT_YEARS = 3;
export const PAYMENT_EVIDENCE_MONTHS = 13;
export const ERASED_IBAN = '****';
export const FACEBOOK_LOGIN_HOURS = 24;

export interface RetentionReport {
  accounts: number;
  bankAccounts: number;
  mandates: number;
  invitations: number;
  donationsEvidence: number;
  pageViews: number;
  revertLinks: number;
  emailChanges: number;
  facebookLogins: number;
  secondFactorChallenges: number;
}

export async function runRetention(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<RetentionReport> {
  const knex = deps.db.knex;
  const now = deps.clock.now();
  const accountCutoff = dayjs.utc(now).subtract(CLOSED_ACCOUNT_YEARS, 'year').toDate();
  const evidenceCutoff = dayjs.utc(now).subtract(PAYMENT_EVIDENCE_MONTHS, 'month').toDate();
  const closed = knex('users').select('id').whereNotNull('deleted_at').where('deleted_at', '<', accountCutoff);

  return knex.transaction(async (trx) => {
    const accounts = await trx('users')
      .whereIn('id', closed.clone())
      .where((q) => q.whereNotNull('mangopay_user_id').orWhereNotNull('mangopay_wallet_id'))
      .update({ mangopay_user_id: null, mangopay_wallet_id: null, updated_at: now });
    await trx('enterprises')
      .whereIn('user_id', closed.clone())
      .where((q) => q.whereNotNull('address_line_1').orWhereNotNull('city').orWhereNotNull('post_code'))
      .update({ address_line_1: null, city: null, post_code: null, updated_at: now });
    const bankAccounts = await trx('bank_accounts').whereIn('user_id', closed.clone()).whereNot('iban_masked', ERASED_IBAN).update({
      owner_name: 'Compte fermé',
      iban_masked: ERASED_IBAN,
      bic: null,
      address_line_1: '',
      postal_code: '',
      city: '',
      active: false,
      updated_at: now,
    });
    const mandates = await trx('mandates')
      .whereIn('user_id', closed.clone())
      .where((q) =>
        q.whereNotNull('document_url').orWhereNotNull('bank_reference').orWhereNotNull('redirect_url').orWhereNotNull('return_url'),
      )
      .update({ document_url: null, bank_reference: null, redirect_url: null, return_url: null, updated_at: now });
    const invitations = await trx('share_invitations').whereIn('invited_by_id', closed.clone()).delete();
    const donationsEvidence = await eraseDonationEvidence(trx, closed, evidenceCutoff);
    const pageViews = await purgeExpiredPageViews(trx, now);
    const revertLinks = await trx('email_change_reverts').where('expires_at', '<=', now).delete();
    const emailChanges = await trx('email_changes').where('expires_at', '<=', now).delete();
    const facebookLogins = await trx('facebook_logins')
      .where('created_at', '<=', dayjs.utc(now).subtract(FACEBOOK_LOGIN_HOURS, 'hour').toDate())
      .delete();
    const secondFactorChallenges = await trx('second_factor_challenges').where('expires_at', '<=', now).delete();
    return {
      accounts,
      bankAccounts,
      mandates,
      invitations,
      donationsEvidence,
      pageViews,
      revertLinks,
      emailChanges,
      facebookLogins,
      secondFactorChallenges,
    };
  });
}
