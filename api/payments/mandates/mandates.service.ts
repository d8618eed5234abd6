/**
 * Direct-debit mandates of the caller: registering one on a bank account (the payer then confirms it on
 * the provider's page, RedirectURL, and comes back to `return_url?MandateId=...`), reading one, and
 * processing one after its confirmation. The return URL is always on PUBLIC_URL (in the demo, the loopback name the visitor used: api/http/return-base.ts): a path, or an address
 * of that origin; anything else is refused.
 */
import type { AppDeps } from '../../app-deps';
import type { DonationsRow, SubscriptionsRow } from '../../db/tables.generated';
import { POT_NOTICES } from '../../../domain/notices';
import type { MandateAnswer, MandateConfirmationAnswer } from '../../../domain/mandate-answers';
import { HttpError, notFound, unprocessable } from '../../http/errors';
import { PaymentProviderError } from '../errors';
import { deriveIdempotencyKey } from '../idempotency-keys';
import { presentMandate } from './mandate.presenter';
import { syncMandate } from './mandate-sync';
import { findMandate, findOwnBankAccount, insertMandate, listMandatesOfAccount } from './mandates.queries';
import { providerUnavailable } from '../donations/donation-errors';

export const MANDATE_API_MESSAGES = {
  notFound: 'Ce mandat est introuvable', // invented
  bankAccountNotFound: 'Ce compte bancaire est introuvable', // invented
  returnUrlInvalid: "L'adresse de retour doit appartenir au site", // invented
} as const;

/** How long a CREATED mandate is offered again instead of a new one (the provider's limit is one hour). */
const REUSE_CREATED_MS = 50 * 60 * 1000;

const mandateNotFound = () => notFound(MANDATE_API_MESSAGES.notFound, 'mandate_not_found');
const redirectMissing = () => new HttpError(502, [{ code: 'mandate_redirect_missing', detail: POT_NOTICES.mandateRedirectMissing }]);

/** The return URL resolved on PUBLIC_URL; 422 for another origin. */
export function resolveReturnUrl(publicUrl: string, asked: unknown): string {
  const base = new URL(publicUrl);
  if (asked === undefined || asked === null || asked === '') return new URL('/', base).toString();
  let url: URL;
  try {
    url = new URL(String(asked), base);
  } catch {
    throw unprocessable([{ code: 'invalid_return_url', detail: MANDATE_API_MESSAGES.returnUrlInvalid, field: 'return_url' }]);
  }
  if (url.origin !== base.origin) {
    throw unprocessable([{ code: 'invalid_return_url', detail: MANDATE_API_MESSAGES.returnUrlInvalid, field: 'return_url' }]);
  }
  url.searchParams.delete('MandateId');
  return url.toString();
}

/** `POST /user/bank_accounts/{id}/mandate/new`: a mandate to confirm on the bank account (provider id). */
export async function createMandate(
  deps: AppDeps,
  userId: number,
  bankAccountProviderId: string,
  body: { return_url?: unknown; returnURL?: unknown },
  baseUrl: string = deps.config.PUBLIC_URL,
): Promise<MandateAnswer> {
  const { knex } = deps.db;
  const account = await findOwnBankAccount(knex, userId, bankAccountProviderId);
  if (!account || !account.active) throw notFound(MANDATE_API_MESSAGES.bankAccountNotFound, 'bank_account_not_found');
  const returnUrl = resolveReturnUrl(baseUrl, body.return_url ?? body.returnURL);
  const now = deps.clock.now();
  const existing = await listMandatesOfAccount(knex, account.id);
  const waiting = existing.find(
    (m) => m.status === 'CREATED' && m.return_url === returnUrl && now.getTime() - new Date(m.created_at).getTime() < REUSE_CREATED_MS,
  );
  if (waiting) {
    const fresh = (await syncMandate(deps, waiting.mangopay_mandate_id).catch(() => waiting)) ?? waiting;
    if (fresh.status === 'CREATED' && fresh.redirect_url) return presentMandate(fresh);
  }
  let created;
  try {
    // The n-th mandate of this account: two identical requests at once name the same provider mandate.
    created = await deps.payments.createMandate(
      { BankAccountId: bankAccountProviderId, Culture: 'FR', ReturnURL: returnUrl, Tag: `entraide-user-${userId}` },
      deriveIdempotencyKey('mandate', account.id, `${existing.length}|${returnUrl}`),
    );
  } catch (err) {
    if (err instanceof PaymentProviderError) throw providerUnavailable();
    throw err;
  }
  if (!created.RedirectURL) throw redirectMissing();
  await insertMandate(
    knex,
    {
      user_id: userId,
      bank_account_id: account.id,
      mangopay_mandate_id: String(created.Id),
      status: created.Status ?? 'CREATED',
      document_url: created.DocumentURL ?? null,
      bank_reference: created.BankReference ?? null,
      redirect_url: created.RedirectURL,
      return_url: returnUrl,
    },
    now,
  );
  const row = await findMandate(knex, String(created.Id), userId);
  if (!row) throw mandateNotFound();
  return presentMandate(row);
}

/** `GET /user/mandate/{id}`: the caller's mandate, re-read from the provider when it can be (404 otherwise). */
export async function readMandate(deps: AppDeps, userId: number, providerMandateId: string): Promise<MandateAnswer> {
  const row = await findMandate(deps.db.knex, providerMandateId, userId);
  if (!row) throw mandateNotFound();
  const fresh = await syncMandate(deps, providerMandateId).catch((err: unknown) => {
    deps.logger.warn({ err, mandate: providerMandateId }, 'mandate read from the provider failed; stored state answered');
    return row;
  });
  return presentMandate(fresh ?? row);
}

/**
 * `POST /mandates/{id}/confirmed`: re-reads the mandate and applies it (the waiting one-off donation
 * gets its single debit), and names the donations and monthly donations recorded with it. A signed-in
 * caller who does not own it gets 404.
 */
export async function processConfirmedMandate(
  deps: AppDeps,
  callerId: number | undefined,
  providerMandateId: string,
): Promise<MandateConfirmationAnswer> {
  // Only the payer learns about the mandate (its bank details and donations): provider ids are
  // sequential, so an anonymous caller gets the same 404 as for an unknown id. The payer's session
  // is there after the return (the payment page needs one); the hooks settle the mandate anyway.
  if (callerId === undefined) throw mandateNotFound();
  const row = await findMandate(deps.db.knex, providerMandateId, callerId);
  if (!row) throw mandateNotFound();
  let fresh;
  try {
    fresh = (await syncMandate(deps, providerMandateId)) ?? row;
  } catch (err) {
    if (err instanceof PaymentProviderError) throw providerUnavailable();
    throw err;
  }
  const donations = await deps.db
    .knex<DonationsRow>('donations')
    .where({ mangopay_mandate_id: providerMandateId })
    .whereNull('subscription_id')
    .orderBy('id')
    .select('id', 'status');
  // The monthly donations recorded with it: the thank-you page speaks of the first (issue 47).
  const subscriptions = await deps.db
    .knex<SubscriptionsRow>('subscriptions')
    .where({ mandate_id: row.id, user_id: callerId })
    .orderBy('id')
    .select('id', 'status');
  return {
    ...presentMandate(fresh),
    donations: donations.map((d) => ({ id: Number(d.id), payment_status: d.status })),
    subscriptions: subscriptions.map((s) => ({ id: Number(s.id), status: s.status })),
  };
}
