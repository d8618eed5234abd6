/**
 * The fixed world the money-invariant sequences play in (test/money/money-invariants.test.ts): open pots
 * of one charity (one escrow wallet at the sandbox), signed-in card donors each holding the sandbox's
 * frictionless, challenge and declined cards (a quick donor registers a card per donation), and monthly givers whose
 * mandates are confirmed (one named Penniless, whose debits the bank refuses). Built once per file
 * through the API, as the PWA would.
 */
import type { TestContext } from '../app';
import { signInAs } from '../factories';
import { ensurePaymentAccount } from '../../api/payments/payment-account.service';
import {
  CHALLENGE_CARD,
  DECLINED_CARD,
  FRICTIONLESS_CARD,
  ensureCharityWallet,
  registerCard,
  signedInDonor,
} from '../../api/payments/donations/testing/donation-flows';
import { setUpMonthlyGiving } from '../../api/payments/subscriptions/testing/monthly-giving';
import { insertPot, referenceIds } from '../../api/pots/testing/pot-factories';
import { buildUser } from '../factories';

export type CardKind = 'frictionless' | 'challenge' | 'declined';
export const CARD_NUMBERS: Record<CardKind, string> = {
  frictionless: FRICTIONLESS_CARD,
  challenge: CHALLENGE_CARD,
  declined: DECLINED_CARD,
};
export const CARD_KINDS = Object.keys(CARD_NUMBERS) as CardKind[];

/**
 * Far enough for every clock move of a run: the clock moves a day per debit step, about a year per
 * 1,300 sequences, so a long run (MONEY_RUNS=10000) spans ten years or more. A closer day made the pots
 * close under a long run (the run of seed 20261127 met it at its 1,275th sequence).
 */
export const WORLD_CLOSING_DAY = '2099-12-31';
/**
 * The world's cards expire in December 2099 (MMYY), for the same reason: a card registered with the
 * default expiry (a year from the clock) was refused by the provider, rightly, as expired at the 1,481st
 * sequence of a long run (seed 20261127).
 */
export const WORLD_CARD_EXPIRY = '1299';

export interface CardDonor {
  id: number;
  email: string;
  token: string;
  cards: Record<CardKind, string>;
}

export interface MonthlyGiver {
  id: number;
  token: string;
  mandateId: string;
  potId: number;
  subscriptionId: number;
}

export interface MoneyWorld {
  potIds: number[];
  walletId: string;
  donors: CardDonor[];
  givers: MonthlyGiver[];
}

/** `n` open pots of the test charity, each of its own organiser. */
async function openPots(t: TestContext, n: number): Promise<{ potIds: number[]; walletId: string }> {
  const ids = await referenceIds(t.db.knex);
  const walletId = await ensureCharityWallet(t, ids.charity);
  const potIds: number[] = [];
  for (let i = 0; i < n; i++) {
    const organiser = await buildUser(t.db.knex, { firstname: 'Olivia', name: `Organisatrice ${i}` });
    potIds.push(
      await insertPot(t.db.knex, {
        created_by_id: organiser.id,
        event_type_id: ids.privateEvent,
        assoc_id: ids.charity,
        name: `Cagnotte ${i}`,
        closing_day: WORLD_CLOSING_DAY,
      }),
    );
  }
  return { potIds, walletId };
}

async function cardDonor(t: TestContext, i: number): Promise<CardDonor> {
  const donor = await signedInDonor(t, { firstname: 'Donateur', name: `Numéro ${i}` });
  await ensurePaymentAccount(t.deps, donor.id);
  const cards = {} as Record<CardKind, string>;
  for (const kind of CARD_KINDS) cards[kind] = await registerCard(t, donor.token, CARD_NUMBERS[kind], WORLD_CARD_EXPIRY);
  return { ...donor, cards };
}

export async function buildMoneyWorld(t: TestContext, sizes = { pots: 3, donors: 6, givers: 3 }): Promise<MoneyWorld> {
  const { potIds, walletId } = await openPots(t, sizes.pots);
  const donors: CardDonor[] = [];
  for (let i = 0; i < sizes.donors; i++) donors.push(await cardDonor(t, i));
  const givers: MonthlyGiver[] = [];
  // Debit days spread over the month; the last giver's bank refuses every debit.
  const days = [23, 1, 12, 27];
  for (let i = 0; i < sizes.givers; i++) {
    const penniless = i === sizes.givers - 1;
    const giving = await setUpMonthlyGiving(t, {
      debitDay: days[i % days.length],
      amount: 1500 + 100 * i,
      gift: 100,
      closingDay: WORLD_CLOSING_DAY,
      ...(penniless ? { donorFirstName: 'Penniless' } : {}),
    });
    givers.push({
      id: giving.donor.id,
      token: giving.donor.token,
      mandateId: giving.mandateId,
      potId: giving.potId,
      subscriptionId: Number(giving.subscription.id),
    });
  }
  return { potIds: [...potIds, ...givers.map((g) => g.potId)], walletId, donors, givers };
}

/** New sessions for everyone (30-day sessions end as the clock moves through the runs). */
export async function refreshSessions(t: TestContext, world: MoneyWorld): Promise<void> {
  for (const person of [...world.donors, ...world.givers]) person.token = await signInAs(t.db.knex, t.clock, person);
}
