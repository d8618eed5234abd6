/**
 * Test helpers of the manager area: a signed-in manager, calls to the manager API, a paid card donation
 * of a signed-in donor, and a charity made ready for payouts (its documents validated on the sandbox,
 * so that its KYC level is REGULAR, and its bank account registered through the API).
 */
import { randomUUID } from 'node:crypto';
import type { TestContext } from '../../../test/app';
import { bearer, buildUser, signInAs } from '../../../test/factories';
import { deriveIdempotencyKey } from '../../payments/idempotency-keys';
import { donateByCard, newIdempotencyKey, openPot, signedInDonor } from '../../payments/donations/testing/donation-flows';
import { bankAccountBody } from '../../payments/subscriptions/testing/monthly-giving';
import { runHook } from '../../payments/hooks/hooks.jobs';
import { controlFetch } from '@entraide/mangopay-sandbox';

type Json = Record<string, any>;

export async function signedInManager(t: TestContext): Promise<{ id: number; token: string }> {
  const user = await buildUser(t.db.knex, { role_id: 3, firstname: 'Gaëlle', name: 'Gestion' });
  return { id: user.id, token: await signInAs(t.db.knex, t.clock, user) };
}

/** A call to the API; JSON answers parsed, others as text. */
export async function call(
  t: TestContext,
  token: string | null,
  path: string,
  init: { method?: string; json?: unknown; headers?: Record<string, string> } = {},
) {
  const response = await t.request(`/api/v1${path}`, {
    method: init.method ?? 'GET',
    headers: { ...(token ? bearer(token) : {}), ...init.headers },
    ...(init.json !== undefined ? { json: init.json } : {}),
  });
  const type = response.headers.get('content-type') ?? '';
  const body = type.includes('json') ? ((await response.json()) as Json) : await response.text();
  return { status: response.status, body: body as any, headers: response.headers };
}

/** A donor gives `amount` cents by card (frictionless) to a new open pot: ids and the donation row id. */
export async function paidDonation(t: TestContext, options: { amount?: number; tip?: number; potId?: number } = {}) {
  const pot = options.potId ? { potId: options.potId } : await openPot(t);
  const donor = await signedInDonor(t);
  const answer = await donateByCard(t, {
    token: donor.token,
    potId: pot.potId,
    amount: options.amount ?? 3000,
    tip: options.tip ?? 0,
    idempotencyKey: newIdempotencyKey(),
  });
  if (answer.status !== 201 || answer.body.payment_status !== 'SUCCEEDED')
    throw new Error(`donation: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { potId: pot.potId, donor, donationId: Number(answer.body.id) };
}

const PAGE = Buffer.alloc(2048, 7).toString('base64');

/** Validates the charity's three documents on the sandbox: its provider user becomes REGULAR. */
export async function verifyCharity(t: TestContext, charityId: number): Promise<void> {
  const { mangopay_user_id: userId } = await t.db.knex('assocs').where({ id: charityId }).first('mangopay_user_id');
  for (const Type of ['IDENTITY_PROOF', 'REGISTRATION_PROOF', 'ARTICLES_OF_ASSOCIATION'] as const) {
    const doc = await t.deps.payments.createKycDocument(userId, { Type, Tag: 'manual' }, deriveIdempotencyKey('test-kyc', randomUUID()));
    await t.deps.payments.addKycPage(userId, String(doc.Id), PAGE, deriveIdempotencyKey('test-kyc-page', randomUUID()));
    await t.deps.payments.submitKycDocument(userId, String(doc.Id));
    const reviewed = await controlFetch(t.sandbox, `/${t.sandbox?.clientId}/kyc/documents/${doc.Id}/review`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ Status: 'VALIDATED' }),
    });
    if (reviewed.status !== 200) throw new Error(`review: ${reviewed.status} ${await reviewed.text()}`);
  }
}

/** Verified charity with its bank account registered by a manager. */
export async function charityReadyForPayouts(t: TestContext, charityId: number, managerToken: string): Promise<Json> {
  await verifyCharity(t, charityId);
  const registered = await call(t, managerToken, `/manager/charities/${charityId}/bank_account`, {
    method: 'PUT',
    json: { bank_account: bankAccountBody({ bank_account_holder: 'Association des Jardins Partagés' }) },
  });
  if (registered.status !== 200) throw new Error(`bank_account: ${registered.status} ${JSON.stringify(registered.body)}`);
  return registered.body;
}

/** The provider's hook delivery as Mangopay sends it, then the queued job's effects (inline jobs). */
export async function deliverHook(t: TestContext, eventType: string, resourceId: string): Promise<number> {
  const response = await t.request(
    `/api/v1/payments/hooks?EventType=${eventType}&RessourceId=${resourceId}&Date=${Math.floor(t.clock.now().getTime() / 1000)}`,
  );
  // Inline jobs run inside `send`; the route answers after at most 150 ms: let the job finish.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return response.status;
}

/**
 * One delivery through the route (answered 200), then the hook's job replayed `times` times at once,
 * awaited: the same work the queue would do, without waiting on the clock.
 */
export async function replayHook(t: TestContext, eventType: string, resourceId: string, times = 10): Promise<void> {
  const status = await deliverHook(t, eventType, resourceId);
  if (status !== 200) throw new Error(`hook ${eventType}: ${status}`);
  await Promise.all(Array.from({ length: times }, () => runHook(t.deps, { eventType, resourceId })));
}

export { newIdempotencyKey };
