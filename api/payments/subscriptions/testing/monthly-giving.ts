/**
 * Test helpers of the bank side, through the API as the PWA calls it (shared with the dashboard and PWA
 * work): a bank account, a mandate confirmed (or refused) on the sandbox's page, a monthly donation set
 * up end to end (`setUpMonthlyGiving`), the daily job at a given day, and the sandbox's settlement of
 * pending direct debits followed by the provider's hooks.
 */
import type { TestContext } from '../../../../test/app';
import { bearer } from '../../../../test/factories';
import { ensurePaymentAccount } from '../../payment-account.service';
import { openPot, signedInDonor, newIdempotencyKey } from '../../donations/testing/donation-flows';
import { settlePayin } from '../../donations/donation-ledger';
import { syncMandate } from '../../mandates/mandate-sync';
import { clickThrough } from '@entraide/mangopay-sandbox/testing';
import { runDueDebits, type DebitRunReport } from '../subscription-debits';
import { controlFetch } from '@entraide/mangopay-sandbox';

export const SANDBOX_BIC = 'BNPAFRPP';

/** A `bank_account` body with the sandbox's IBAN. */
export function bankAccountBody(overrides: Record<string, unknown> = {}) {
  return {
    iban: 'FR76 3000 4000 0312 3456 7890 143',
    bic: SANDBOX_BIC,
    bank_account_holder: 'Camille Durand',
    bank_account_address_line_1: '12 rue de la Paix',
    bank_account_postal_code: '75002',
    bank_account_city: 'Paris',
    bank_account_country_iso: 'FR',
    ...overrides,
  };
}

type Json = Record<string, any>;
const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as Json });

export const api = (
  t: TestContext,
  token: string | null,
  path: string,
  init: { method?: string; json?: unknown; headers?: Record<string, string> } = {},
) =>
  t
    .request(`/api/v1${path}`, {
      method: init.method ?? 'POST',
      headers: { ...(token ? bearer(token) : {}), ...init.headers },
      ...(init.json !== undefined ? { json: init.json } : {}),
    })
    .then(json);

/** A signed-in donor whose provider account exists. */
export async function donorWithAccount(t: TestContext, overrides: Parameters<typeof signedInDonor>[1] = {}) {
  const donor = await signedInDonor(t, overrides);
  await ensurePaymentAccount(t.deps, donor.id);
  return donor;
}

/** `POST /user/bank_accounts/register` then `POST /user/bank_accounts/{id}/mandate/new`: the mandate answer. */
export async function newMandate(t: TestContext, token: string, returnUrl = '/participate/1/confirmation'): Promise<Json> {
  const registered = await api(t, token, '/user/bank_accounts/register', { json: { bank_account: bankAccountBody() } });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${JSON.stringify(registered.body)}`);
  const mandate = await api(t, token, `/user/bank_accounts/${registered.body.bank_account.Id}/mandate/new`, {
    json: { return_url: returnUrl },
  });
  if (mandate.status !== 201) throw new Error(`mandate/new: ${mandate.status} ${JSON.stringify(mandate.body)}`);
  return mandate.body;
}

/** The payer on the sandbox's mandate page: 'confirm' or 'cancel'; answers where the page sends the browser. */
export async function answerMandatePage(redirectUrl: string, outcome: 'confirm' | 'cancel'): Promise<string | null> {
  const visit = await clickThrough(redirectUrl, outcome);
  return visit.answer.location;
}

/** The payer's return: `POST /mandates/{id}/confirmed` as the confirmation page calls it. */
export function confirmReturn(t: TestContext, token: string | null, mandateId: string) {
  return api(t, token, `/mandates/${mandateId}/confirmed`);
}

export interface MonthlyGiving {
  potId: number;
  walletId: string;
  donor: { id: number; email: string; token: string };
  mandateId: string;
  subscription: Json;
}

/**
 * A donor gives `amount` (+ `gift`) every month on `debitDay` to a new open pot: bank account, mandate
 * confirmed on the sandbox's page (unless `confirm` is false), subscription created.
 */
export async function setUpMonthlyGiving(
  t: TestContext,
  options: { debitDay?: number; amount?: number; gift?: number; closingDay?: string; confirm?: boolean; donorFirstName?: string } = {},
): Promise<MonthlyGiving> {
  const { potId, walletId } = await openPot(t, options.closingDay ? { closing_day: options.closingDay } : {});
  const donor = await donorWithAccount(t, options.donorFirstName ? { firstname: options.donorFirstName } : {});
  const mandate = await newMandate(t, donor.token, `/participate/${potId}/confirmation`);
  const created = await api(t, donor.token, `/cagnottes/${potId}/subscriptions`, {
    headers: { 'Idempotency-Key': newIdempotencyKey() },
    json: {
      charity_subscription: {
        amount: options.amount ?? 2000,
        gift_entraide: options.gift ?? 0,
        is_visible: true,
        is_anonymous: false,
        debit_day: options.debitDay ?? 1,
        recurrence: 1,
        payment_info: { PaymentType: 'MANDATE', mandateID: mandate.Id },
      },
    },
  });
  if (created.status !== 201) throw new Error(`subscription: ${created.status} ${JSON.stringify(created.body)}`);
  if (options.confirm !== false) {
    await answerMandatePage(mandate.RedirectURL, 'confirm');
    await syncMandate(t.deps, mandate.Id);
  }
  return { potId, walletId, donor, mandateId: mandate.Id, subscription: created.body };
}

/** Moves the shared clock (app and sandbox) to `isoInstant`, then runs the daily job. */
export async function runDebitsOn(t: TestContext, isoInstant: string): Promise<DebitRunReport> {
  const target = new Date(isoInstant).getTime();
  const delta = target - t.clock.now().getTime();
  if (delta < 0) throw new Error(`the clock cannot go back to ${isoInstant}`);
  t.clock.advance(delta);
  return runDueDebits(t.deps);
}

/** The bank's part: every pending direct debit settles now; then the hooks' work (settlePayin) for each. */
export async function settleDirectDebits(t: TestContext, outcome?: { payinId?: string }): Promise<Array<{ Id: string; Status: string }>> {
  const response = await controlFetch(t.sandbox, `/${t.sandbox?.clientId}/payins/directdebit/settle`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(outcome?.payinId ? { PayInId: outcome.payinId } : {}),
  });
  const settled = (await response.json()) as Array<{ Id: string; Status: string }>;
  // Debits the sandbox settled by itself as its clock moved are re-read too (what their hooks would do).
  const pending = await t.db
    .knex('donations')
    .where({ status: 'CREATED', payment_method: 'DIRECT_DEBIT' })
    .whereNotNull('mangopay_payin_id')
    .pluck('mangopay_payin_id');
  for (const payinId of new Set([...settled.map((p) => p.Id), ...pending])) await settlePayin(t.deps, payinId);
  return settled;
}

/** The donations recorded for a subscription, by month. */
export function debitsOf(t: TestContext, subscriptionId: number) {
  return t.db
    .knex('donations')
    .where({ subscription_id: subscriptionId })
    .orderBy('period')
    .select('period', 'status', 'amount', 'gift_entraide', 'mangopay_payin_id');
}
