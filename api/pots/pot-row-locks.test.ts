/**
 * The pot row's locks when many gifts reach one pot (docs/decisions/0454-one-pot-many-gifts.md): a gift
 * being recorded (lockPotCharity, FOR KEY SHARE) does not hold up the counting of another gift of the pot
 * (applyDonationStatus, FOR NO KEY UPDATE), while the pot's edit (FOR UPDATE) and a gift being recorded
 * still wait for each other, so a gift never keeps a charity the pot has just left. Each waiting side runs
 * with a lock timeout: waiting shows as PostgreSQL's 55P03 instead of a hung test. PostgreSQL only: PGlite
 * serves one connection, so two transactions never hold locks at once there.
 */
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';
import { buildUser } from '../../test/factories';
import { applyDonationStatus } from '../ledger';
import { lockPotCharity } from './pot-charity';
import { findPotRow } from './pots.queries';
import { insertDonation, organiserPots } from './testing/pot-factories';

const onPostgres = inject('dbTemplate').kind === 'postgres';
const LOCK_NOT_AVAILABLE = '55P03';

let t: TestContext;
let pots: Awaited<ReturnType<typeof organiserPots>>;

beforeAll(async () => {
  t = await startTestApp();
  pots = await organiserPots(t.db.knex);
});
afterAll(() => t.close());

const newPot = () => pots.newPot();

/** Runs `work` while another transaction holds `lock` on the pot, then lets that transaction end. */
async function whileHeld<T>(lock: (trx: Knex.Transaction) => Promise<unknown>, work: () => Promise<T>): Promise<T> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let taken = () => {};
  const isTaken = new Promise<void>((resolve) => (taken = resolve));
  const holder = t.db.knex.transaction(async (trx) => {
    await lock(trx);
    taken();
    await released;
  });
  await isTaken;
  try {
    return await work();
  } finally {
    release();
    await holder;
  }
}

/** `work` in a transaction that gives up on a lock after 300 ms (55P03) instead of waiting for it. */
const impatient = <T>(work: (trx: Knex.Transaction) => Promise<T>) =>
  t.db.knex.transaction(async (trx) => {
    await trx.raw("SET LOCAL lock_timeout = '300ms'");
    return work(trx);
  });

describe.skipIf(!onPostgres)('the pot row while gifts are recorded and counted', () => {
  it('counts a gift while another gift of the pot is being recorded', async () => {
    const potId = await newPot();
    const donor = await buildUser(t.db.knex);
    const donation = await insertDonation(t.db.knex, { pot_id: potId, amount: 1200, user_id: donor.id });

    const change = await whileHeld(
      (trx) => lockPotCharity(trx, potId),
      () => impatient((trx) => applyDonationStatus(trx, donation, 'SUCCEEDED', t.clock.now())),
    );

    expect(change).toMatchObject({ changed: true, totals: { donations_total_amount: 1200, donations_count: 1, donators_count: 1 } });
  });

  it('makes the pot edit wait while a gift is being recorded', async () => {
    const potId = await newPot();

    const edit = whileHeld(
      (trx) => lockPotCharity(trx, potId),
      () => impatient((trx) => findPotRow(trx, potId, { forUpdate: true })),
    );

    await expect(edit).rejects.toMatchObject({ code: LOCK_NOT_AVAILABLE });
  });

  it('makes a gift being recorded wait while the pot is edited', async () => {
    const potId = await newPot();

    const recording = whileHeld(
      (trx) => findPotRow(trx, potId, { forUpdate: true }),
      () => impatient((trx) => lockPotCharity(trx, potId)),
    );

    await expect(recording).rejects.toMatchObject({ code: LOCK_NOT_AVAILABLE });
  });

  it('makes the counting of two gifts of one pot wait for each other', async () => {
    const potId = await newPot();
    const first = await insertDonation(t.db.knex, { pot_id: potId, amount: 500, user_id: (await buildUser(t.db.knex)).id });
    const second = await insertDonation(t.db.knex, { pot_id: potId, amount: 700, user_id: (await buildUser(t.db.knex)).id });

    const counting = whileHeld(
      (trx) => applyDonationStatus(trx, first, 'SUCCEEDED', t.clock.now()),
      () => impatient((trx) => applyDonationStatus(trx, second, 'SUCCEEDED', t.clock.now())),
    );

    await expect(counting).rejects.toMatchObject({ code: LOCK_NOT_AVAILABLE });
  });
});
