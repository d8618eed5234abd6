/**
 * The world and the steps of the charity-attribution sequences (charity-attribution.test.ts), played
 * through the API as the PWA would: three charities with their wallets and receipt profiles, organisers
 * creating pots and trying to change their charity (allowed while a pot has no live gift, else 409),
 * card gifts (paid or declined), bank wires (arriving, refused, or still awaited), monthly givings
 * (debited at once), the donor downloading a receipt, and the bank settling the direct debits.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import type { TestContext } from '../app';
import { signInAs } from '../factories';
import { syncMandate } from '../../api/payments/mandates/mandate-sync';
import {
  DECLINED_CARD,
  FRICTIONLESS_CARD,
  newIdempotencyKey,
  postCardDonation,
  registerCard,
} from '../../api/payments/donations/testing/donation-flows';
import {
  answerMandatePage,
  api,
  donorWithAccount,
  newMandate,
  settleDirectDebits,
} from '../../api/payments/subscriptions/testing/monthly-giving';
import { readyCharity, receiptText, wireArrives, type Charity } from '../../api/pots/testing/charity-flows';
import { potBody, referenceIds } from '../../api/pots/testing/pot-factories';
import { sandboxPayins } from './money-checks';
import { controlFetch } from '@entraide/mangopay-sandbox';

const CLOSING_DAY = '2027-10-31';

interface Person {
  id: number;
  email: string;
  token: string;
}

export interface CharityWorld {
  event: number;
  charities: Charity[];
  organisers: Person[];
  donors: Array<Person & { cards: { paid: string; declined: string } }>;
  givers: Array<Person & { mandateId: string }>;
  pots: Array<{ id: number; organiser: number }>;
}

export type CharityStep =
  | { kind: 'pot'; organiser: number; charity: number }
  | { kind: 'change'; pot: number; charity: number; withGift: number | null }
  | { kind: 'card'; donor: number; pot: number; amount: number; declined: boolean }
  | { kind: 'wire'; donor: number; pot: number; amount: number; outcome: 'accept' | 'reject' | 'pending' }
  | { kind: 'subscribe'; giver: number; pot: number; amount: number }
  | { kind: 'settle-debits' }
  | { kind: 'receipt'; pick: number };

const index = fc.nat({ max: 1000 });
const amount = fc.integer({ min: 100, max: 5000 }); // frictionless cards: at most 50 €

export const charityStepArb: fc.Arbitrary<CharityStep> = fc.oneof(
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('pot' as const), organiser: index, charity: index }) },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('change' as const), pot: index, charity: index, withGift: fc.option(amount, { nil: null }) }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('card' as const), donor: index, pot: index, amount, declined: fc.boolean() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('wire' as const),
      donor: index,
      pot: index,
      amount,
      outcome: fc.constantFrom('accept' as const, 'reject' as const, 'pending' as const),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('subscribe' as const), giver: index, pot: index, amount }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'settle-debits' as const }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('receipt' as const), pick: index }) },
);

const pick = <T>(list: T[], i: number): T => list[i % list.length] as T;

async function newPot(t: TestContext, w: CharityWorld, organiser: number, charity: Charity): Promise<void> {
  const res = await api(t, pick(w.organisers, organiser).token, '/user/cagnottes', {
    json: { charity_pot: potBody({ event: w.event, charity: charity.id }, { closing_date: CLOSING_DAY }) },
  });
  expect(res.status).toBe(201);
  w.pots.push({ id: Number(res.body.id), organiser: w.organisers.indexOf(pick(w.organisers, organiser)) });
}

export async function buildCharityWorld(t: TestContext): Promise<CharityWorld> {
  const ids = await referenceIds(t.db.knex);
  const third = await t.db.knex('assocs').where({ active: true }).whereNotIn('id', [ids.charity, ids.charity2]).orderBy('id').first('id');
  const charities = [await readyCharity(t, ids.charity), await readyCharity(t, ids.charity2), await readyCharity(t, Number(third.id))];
  const w: CharityWorld = { event: ids.privateEvent, charities, organisers: [], donors: [], givers: [], pots: [] };
  for (let i = 0; i < 2; i++) w.organisers.push(await donorWithAccount(t, { firstname: 'Olivia', name: `Organisatrice ${i}` }));
  for (let i = 0; i < 3; i++) {
    const donor = await donorWithAccount(t, { firstname: 'Donateur', name: `Numéro ${i}` });
    w.donors.push({
      ...donor,
      cards: { paid: await registerCard(t, donor.token, FRICTIONLESS_CARD), declined: await registerCard(t, donor.token, DECLINED_CARD) },
    });
  }
  for (let i = 0; i < 2; i++) {
    const giver = await donorWithAccount(t, { firstname: 'Mensuel', name: `Numéro ${i}` });
    const mandate = await newMandate(t, giver.token);
    await answerMandatePage(mandate.RedirectURL, 'confirm');
    await syncMandate(t.deps, mandate.Id);
    w.givers.push({ ...giver, mandateId: mandate.Id });
  }
  for (let i = 0; i < 3; i++) await newPot(t, w, i, pick(charities, i));
  return w;
}

export async function refreshSessions(t: TestContext, w: CharityWorld): Promise<void> {
  for (const person of [...w.organisers, ...w.donors, ...w.givers]) person.token = await signInAs(t.db.knex, t.clock, person);
}

/** What the rule says of a pot now: its charity may change only without a live gift or a subscription. */
async function mayChange(t: TestContext, potId: number): Promise<boolean> {
  const live = await t.db.knex('donations').where({ pot_id: potId }).whereNot({ status: 'FAILED' }).count({ n: '*' }).first();
  const subs = await t.db.knex('subscriptions').where({ pot_id: potId }).count({ n: '*' }).first();
  return Number(live?.n) === 0 && Number(subs?.n) === 0;
}

function changeCharity(t: TestContext, w: CharityWorld, potId: number, organiser: number, charity: Charity) {
  return api(t, pick(w.organisers, organiser).token, `/user/cagnottes/${potId}`, {
    method: 'PUT',
    json: { charity_pot: potBody({ event: w.event, charity: charity.id }, { closing_date: CLOSING_DAY }) },
  });
}

function cardGift(t: TestContext, w: CharityWorld, donor: number, potId: number, amountCents: number, declined: boolean) {
  const d = pick(w.donors, donor);
  return postCardDonation(t, { token: d.token, potId, amount: amountCents, cardId: declined ? d.cards.declined : d.cards.paid });
}

/** The wires still awaited when the sequence ends (they arrive then). */
export interface CharitySequence {
  waitingWires: string[];
}

export async function playCharityStep(t: TestContext, w: CharityWorld, step: CharityStep, seq: CharitySequence): Promise<void> {
  switch (step.kind) {
    case 'pot':
      return newPot(t, w, step.organiser, pick(w.charities, step.charity));
    case 'change': {
      const pot = pick(w.pots, step.pot);
      const allowed = await mayChange(t, pot.id);
      const target = pick(w.charities, step.charity);
      // Sending the pot's own charity again changes nothing, and is always accepted.
      const same = Number((await t.db.knex('pots').where({ id: pot.id }).first('assoc_id')).assoc_id) === target.id;
      // Sometimes a gift arrives at the same moment: whichever comes first, the gift keeps the charity it was recorded with.
      const [res] = await Promise.all([
        changeCharity(t, w, pot.id, pot.organiser, target),
        step.withGift ? cardGift(t, w, 0, pot.id, step.withGift, false) : null,
      ]);
      if (!step.withGift) expect(res.status).toBe(allowed || same ? 200 : 409);
      else expect([200, 409]).toContain(res.status);
      if (res.status === 409) expect(res.body.errors[0]).toMatchObject({ code: 'charity_locked', field: 'assoc_id_id' });
      return;
    }
    case 'card': {
      const res = await cardGift(t, w, step.donor, pick(w.pots, step.pot).id, step.amount, step.declined);
      expect(res.status).toBe(step.declined ? 422 : 201);
      return;
    }
    case 'wire': {
      const potId = pick(w.pots, step.pot).id;
      const res = await api(t, pick(w.donors, step.donor).token, `/cagnottes/${potId}/donations/bankwire`, {
        json: { charity_donation: { amount: step.amount, gift_entraide: 0 } },
        headers: { 'Idempotency-Key': newIdempotencyKey() },
      });
      expect(res.status).toBe(201);
      const payinId = (await t.db.knex('donations').where({ id: res.body.id }).first('mangopay_payin_id')).mangopay_payin_id as string;
      if (step.outcome === 'pending') seq.waitingWires.push(payinId);
      else if (step.outcome === 'accept') await wireArrives(t, payinId);
      else await rejectWire(t, payinId);
      return;
    }
    case 'subscribe': {
      const giver = pick(w.givers, step.giver);
      const potId = pick(w.pots, step.pot).id;
      // The debit day is today: the first debit is made at once.
      const day = Number(t.clock.now().toISOString().slice(8, 10));
      const res = await api(t, giver.token, `/cagnottes/${potId}/subscriptions`, {
        json: {
          charity_subscription: {
            amount: step.amount,
            gift_entraide: 0,
            is_visible: true,
            is_anonymous: false,
            debit_day: day,
            recurrence: 1,
            payment_info: { PaymentType: 'MANDATE', mandateID: giver.mandateId },
          },
        },
      });
      expect(res.status).toBe(201);
      return;
    }
    case 'settle-debits':
      await settleDirectDebits(t);
      return;
    case 'receipt':
      return checkOneReceipt(t, w, step.pick);
  }
}

async function rejectWire(t: TestContext, payinId: string): Promise<void> {
  await controlFetch(t.sandbox, `/${t.sandbox?.clientId}/payins/bankwire/${payinId}/reject`, { method: 'POST' });
  await api(t, null, `/payments/hooks?EventType=PAYIN_NORMAL_FAILED&RessourceId=${payinId}`, { method: 'GET' });
}

/** The charity whose wallet a pay-in credited, per the provider's own records. */
export function charityPaid(w: CharityWorld, payinId: string, t: TestContext): Charity | undefined {
  const payin = sandboxPayins(t).find((p) => p.Id === payinId);
  return w.charities.find((c) => c.walletId === payin?.CreditedWalletId);
}

/** The donor downloads the receipt of one of the paid one-off gifts: it names the charity its wallet-owner is, and no other. */
async function checkOneReceipt(t: TestContext, w: CharityWorld, i: number): Promise<void> {
  const paid = await t.db
    .knex('donations')
    .where({ status: 'SUCCEEDED' })
    .whereNotNull('user_id')
    .whereNull('subscription_id')
    .orderBy('id')
    .select('id', 'user_id', 'mangopay_payin_id');
  if (paid.length === 0) return;
  const gift = pick(paid, i);
  const donor = w.donors.find((d) => d.id === Number(gift.user_id));
  if (!donor) return;
  const text = await receiptText(t, donor.token, gift.id);
  const charity = charityPaid(w, gift.mangopay_payin_id, t);
  expect(charity, `donation ${gift.id}: its pay-in credited no known charity`).toBeDefined();
  expect(text, `receipt of donation ${gift.id}`).toContain(charity!.name);
  for (const other of w.charities.filter((c) => c !== charity)) expect(text).not.toContain(other.name);
}
