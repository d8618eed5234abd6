/**
 * The steps of a money sequence (fast-check arbitraries) and how each is played against the running
 * app and its sandbox: card donations (frictionless, 3-D Secure authenticated, failed or abandoned,
 * declined; the browser coming back or not), quick donations, bank wires (arriving, refused or
 * pending), one-off mandate donations, hooks (any event type for any known pay-in, several times:
 * duplicated, out of order, late), the bank settling direct debits, the daily debit job with the clock
 * moved to the next day, and reconciliation with the clock moved by some minutes. A donation request
 * may be retried with the same Idempotency-Key, one after the other or at the same time.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import type { TestContext } from '../app';
import { bearer } from '../factories';
import { reconcileDonations } from '../../api/payments/donations/reconciliation';
import { runDueDebits } from '../../api/payments/subscriptions/subscription-debits';
import {
  BROWSER_INFO,
  QUICK_DONOR,
  cardDonationBody,
  newIdempotencyKey,
  passSecureMode,
  quickRegisterCard,
} from '../../api/payments/donations/testing/donation-flows';
import { CARD_KINDS, CARD_NUMBERS, type CardKind, type MoneyWorld } from './money-world';
import { sandboxPayins } from './money-checks';
import { playTrustStep, trustStepArbs, type ClosedGivers, type TrustStep } from './trust-steps';
import { controlFetch } from '@entraide/mangopay-sandbox';

export type SecureOutcome = 'authenticate' | 'fail' | 'abandon';

export type Step =
  | {
      kind: 'card';
      donor: number;
      pot: number;
      amount: number;
      tip: number;
      card: CardKind;
      secure: SecureOutcome;
      returns: boolean;
      retries: number;
      together: boolean;
    }
  | {
      kind: 'quick';
      pot: number;
      amount: number;
      tip: number;
      card: CardKind;
      secure: SecureOutcome;
      returns: boolean;
      retries: number;
      together: boolean;
    }
  | {
      kind: 'wire';
      donor: number;
      pot: number;
      amount: number;
      tip: number;
      outcome: 'accept' | 'reject' | 'pending';
      hooked: boolean;
      retries: number;
    }
  | { kind: 'mandate'; giver: number; pot: number; amount: number; tip: number; retries: number; together: boolean }
  | { kind: 'hook'; pick: number; event: 'PAYIN_NORMAL_CREATED' | 'PAYIN_NORMAL_SUCCEEDED' | 'PAYIN_NORMAL_FAILED'; times: number }
  | { kind: 'settle-debits' }
  | { kind: 'debit-day'; workers: number }
  | { kind: 'reconcile'; minutes: number; workers: number }
  | TrustStep;

const amount = fc.integer({ min: 100, max: 8000 });
const tip = fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 900 }));
const index = fc.nat({ max: 1000 });
const retries = fc.integer({ min: 0, max: 2 });
// Abandoned 3-D Secure pay-ins stay CREATED at the sandbox for ever (each reconciliation re-reads them): kept rare.
const secure = fc.constantFrom<SecureOutcome>('authenticate', 'authenticate', 'authenticate', 'fail', 'fail', 'abandon');

export const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('card' as const),
      donor: index,
      pot: index,
      amount,
      tip,
      card: fc.constantFrom(...CARD_KINDS),
      secure,
      returns: fc.boolean(),
      retries,
      together: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('quick' as const),
      pot: index,
      amount,
      tip,
      card: fc.constantFrom(...CARD_KINDS),
      secure,
      returns: fc.boolean(),
      retries,
      together: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('wire' as const),
      donor: index,
      pot: index,
      amount,
      tip,
      outcome: fc.constantFrom('accept' as const, 'accept' as const, 'reject' as const, 'pending' as const),
      hooked: fc.boolean(),
      retries,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('mandate' as const), giver: index, pot: index, amount, tip, retries, together: fc.boolean() }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('hook' as const),
      pick: index,
      event: fc.constantFrom('PAYIN_NORMAL_CREATED' as const, 'PAYIN_NORMAL_SUCCEEDED' as const, 'PAYIN_NORMAL_FAILED' as const),
      times: fc.integer({ min: 1, max: 3 }),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'settle-debits' as const }) },
  // Two workers may run the same recurring job at once (pg-boss on several processes).
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('debit-day' as const), workers: fc.integer({ min: 1, max: 2 }) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('reconcile' as const),
      minutes: fc.integer({ min: 1, max: 30 }),
      workers: fc.integer({ min: 1, max: 2 }),
    }),
  },
  ...trustStepArbs,
);

type Answer = { status: number; body: Record<string, any> };
const json = async (response: Response): Promise<Answer> => ({
  status: response.status,
  body: (await response.json()) as Record<string, any>,
});
const pick = <T>(list: T[], i: number): T => list[i % list.length] as T;

/** Sends the same request 1 + `retries` times with one Idempotency-Key (at the same time when `together`); all answers must agree. */
async function withRetries(send: (key: string) => Promise<Answer>, retries: number, together: boolean): Promise<Answer> {
  const key = newIdempotencyKey();
  const answers = together
    ? await Promise.all(Array.from({ length: retries + 1 }, () => send(key)))
    : await (async () => {
        const list: Answer[] = [];
        for (let i = 0; i <= retries; i++) list.push(await send(key));
        return list;
      })();
  const first = answers[0] as Answer;
  // A retry arriving while the first still runs may be told 409 (in progress); any other answer is the first one's.
  for (const other of answers.slice(1))
    if (other.status !== 409) expect({ status: other.status, id: other.body.id }).toEqual({ status: first.status, id: first.body.id });
  return first.status === 409 ? (answers.find((a) => a.status !== 409) ?? first) : first;
}

/** Allowed refusals of a donation request (throttled, identity documents asked, pot closed) record nothing. */
function expectKnownAnswer(answer: Answer, allowed: number[]): void {
  if (!allowed.includes(answer.status)) throw new Error(`unexpected answer ${answer.status} ${JSON.stringify(answer.body)}`);
  if (answer.status >= 400) expect(answer.body.errors?.[0]?.detail).toEqual(expect.any(String));
}

/** 3-D Secure as the step says, then the browser's return (or not). */
async function secureMode(
  t: TestContext,
  answer: Answer,
  step: { secure: SecureOutcome; returns: boolean; card: CardKind },
  seq: SequenceState,
): Promise<void> {
  const url = answer.body.secureModeRedirectURL as string | undefined;
  if (answer.status !== 201 || !url) return;
  if (step.secure === 'abandon') {
    seq.abandoned.push(url);
    return;
  }
  const page = await passSecureMode(url, step.secure);
  if (step.returns && page.transactionId) {
    const back = await json(
      await t.request('/api/v1/payments/return', {
        method: 'POST',
        headers: { 'X-Forwarded-For': `10.8.${answer.body.id % 250}.1` },
        json: { transactionId: page.transactionId },
      }),
    );
    expect(back.status).toBe(200);
    expect(back.body.payment_status).toBe(step.secure === 'authenticate' && step.card !== 'declined' ? 'SUCCEEDED' : 'FAILED');
  }
}

const control = (t: TestContext, route: string, body?: unknown) =>
  controlFetch(t.sandbox, `/${t.sandbox?.clientId}${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });

/** What a sequence keeps: the donations it touched, the 3-D Secure pages it left open. */
export interface SequenceState {
  touched: Set<number>;
  abandoned: string[];
  /** Pay-ins of bank wires not yet arrived. */
  waitingWires: string[];
  /** Accounts closed during the whole run (kept across sequences). */
  closed: ClosedGivers;
}

/** Plays one step of a sequence. */
export async function playStep(t: TestContext, world: MoneyWorld, step: Step, seq: SequenceState): Promise<void> {
  const { touched } = seq;
  switch (step.kind) {
    case 'card': {
      const donor = pick(world.donors, step.donor);
      const potId = pick(world.potIds, step.pot);
      const body = cardDonationBody({ amount: step.amount, tip: step.tip, cardId: donor.cards[step.card] });
      const answer = await withRetries(
        async (key) =>
          json(
            await t.request(`/api/v1/cagnottes/${potId}/donations`, {
              method: 'POST',
              headers: { ...bearer(donor.token), 'Idempotency-Key': key },
              json: body,
            }),
          ),
        step.retries,
        step.together,
      );
      expectKnownAnswer(answer, [201, 422]);
      if (answer.status === 201) touched.add(answer.body.id);
      // A declined card above 50 € is first asked 3-D Secure; it is never paid.
      if (step.card === 'declined' && answer.status === 201) expect(answer.body.payment_status).toBe('CREATED');
      await secureMode(t, answer, step, seq);
      return;
    }
    case 'quick': {
      const potId = pick(world.potIds, step.pot);
      const ip = `10.7.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      // A quick donor registers the card for each donation (its secret pays one donation).
      const { cardId, quickToken } = await quickRegisterCard(t, QUICK_DONOR, CARD_NUMBERS[step.card], { 'X-Forwarded-For': ip });
      const body = {
        quick_charity_donation: {
          ...QUICK_DONOR,
          amount: step.amount,
          gift_entraide: step.tip,
          gift_creator: 0,
          is_visible: true,
          is_anonymous: false,
          browser_info: BROWSER_INFO,
          quick_token: quickToken,
          payment_info: { PaymentType: 'CARD', card_id: cardId },
        },
      };
      const answer = await withRetries(
        async (key) =>
          json(
            await t.request(`/api/v1/cagnottes/${potId}/quick_donations`, {
              method: 'POST',
              headers: { 'Idempotency-Key': key, 'X-Forwarded-For': ip },
              json: body,
            }),
          ),
        step.retries,
        step.together,
      );
      expectKnownAnswer(answer, [201, 422, 429]);
      if (answer.status === 201) touched.add(answer.body.id);
      await secureMode(t, answer, step, seq);
      return;
    }
    case 'wire': {
      const donor = pick(world.donors, step.donor);
      const potId = pick(world.potIds, step.pot);
      const body = { charity_donation: { id: potId, amount: step.amount, gift_entraide: step.tip } };
      const answer = await withRetries(
        async (key) =>
          json(
            await t.request(`/api/v1/cagnottes/${potId}/donations/bankwire`, {
              method: 'POST',
              headers: { ...bearer(donor.token), 'Idempotency-Key': key },
              json: body,
            }),
          ),
        step.retries,
        false,
      );
      expectKnownAnswer(answer, [201, 422]);
      if (answer.status !== 201) return;
      touched.add(answer.body.id);
      const row = await t.db.knex('donations').where({ id: answer.body.id }).first('mangopay_payin_id');
      if (step.outcome === 'pending') {
        seq.waitingWires.push(row.mangopay_payin_id);
        return;
      }
      expect((await control(t, `/payins/bankwire/${row.mangopay_payin_id}/${step.outcome}`)).status).toBe(200);
      if (step.hooked) await hook(t, `PAYIN_NORMAL_${step.outcome === 'accept' ? 'SUCCEEDED' : 'FAILED'}`, row.mangopay_payin_id);
      return;
    }
    case 'mandate': {
      const giver = pick(world.givers, step.giver);
      const potId = pick(world.potIds, step.pot);
      const body = {
        charity_donation: {
          amount: step.amount,
          gift_entraide: step.tip,
          gift_creator: 0,
          is_visible: true,
          is_anonymous: false,
          is_main: false,
          payment_info: { PaymentType: 'MANDATE', mandateID: giver.mandateId },
        },
      };
      const answer = await withRetries(
        async (key) =>
          json(
            await t.request(`/api/v1/cagnottes/${potId}/donations`, {
              method: 'POST',
              headers: { ...bearer(giver.token), 'Idempotency-Key': key },
              json: body,
            }),
          ),
        step.retries,
        step.together,
      );
      expectKnownAnswer(answer, [201, 422]);
      if (answer.status === 201) touched.add(answer.body.id);
      return;
    }
    case 'hook': {
      const payins = sandboxPayins(t);
      if (payins.length === 0) return;
      const payin = pick(payins, step.pick);
      for (let i = 0; i < step.times; i++) await hook(t, step.event, payin.Id);
      return;
    }
    case 'settle-debits': {
      // The bank settles every pending debit; our side learns it from hooks or reconciliation only.
      expect((await control(t, '/payins/directdebit/settle')).status).toBe(200);
      return;
    }
    case 'debit-day': {
      const now = t.clock.now();
      const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 5, 0, 0);
      t.clock.advance(next - now.getTime());
      await Promise.all(Array.from({ length: step.workers }, () => runDueDebits(t.deps)));
      return;
    }
    case 'reconcile': {
      t.clock.advance(step.minutes * 60_000);
      await Promise.all(Array.from({ length: step.workers }, () => reconcileDonations(t.deps)));
      return;
    }
    default:
      return playTrustStep(t, world, seq.closed, step, touched);
  }
}

/** The provider's notification, as it calls us (jobs run inline in tests). */
export async function hook(t: TestContext, eventType: string, resourceId: string): Promise<void> {
  const response = await t.request(
    `/api/v1/payments/hooks?EventType=${eventType}&RessourceId=${resourceId}&Date=${Math.floor(t.clock.now().getTime() / 1000)}`,
  );
  expect(response.status).toBe(200);
}

/** What eventually arrives: the hook of each pay-in still pending on our side among `ids`, twice (late and duplicated). */
export async function deliverLateHooks(t: TestContext, ids: Set<number>): Promise<void> {
  const pending: string[] = await t.db
    .knex('donations')
    .where({ status: 'CREATED' })
    .whereIn('id', [...ids])
    .whereNotNull('mangopay_payin_id')
    .pluck('mangopay_payin_id');
  const status = new Map(sandboxPayins(t).map((p) => [p.Id, p.Status]));
  for (const payinId of pending) {
    for (let i = 0; i < 2; i++) await hook(t, `PAYIN_NORMAL_${status.get(payinId) ?? 'CREATED'}`, payinId);
  }
}

/**
 * The end of a sequence, on the bank's side: 3-D Secure sessions left open expire (Mangopay fails
 * them), and the wires still awaited arrive late (nothing on our side learns it but hooks and
 * reconciliation). Without it they would pile up across sequences, each re-read by every reconciliation.
 */
export async function bankCatchesUp(t: TestContext, seq: SequenceState): Promise<void> {
  for (const url of seq.abandoned) await passSecureMode(url, 'fail');
  for (const payinId of seq.waitingWires) expect((await control(t, `/payins/bankwire/${payinId}/accept`)).status).toBe(200);
}
