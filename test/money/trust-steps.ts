/**
 * The steps of a money sequence that an adversary or an unusual life brings (money-steps.ts plays the
 * ordinary ones): an organiser trying to move a pot to another charity, a monthly giver closing the
 * account, a gift near the yearly identity threshold, and hooks forged for ids that are not ours. Each
 * step checks its own outcome; `expectThresholdHeld` checks the whole ledger at the end of every sequence
 * (step-checks.ts checks the threshold and the closed accounts' debits after every step).
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import type { TestContext } from '../app';
import { bearer, signInAs } from '../factories';
import { KYC_THRESHOLD_CENTS_PER_YEAR } from '../../domain/constants';
import { closingDateToIso } from '../../domain/closing-date';
import { cardDonationBody, newIdempotencyKey, passSecureMode } from '../../api/payments/donations/testing/donation-flows';
import { setUpMonthlyGiving } from '../../api/payments/subscriptions/testing/monthly-giving';
import { potBody, referenceIds } from '../../api/pots/testing/pot-factories';
import { WORLD_CLOSING_DAY, type MoneyWorld } from './money-world';

/** Event types whose forged ids must cost no provider call (unknown disputes have an hourly budget of their own). */
const FORGEABLE_EVENTS = [
  'PAYIN_NORMAL_CREATED',
  'PAYIN_NORMAL_SUCCEEDED',
  'PAYIN_NORMAL_FAILED',
  'PAYIN_REFUND_CREATED',
  'PAYIN_REFUND_SUCCEEDED',
  'PAYOUT_NORMAL_SUCCEEDED',
  'PAYOUT_NORMAL_FAILED',
  'MANDATE_SUBMITTED',
  'MANDATE_FAILED',
  'KYC_SUCCEEDED',
] as const;

export type TrustStep =
  | { kind: 'charity-change'; pot: number }
  | { kind: 'close-giver'; debitDay: number; amount: number }
  | { kind: 'large'; donor: number; pot: number; amount: number }
  | { kind: 'forged-hook'; event: (typeof FORGEABLE_EVENTS)[number]; id: number; times: number };

const index = fc.nat({ max: 1000 });

export const trustStepArbs: Array<fc.WeightedArbitrary<TrustStep>> = [
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('charity-change' as const), pot: index }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('close-giver' as const),
      debitDay: fc.integer({ min: 1, max: 28 }),
      amount: fc.integer({ min: 500, max: 15_000 }),
    }),
  }, // 12 debits stay under the threshold
  // Around what is left of the year's 2 500 €: some pass it, some stop just under.
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('large' as const),
      donor: index,
      pot: index,
      amount: fc.integer({ min: 60_000, max: 260_000 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('forged-hook' as const),
      event: fc.constantFrom(...FORGEABLE_EVENTS),
      id: fc.integer({ min: 1, max: 999_999 }),
      times: fc.integer({ min: 1, max: 3 }),
    }),
  },
];

/** Subscriptions of accounts closed during the run, with the last donation id of the database when closed. */
export interface ClosedGivers {
  subscriptions: Map<number, number>;
}

const pick = <T>(list: T[], i: number): T => list[i % list.length] as T;
const json = async (response: Response) => ({
  status: response.status,
  body: (await response.json().catch(() => ({}))) as Record<string, any>,
});

/** A pot may change charity only while it has no gift that is not FAILED and no subscription. */
async function playCharityChange(t: TestContext, world: MoneyWorld, potIndex: number): Promise<void> {
  const potId = pick(world.potIds, potIndex);
  const knex = t.db.knex;
  const pot = await knex('pots').where({ id: potId }).first('created_by_id', 'assoc_id', 'event_type_id');
  const live = await knex('donations').where({ pot_id: potId }).whereNot({ status: 'FAILED' }).first('id');
  const subscribed = await knex('subscriptions').where({ pot_id: potId }).first('id');
  const ids = await referenceIds(knex);
  const other = pot.assoc_id === ids.charity ? ids.charity2 : ids.charity;
  const token = await signInAs(knex, t.clock, { id: pot.created_by_id });
  // The organiser's form sends a closing day within the API's 365 days; the world's pots close later than
  // any run's clock reaches (WORLD_CLOSING_DAY), so an accepted edit has its day put back afterwards.
  const closingDate = new Date(t.clock.now().getTime() + 300 * 86_400_000).toISOString().slice(0, 10);
  const edit = (charity: number) =>
    t
      .request(`/api/v1/user/cagnottes/${potId}`, {
        method: 'PUT',
        headers: bearer(token),
        json: { charity_pot: potBody({ event: pot.event_type_id, charity }, { name: `Cagnotte ${potId}`, closing_date: closingDate }) },
      })
      .then(json);
  const answer = await edit(other);
  if (live || subscribed) {
    expect(answer.status, JSON.stringify(answer.body)).toBe(409);
    expect((await knex('pots').where({ id: potId }).first('assoc_id')).assoc_id).toBe(pot.assoc_id);
    return;
  }
  // Nothing paid yet: the change is allowed; the organiser changes back (the world's wallet checks stay true).
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect((await edit(pot.assoc_id)).status).toBe(200);
  await knex('pots')
    .where({ id: potId })
    .update({ closing_date: closingDateToIso(WORLD_CLOSING_DAY) });
}

/** A new monthly giver closes the account: subscription cancelled, mandate cancelled at the provider. */
async function playCloseGiver(t: TestContext, closed: ClosedGivers, step: { debitDay: number; amount: number }): Promise<void> {
  const giving = await setUpMonthlyGiving(t, { debitDay: step.debitDay, amount: step.amount, closingDay: WORLD_CLOSING_DAY });
  const answer = await t.request('/api/v1/user', { method: 'DELETE', headers: bearer(giving.donor.token) });
  expect(answer.status).toBe(204);
  const subscriptionId = Number(giving.subscription.id);
  expect((await t.db.knex('subscriptions').where({ id: subscriptionId }).first('status')).status).toBe('CANCELED');
  const mandate = (t.sandbox?.records('mandates') ?? []).find((m) => m.Id === giving.mandateId);
  expect(mandate?.Status).toBe('FAILED');
  closed.subscriptions.set(subscriptionId, Number((await t.db.knex('donations').max('id as max').first())?.max ?? 0));
}

/** A card gift near the threshold: paid through 3-D Secure, or refused with kyc_required. */
async function playLarge(
  t: TestContext,
  world: MoneyWorld,
  step: { donor: number; pot: number; amount: number },
  touched: Set<number>,
): Promise<void> {
  const donor = pick(world.donors, step.donor);
  const potId = pick(world.potIds, step.pot);
  const answer = await json(
    await t.request(`/api/v1/cagnottes/${potId}/donations`, {
      method: 'POST',
      headers: { ...bearer(donor.token), 'Idempotency-Key': newIdempotencyKey() },
      json: cardDonationBody({ amount: step.amount, cardId: donor.cards.frictionless }),
    }),
  );
  if (answer.status === 422) {
    expect(answer.body.errors?.[0]?.code, JSON.stringify(answer.body)).toMatch(/^(kyc_required|pot_closed)$/);
    return;
  }
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  touched.add(answer.body.id);
  const url = answer.body.secureModeRedirectURL as string | undefined;
  if (url) await passSecureMode(url, 'authenticate');
}

/** A forged hook for an id that is none of ours: 200, and not one call to the provider. */
async function playForgedHook(t: TestContext, step: { event: string; id: number; times: number }): Promise<void> {
  const before = t.sandbox?.calls().length ?? 0;
  const resourceId = `${9_000_000 + step.id}`;
  for (let i = 0; i < step.times; i++) {
    const response = await t.request(
      `/api/v1/payments/hooks?EventType=${step.event}&RessourceId=${resourceId}&Date=${Math.floor(t.clock.now().getTime() / 1000)}`,
    );
    expect(response.status).toBe(200);
  }
  await (t.deps.jobs as unknown as { idle?: () => Promise<void> }).idle?.();
  expect(t.sandbox?.calls().slice(before) ?? []).toEqual([]);
}

export async function playTrustStep(
  t: TestContext,
  world: MoneyWorld,
  closed: ClosedGivers,
  step: TrustStep,
  touched: Set<number>,
): Promise<void> {
  switch (step.kind) {
    case 'charity-change':
      return playCharityChange(t, world, step.pot);
    case 'close-giver':
      return playCloseGiver(t, closed, step);
    case 'large':
      return playLarge(t, world, step, touched);
    case 'forged-hook':
      return playForgedHook(t, step);
  }
}

/** No account, and no quick donor's e-mail, has more than the threshold paid or pending in a calendar year (nobody here sent identity documents). */
export async function expectThresholdHeld(t: TestContext): Promise<void> {
  const rows = await t.db.knex.raw(
    `
    SELECT COALESCE('u' || user_id::text, 'q' || lower(quick_email)) AS donor, to_char(created_at AT TIME ZONE 'Europe/Paris', 'YYYY') AS year,
      SUM(amount + gift_entraide) AS cents
    FROM donations WHERE status IN ('SUCCEEDED', 'CREATED') GROUP BY 1, 2 HAVING SUM(amount + gift_entraide) > ?`,
    [KYC_THRESHOLD_CENTS_PER_YEAR],
  );
  expect(rows.rows, 'donors past the identity threshold').toEqual([]);
}
