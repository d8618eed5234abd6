/**
 * DATABASE_READ_URL (issue 42): on a real streaming replica of our own (test/deploy/pg-replica.ts), a
 * visitor's public reads (the pot page, its participants, the directory) are served by the replica,
 * while money and what is read right after a write stay on the primary: with the replica's replay
 * paused, the donor's confirmation (`POST /payments/return`) and the organiser's own read are right.
 * Skipped, with the reason in its title, when not on PostgreSQL or without PostgreSQL 15's binaries.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';
import { bearer, signInAs } from '../../test/factories';
import { pgReplicaUnavailable, startPgReplicaPair, type PgReplicaPair } from '../../test/deploy/pg-replica';
import { migrateLatest } from '../../migrations/index';
import { runSeeds } from '../../migrations/seeds/index';
import {
  CHALLENGE_CARD,
  donateByCard,
  openPot,
  passSecureMode,
  paymentReturn,
  signedInDonor,
  type PotSetup,
} from '../payments/donations/testing/donation-flows';
import { createKnex, type Database } from './database';

const skipReason = process.env.DATABASE_URL ? pgReplicaUnavailable() : 'not on PostgreSQL (DATABASE_URL unset)';
const DATABASE = 'entraide_replica_test';

let pair: PgReplicaPair;
let t: TestContext;
let pot: PotSetup;

/** How many scans the replica counted on each table (pg_stat_user_tables counts the reads it served). */
async function replicaScans(): Promise<Record<string, number>> {
  const admin = createKnex(pair.replicaUrl(DATABASE), 1);
  try {
    const { rows } = await admin.raw(`select relname, coalesce(seq_scan, 0) + coalesce(idx_scan, 0) as scans from pg_stat_user_tables`);
    return Object.fromEntries((rows as Array<{ relname: string; scans: string }>).map((row) => [row.relname, Number(row.scans)]));
  } finally {
    await admin.destroy();
  }
}

/** Waits until the replica's counters of `tables` are above `before` (its backends report them within seconds). */
async function replicaScanned(before: Record<string, number>, tables: string[]): Promise<Record<string, number>> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const now = await replicaScans();
    const grown = Object.fromEntries(tables.map((table) => [table, (now[table] ?? 0) - (before[table] ?? 0)]));
    if (Object.values(grown).every((n) => n > 0) || Date.now() > deadline) return grown;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe.skipIf(skipReason !== undefined)(`read replica${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
  beforeAll(async () => {
    pair = await startPgReplicaPair({ primary: 55452, replica: 55453, settings: ['fsync=off'] });
    await pair.createDatabase(DATABASE);
    const primary = createKnex(pair.primaryUrl(DATABASE), 10);
    await migrateLatest(primary);
    await runSeeds(primary);
    const replica = createKnex(pair.replicaUrl(DATABASE), 10);
    const db: Database = {
      knex: primary,
      replica,
      connectionString: pair.primaryUrl(DATABASE),
      embedded: false,
      async close() {
        await Promise.all([primary.destroy(), replica.destroy()]);
      },
    };
    t = await startTestApp({ db });
    pot = await openPot(t, { name: 'Les 40 ans de Paul' });
    await pair.caughtUp();
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await pair?.stop();
  });

  it('keeps the donor’s confirmation and the organiser’s read on the primary while the replica lags', async () => {
    await pair.pauseReplay();
    try {
      await t.db.knex('pots').where({ id: pot.potId }).update({ name: 'Les 41 ans de Paul' });
      const donor = await signedInDonor(t);
      const { body } = await donateByCard(t, { token: donor.token, potId: pot.potId, amount: 4000, card: CHALLENGE_CARD });
      const { transactionId } = await passSecureMode(body.secureModeRedirectURL, 'authenticate');
      expect(await paymentReturn(t, transactionId ?? '', { token: donor.token })).toEqual({
        status: 200,
        body: { donation_id: body.id, pot_id: pot.potId, payment_status: 'SUCCEEDED' },
      });

      const organiser = await signInAs(t.db.knex, t.clock, pot.organiser);
      const own = await (await t.request(`/api/v1/cagnottes/${pot.potId}`, { headers: bearer(organiser) })).json();
      expect(own).toMatchObject({ name: 'Les 41 ans de Paul', donations_total_amount: 4000, donators_count: 1, can_edit: true });
      // A visitor reads the paused replica: the pot as it was (a second late at most once replay runs).
      const visitor = await (await t.request(`/api/v1/cagnottes/${pot.potId}`)).json();
      expect(visitor).toMatchObject({ name: 'Les 40 ans de Paul', donations_total_amount: 0, donators_count: 0 });
    } finally {
      await pair.resumeReplay();
    }
    await pair.caughtUp();
    const visitor = await (await t.request(`/api/v1/cagnottes/${pot.potId}`)).json();
    expect(visitor).toMatchObject({ name: 'Les 41 ans de Paul', donations_total_amount: 4000, donators_count: 1 });
  });

  it('serves a visitor’s pot page, participants (the donation above) and directory from the replica', async () => {
    const before = await replicaScans();
    for (const path of [`/api/v1/cagnottes/${pot.potId}`, `/api/v1/cagnottes/${pot.potId}/donations`, '/api/v1/assocs']) {
      expect((await t.request(path)).status, path).toBe(200);
    }
    // pots: the pot read; donations: its participants; assocs: the directory (and the pot's charity).
    const grown = await replicaScanned(before, ['pots', 'donations', 'assocs']);
    for (const [table, scans] of Object.entries(grown)) expect(scans, `scans of ${table} on the replica`).toBeGreaterThan(0);
    // The replica refuses writes: whatever reads there could never have changed money.
    const reader = createKnex(pair.replicaUrl(DATABASE), 1);
    await expect(reader.raw('insert into pots default values')).rejects.toThrow(/read-only/);
    await reader.destroy();
  });
});
