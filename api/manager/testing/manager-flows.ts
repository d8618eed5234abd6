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

const expectOk = (what: string, answer: { status: number; body: unknown }, status = 200) => {
  if (answer.status !== status) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
};

/**
 * A charity onboarded by its representative (docs/charity-area.md) and verified: invited by the manager,
 * legal details sent, SCA enrolled (emulator control route), its payout account registered as a Recipient
 * and authenticated (`charityOnboarded`), then its documents validated (`charityReadyForPayouts`). Answers
 * the payout account's row (its recipient id is the payouts' BankAccountId). The charity must have its
 * provider user (ensureCharityWallet).
 */
export async function charityReadyForPayouts(t: TestContext, charityId: number, managerToken: string): Promise<Json> {
  const account = await charityOnboarded(t, charityId, managerToken);
  await verifyCharity(t, charityId);
  return account;
}

export async function charityOnboarded(t: TestContext, charityId: number, managerToken: string): Promise<Json> {
  const email = `tresorerie.${randomUUID().slice(0, 8)}@jardins-partages.example`;
  expectOk(
    'invitation',
    await call(t, managerToken, `/manager/charities/${charityId}/representative_invitations`, { method: 'POST', json: { email } }),
    201,
  );
  const [mail] = (await (await t.outbox(email)).json()) as Array<{ text: string }>;
  const link = mail?.text.match(/\/association\/espace\/invitation\/([A-Za-z0-9_-]+)/)?.[1];
  const password = 'Asso-Solide-2026!';
  const accepted = await call(t, null, `/charity_invitations/${link}/accept`, {
    method: 'POST',
    json: { password, password_confirmation: password },
  });
  expectOk('accept', accepted, 201);
  const token = String(accepted.body.auth_token);
  const legal = {
    organisation_name: 'Association des Jardins Partagés',
    registration_kind: 'rna',
    registration_number: 'W751234567',
    address_line_1: '12 rue des Lilas',
    postal_code: '75011',
    city: 'Paris',
    country_iso: 'FR',
    representative_first_name: 'Inès',
    representative_last_name: 'Moreau',
    representative_birth_date: '1980-04-12',
    representative_nationality: 'FR',
    representative_country_of_residence: 'FR',
    representative_email: email,
    representative_phone: '+33612345678',
  };
  expectOk('legal details', await call(t, token, '/charity/legal_details', { method: 'PUT', json: { legal_details: legal } }));
  const { mangopay_user_id: userId } = await t.db.knex('assocs').where({ id: charityId }).first('mangopay_user_id');
  await controlFetch(t.sandbox, `/${t.sandbox?.clientId}/users/${userId}/sca-enroll`, { method: 'POST' });
  const registered = await call(t, token, '/charity/payout_account', {
    method: 'PUT',
    json: {
      payout_account: { holder_name: 'Association des Jardins Partagés', iban: 'FR76 3000 4000 0312 3456 7890 143', bic: 'BNPAFRPP' },
    },
  });
  expectOk('payout account', registered);
  const row = await t.db.knex('charity_bank_accounts').where({ id: registered.body.payout_account.id }).first();
  const sca = await controlFetch(t.sandbox, `/${t.sandbox?.clientId}/recipients/${row.mangopay_bank_account_id}/sca`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ outcome: 'authenticate' }),
  });
  if (sca.status !== 200) throw new Error(`recipient SCA: ${sca.status} ${await sca.text()}`);
  expectOk('payout account refresh', await call(t, token, '/charity/payout_account/refresh', { method: 'POST' }));
  const account = await t.db.knex('charity_bank_accounts').where({ id: row.id }).first();
  return {
    id: Number(account.id),
    assoc_id: Number(account.assoc_id),
    iban_masked: account.iban_masked,
    active: account.active,
    mangopay_bank_account_id: account.mangopay_bank_account_id,
  };
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
