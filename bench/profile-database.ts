/**
 * The profiling tools' database (bench/profile.ts, bench/request-cost.ts): it stays between runs, a
 * database of its own, `entraide_profile` (or BENCH_PROFILE_DATABASE) on the PostgreSQL server of
 * DATABASE_URL (default the local one), created, migrated and filled on first use (10,000 charities,
 * BENCH_PROFILE_DONATIONS donations, default 20,000); `BENCH_PROFILE_FRESH=1` drops it first.
 */
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openSession } from '../api/accounts/sessions.service';
import { systemClock } from '../api/clock';
import { createKnex } from '../api/db/database';
import { migrateLatest } from '../migrations/index';
import { runSeeds } from '../migrations/seeds/index';
import { adminUrl, databaseUrlFor } from '../test/pg-urls';
import { DEFAULT_SERVER_URL } from './bench-database';
import { fillDirectory } from './charities-at-scale';
import { BENCH_EMAIL_DOMAIN, seedDonations, type BenchFixtures } from './seed-data';
import { WRITE_POT_PREFIX } from './write-path-setup';

export const DATABASE = process.env.BENCH_PROFILE_DATABASE ?? 'entraide_profile';
if (!/^[a-z_][a-z0-9_]*$/.test(DATABASE)) throw new Error(`BENCH_PROFILE_DATABASE: a plain lower-case name (got ${DATABASE})`);
/** The server's DATA_DIR. */
export const dataDir = path.join(os.tmpdir(), `${DATABASE}-data`);

export async function profileDatabase(log: (line: string) => void): Promise<{ url: string; fixtures: BenchFixtures; token: string }> {
  const server = process.env.DATABASE_URL ?? DEFAULT_SERVER_URL;
  const admin = createKnex(adminUrl(server), 1);
  try {
    if (process.env.BENCH_PROFILE_FRESH === '1') {
      await admin.raw(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    }
    const exists = await admin.raw<{ rows: unknown[] }>('SELECT 1 FROM pg_database WHERE datname = ?', [DATABASE]);
    if (exists.rows.length === 0) await admin.raw(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await admin.destroy();
  }
  const url = databaseUrlFor(server, DATABASE);
  const knex = createKnex(url, 2);
  try {
    await migrateLatest(knex);
    await runSeeds(knex);
    // As run.ts: the generated charities get fictional provider ids (no wallet opened at start), the seeded ones real wallets.
    const seeded = Number((await knex('assocs').max({ id: 'id' }).first())?.id ?? 0);
    await fillDirectory(knex, 10_000);
    await knex('assocs')
      .where('id', '>', seeded)
      .whereNull('mangopay_user_id')
      .update({ mangopay_user_id: knex.raw("'bench-user-' || id"), mangopay_wallet_id: knex.raw("'bench-wallet-' || id") });
    // The emulator starts empty each time (bench/servers/sandbox.ts): Entraide opens the seeded
    // charities' wallets again at start.
    await knex('assocs')
      .whereNot('mangopay_wallet_id', 'like', 'bench-wallet-%')
      .update({ mangopay_user_id: null, mangopay_wallet_id: null });
    // Its ids start again too: forget the previous write-path runs' pay-ins (unique) and provider users.
    const writePots = knex('pots')
      .where('name', 'like', WRITE_POT_PREFIX + '%')
      .select('id');
    await knex('donations').whereIn('pot_id', writePots).whereNotNull('mangopay_payin_id').update({ mangopay_payin_id: null });
    await knex('users')
      .whereNotNull('mangopay_user_id')
      .where('email', 'like', `%@${BENCH_EMAIL_DOMAIN}`)
      .update({ mangopay_user_id: null, mangopay_wallet_id: null });
    const fixtures = await seedDonations(knex, Number(process.env.BENCH_PROFILE_DONATIONS ?? 20_000), log);
    return { url, fixtures, token: await openSession(knex, systemClock, fixtures.userId) };
  } finally {
    await knex.destroy();
  }
}
