/**
 * What the bank-side money paths (bank wire, one-off mandate, monthly giving) need of the donor: the
 * provider account (created now if sign-up could not: docs/api-contract.md), and for a company its SIREN and
 * legal form; and the monthly job's check that a pot still takes debits. The pot itself is loaded by
 * the shared donation rules (`loadDonatablePot`, `charityWalletOf` in donations/donation-rules.ts).
 * Refusals are the app's HTTP errors with the spec's French texts.
 */
import type { Knex } from 'knex';
import type { AppDeps } from '../../app-deps';
import type { PotsRow } from '../../db/tables.generated';
import { DONATION_MESSAGES } from '../../../domain/messages';
import { isPotClosed } from '../../../domain/pot-status';
import { findAccount } from '../../accounts';
import { notFound, unprocessable } from '../../http/errors';
import { assertCompanyComplete } from '../donations/donation-rules';
import { ensurePaymentAccount } from '../payment-account.service';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'payments' | 'logger'>;

export interface Donor {
  userId: number;
  email: string;
  firstname: string;
  providerUserId: string;
  roleId: number;
}

/** Whether a pot is closed now (the monthly job's check). */
export async function isPotClosedNow(knex: Knex, potId: number, now: Date): Promise<boolean> {
  const row = await knex<PotsRow>('pots').where({ id: potId }).first('closing_date', 'closed_at', 'is_active');
  if (!row) return true;
  return !row.is_active || isPotClosed(new Date(row.closing_date).toISOString(), row.closed_at !== null, now);
}

/**
 * The donor with a provider account (created now when missing). Without one: 422 with `message`
 * ('Votre profil est incomplet...' for SEPA, the payment-account message otherwise). A company must
 * have its SIREN and legal form.
 */
export async function loadDonor(deps: Deps, userId: number, message: string = DONATION_MESSAGES.profileIncomplete): Promise<Donor> {
  let account = await findAccount(deps.db.knex, userId);
  if (!account) throw notFound();
  assertCompanyComplete(account);
  if (!account.user.mangopay_user_id || !account.user.mangopay_wallet_id) {
    try {
      account = await ensurePaymentAccount(deps, userId);
    } catch {
      throw unprocessable([{ code: 'payment_account_missing', detail: message }]);
    }
  }
  const { user } = account;
  if (!user.mangopay_user_id) throw unprocessable([{ code: 'payment_account_missing', detail: message }]);
  return { userId, email: user.email, firstname: user.firstname, providerUserId: user.mangopay_user_id, roleId: user.role_id };
}
