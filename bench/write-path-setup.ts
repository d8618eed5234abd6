/**
 * The write path's setting (bench/write-path.ts): its pot, its signed-in donors, their cards registered
 * as the PWA does it, and the charity's wallet read at the emulator.
 */
import type { Knex } from 'knex';
import { openSession } from '../api/accounts/sessions.service';
import { systemClock } from '../api/clock';
import { FRICTIONLESS_CARD } from '../api/payments/donations/testing/donation-flows';
import { tokenize } from '@entraide/mangopay-sandbox/testing';
import type { CardRegistration } from '../api/payments/gateway-cards';
import { buildUser } from '../test/factories';
import { BENCH_EMAIL_DOMAIN } from './seed-data';
import { BENCH_SANDBOX_CLIENT_ID, BENCH_SANDBOX_CONTROL_TOKEN } from './servers/entraide';
import { controlFetch } from '@entraide/mangopay-sandbox';

export async function json(response: Response): Promise<{ status: number; body: Record<string, unknown> }> {
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/** The name of the write path's pots, before the run's id. */
export const WRITE_POT_PREFIX = "Banc d'essai des dons ";

/** A new pot for a seeded charity that has a wallet at the emulator, and its wallet id. */
export async function writePot(knex: Knex, run: string): Promise<{ potId: number; walletId: string; organiserId: number }> {
  const charity = await knex('assocs')
    .where({ active: true })
    .whereNotNull('mangopay_wallet_id')
    .whereNot('mangopay_wallet_id', 'like', 'bench-wallet-%')
    .orderBy('id')
    .first('id', 'mangopay_wallet_id');
  if (!charity) throw new Error('write path: no charity has a wallet at the emulator (the server opens them at start)');
  const eventType = await knex('event_types').where({ category: 'particulier' }).orderBy('id').first('id');
  const [organiser] = await knex('users')
    .insert({
      email: `organisatrice-${run}@${BENCH_EMAIL_DOMAIN}`,
      firstname: 'Olivia',
      name: 'Organisatrice',
      role_id: 1,
      city: 'Lyon',
      post_code: '69001',
    })
    .returning('id');
  const [pot] = await knex('pots')
    .insert({
      name: `${WRITE_POT_PREFIX}${run}`,
      description: '<p>Une cagnotte générée pour mesurer les dons.</p>',
      closing_date: '2027-12-31T22:59:59Z',
      event_type_id: eventType.id,
      assoc_id: charity.id,
      created_by_id: organiser.id,
    })
    .returning('id');
  return { potId: Number(pot.id), walletId: String(charity.mangopay_wallet_id), organiserId: Number(organiser.id) };
}

/** Signed-in donors with the identity a card payer needs (the tests' user factory, bench e-mail addresses). */
export async function donors(knex: Knex, run: string, count: number): Promise<string[]> {
  const users = await inTurn(count, 4, (i) =>
    buildUser(knex, { email: `donateur-carte-${run}-${i}@${BENCH_EMAIL_DOMAIN}`, name: `Donatrice${i}` }),
  );
  return Promise.all(users.map((user) => openSession(knex, systemClock, user.id)));
}

/** The PWA's card registration through the API: the card id. */
export async function registerCard(
  api: string,
  token: string,
  number = FRICTIONLESS_CARD,
): Promise<{ cardId: string; sandboxOrigin: string }> {
  const auth = { Authorization: `Bearer ${token}` };
  const started = await json(await fetch(`${api}/user/register_card`, { method: 'POST', headers: auth }));
  if (started.status !== 200) throw new Error(`register_card: ${started.status} ${JSON.stringify(started.body)}`);
  const registration = started.body as unknown as CardRegistration;
  const { text } = await tokenize(registration, { number });
  const finished = await json(
    await fetch(`${api}/user/register_card/${registration.Id}`, {
      method: 'PUT',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ registration_data: text }),
    }),
  );
  if (finished.status !== 200) throw new Error(`register_card/{Id}: ${finished.status} ${JSON.stringify(finished.body)}`);
  return { cardId: String(finished.body.card_id), sandboxOrigin: new URL(registration.CardRegistrationURL).origin };
}

/** The wallet's balance in the emulator's own records, in cents. */
export async function walletBalance(sandboxOrigin: string, walletId: string): Promise<number> {
  const wallets = (await (
    await controlFetch({ url: sandboxOrigin, controlToken: BENCH_SANDBOX_CONTROL_TOKEN }, `/${BENCH_SANDBOX_CLIENT_ID}/resources/wallets`)
  ).json()) as Array<{ Id: string; Balance: { Amount: number } }>;
  const wallet = wallets.find((w) => w.Id === walletId);
  if (!wallet) throw new Error(`write path: wallet ${walletId} unknown to the emulator at ${sandboxOrigin}`);
  return wallet.Balance.Amount;
}

/** Runs `count` tasks at most `width` at a time. */
export async function inTurn<T>(count: number, width: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, count) }, async () => {
      while (next < count) {
        const i = next++;
        results[i] = await task(i);
      }
    }),
  );
  return results;
}
