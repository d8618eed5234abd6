/**
 * `npm run db:backup` then `npm run db:restore` (scripts/db-backup.ts, db-restore.ts,
 * run as processes) round-trip a database populated through the API (users and their sign-in tokens, pots, card
 * donations, a bank account, a mandate, a subscription and its monthly debit): restored over a database
 * changed since the backup, and into an empty one, every table holds exactly what it held when backed
 * up, and new rows can still be added (sequences restored). PGlite (the data directory's dump) on the
 * default run, PostgreSQL (pg_dump/pg_restore) with DATABASE_URL.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKnex, openDatabase, type Database } from '../../api/db/database';
import { donateByCard, openPot, signedInDonor } from '../../api/payments/donations/testing/donation-flows';
import { runDebitsOn, settleDirectDebits, setUpMonthlyGiving } from '../../api/payments/subscriptions/testing/monthly-giving';
import { startTestApp } from '../app';
import { buildUser } from '../factories';
import { adminUrl, databaseUrlFor } from '../pg-urls';
import { crashDatabase, type CrashDatabase } from './crash/crash-world';
import { runScriptProcess } from './crash/processes';

type Snapshot = Record<string, string[]>;

/** Every row of every table of the database (pg-boss's schema included), as sorted JSON, by table. */
async function snapshot(knex: Knex): Promise<Snapshot> {
  const tables: Array<{ table_schema: string; table_name: string }> = (
    await knex.raw(
      `SELECT table_schema, table_name FROM information_schema.tables
     WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema') ORDER BY 1, 2`,
    )
  ).rows;
  const result: Snapshot = {};
  for (const { table_schema, table_name } of tables) {
    const rows: Array<{ row: unknown }> = (await knex.raw('SELECT to_jsonb(t) AS row FROM ??.?? t', [table_schema, table_name])).rows;
    result[`${table_schema}.${table_name}`] = rows.map((r) => JSON.stringify(r.row)).sort();
  }
  return result;
}

let source: CrashDatabase;
let before: Snapshot;
const work = mkdtempSync(path.join(os.tmpdir(), 'entraide-backup-'));
const backupFile = path.join(work, process.env.DATABASE_URL ? 'entraide.pgdump' : 'entraide.tar.gz');

beforeAll(async () => {
  source = await crashDatabase();
  const db = await source.open();
  const t = await startTestApp({ db: { ...db, close: async () => undefined } });
  try {
    const pot = await openPot(t, { closing_day: '2027-06-30' });
    const donor = await signedInDonor(t, { firstname: 'Élodie', name: "D'Artagnan" });
    expect((await donateByCard(t, { token: donor.token, potId: pot.potId, amount: 4200, tip: 300 })).body.payment_status).toBe('SUCCEEDED');
    const giving = await setUpMonthlyGiving(t, { debitDay: 23, amount: 1800, closingDay: '2027-06-30' });
    await runDebitsOn(t, '2026-11-23T05:00:00Z');
    await settleDirectDebits(t);
    expect(await t.db.knex('donations').where({ subscription_id: giving.subscription.id, status: 'SUCCEEDED' })).toHaveLength(1);
    before = await snapshot(db.knex);
  } finally {
    await t.close();
    await source.release(db);
  }
}, 180_000);

afterAll(async () => {
  await source?.dispose();
  rmSync(work, { recursive: true, force: true });
});

/** Opens a database the way the scripts do (DATA_DIR or DATABASE_URL), runs `use`, closes it. */
async function withDatabase<T>(env: Record<string, string>, use: (db: Database) => Promise<T>): Promise<T> {
  const db = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR as string });
  try {
    return await use(db);
  } finally {
    await db.close();
  }
}

describe('npm run db:backup / db:restore', () => {
  it('holds users, pots, donations, mandates and subscriptions', () => {
    for (const table of [
      'public.users',
      'public.auth_tokens',
      'public.pots',
      'public.donations',
      'public.bank_accounts',
      'public.mandates',
      'public.subscriptions',
    ]) {
      expect(before[table]?.length ?? 0, table).toBeGreaterThan(0);
    }
  });

  it('writes a backup file', async () => {
    const backup = await runScriptProcess('scripts/db-backup.ts', [backupFile], source.env);
    expect(backup, backup.output).toMatchObject({ code: 0 });
    expect(backup.output).toContain('db backup:');
    expect(existsSync(backupFile)).toBe(true);
  }, 120_000);

  it('puts back a database changed since the backup, exactly', async () => {
    await withDatabase(source.env, async ({ knex }) => {
      await knex('donations').where({ status: 'SUCCEEDED' }).update({ status: 'REFUNDED' });
      await knex('pots').update({ name: 'Changée après la sauvegarde', donations_total_amount: 0 });
      await buildUser(knex, { firstname: 'Arrivé', name: 'Après' });
      expect(await snapshot(knex)).not.toEqual(before);
    });
    const restore = await runScriptProcess('scripts/db-restore.ts', [backupFile], source.env);
    expect(restore, restore.output).toMatchObject({ code: 0 });
    await withDatabase(source.env, async ({ knex }) => expect(await snapshot(knex)).toEqual(before));
  }, 180_000);

  it('fills an empty database with the same rows, where new rows can still be added', async () => {
    const dataDir = mkdtempSync(path.join(work, 'target-'));
    const env: Record<string, string> = { DATA_DIR: dataDir };
    let admin: Knex | undefined;
    if (process.env.DATABASE_URL) {
      const name = `entraide_restore_${randomBytes(5).toString('hex')}`;
      admin = createKnex(adminUrl(process.env.DATABASE_URL), 1);
      await admin.raw(`CREATE DATABASE ${name}`);
      env.DATABASE_URL = databaseUrlFor(process.env.DATABASE_URL, name);
    }
    try {
      const restore = await runScriptProcess('scripts/db-restore.ts', [backupFile], env);
      expect(restore, restore.output).toMatchObject({ code: 0 });
      await withDatabase(env, async ({ knex }) => {
        expect(await snapshot(knex)).toEqual(before);
        const maxUser = Number((await knex('users').max('id as max').first())?.max);
        expect((await buildUser(knex, { firstname: 'Nouvelle', name: 'Inscrite' })).id).toBeGreaterThan(maxUser);
      });
    } finally {
      if (admin && env.DATABASE_URL) {
        await admin.raw(`DROP DATABASE IF EXISTS ${new URL(env.DATABASE_URL).pathname.slice(1)} WITH (FORCE)`);
        await admin.destroy();
      }
    }
  }, 180_000);

  it('refuses to run without a backup file', async () => {
    const restore = await runScriptProcess('scripts/db-restore.ts', [path.join(work, 'absent.pgdump')], source.env);
    expect(restore.code).toBe(1);
    expect(restore.output).toContain('No backup file');
  }, 60_000);
});
