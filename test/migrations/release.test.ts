/**
 * Reference data apart from demo data (issue 41, item 3): `npm run release` (migrations, then reference
 * data) gives a fresh database its reference rows and never a demo charity, and changes nothing when
 * run again or on a database the demo seeds already filled; the demo path keeps its charities;
 * `db:seed` refuses to run with NODE_ENV=production; `db:rollback` undoes the last batch only, every
 * migration with `--all`. On a fresh PGlite, or a fresh PostgreSQL database when DATABASE_URL is set.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { createKnex, type Database } from '../../api/db/database';
import { startEmbeddedDatabase } from '../../api/db/embedded';
import { migrationConfig } from '../../migrations/index';
import { runSeeds, runStartupSeeds } from '../../migrations/seeds/index';
import { parseDbCommand, runDbCommand } from '../../scripts/db-commands';
import { openTestDatabase } from '../db';
import { adminUrl, databaseUrlFor } from '../pg-urls';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const REFERENCE = ['assoc_categories', 'odds', 'regions', 'countries', 'event_types', 'certifications'];
const DEMO = ['assocs', 'assoc_tax_rates', 'assoc_odds', 'assoc_media', 'assoc_receipt_profiles'];

/** An empty database (no migration run): PGlite in memory, or a new PostgreSQL database. */
async function freshDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const embedded = await startEmbeddedDatabase({});
    const knex = createKnex(embedded.connectionString, 2);
    return {
      knex,
      connectionString: embedded.connectionString,
      embedded: true,
      async close() {
        await knex.destroy();
        await embedded.stop();
      },
    };
  }
  const name = `entraide_release_${randomBytes(6).toString('hex')}`;
  const admin = createKnex(adminUrl(url), 1);
  await admin.raw(`CREATE DATABASE ${name}`);
  const connectionString = databaseUrlFor(url, name);
  const knex = createKnex(connectionString, 2);
  return {
    knex,
    connectionString,
    embedded: false,
    async close() {
      await knex.destroy();
      await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.destroy();
    },
  };
}

async function count(knex: Knex, table: string): Promise<number> {
  return Number((await knex(table).count({ n: '*' }).first())?.n);
}

/** Row counts of the reference and demo tables, and the reference rows' ids by natural key. */
async function snapshot(knex: Knex) {
  const counts: Record<string, number> = {};
  for (const table of [...REFERENCE, ...DEMO]) counts[table] = await count(knex, table);
  return {
    counts,
    categories: await knex('assoc_categories').orderBy('id').select('id', 'slug', 'name'),
    regions: await knex('regions').orderBy('id').select('id', 'code'),
    eventTypes: await knex('event_types').orderBy('id').select('id', 'slug'),
    countries: await knex('countries').orderBy('alpha2').pluck('alpha2'),
  };
}

async function publicTables(knex: Knex): Promise<string[]> {
  const result = await knex.raw("SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name");
  return result.rows.map((r: { table_name: string }) => r.table_name);
}

const opened: Database[] = [];
async function open(kind: 'fresh' | 'demo'): Promise<Database> {
  const db = kind === 'fresh' ? await freshDatabase() : await openTestDatabase();
  opened.push(db);
  return db;
}
afterEach(async () => {
  for (const db of opened.splice(0)) await db.close();
});

describe('npm run release', () => {
  it('gives a fresh production database its reference data and no demo charity, and changes nothing when run again', async () => {
    const { knex } = await open('fresh');
    const command = parseDbCommand(['release'], { NODE_ENV: 'production' });
    expect(await runDbCommand(knex, command)).toBe('db release: migrations and reference data done');
    const first = await snapshot(knex);
    expect(first.counts).toMatchObject({
      assoc_categories: 8,
      odds: 17,
      regions: 18,
      assocs: 0,
      assoc_tax_rates: 0,
      assoc_odds: 0,
      assoc_media: 0,
      assoc_receipt_profiles: 0,
    });
    for (const table of ['countries', 'event_types', 'certifications']) expect(first.counts[table], table).toBeGreaterThan(0);
    expect(await knex('roles').orderBy('id').pluck('name')).toEqual(['private', 'enterprise', 'manager', 'charity']);

    await runDbCommand(knex, command);
    expect(await snapshot(knex)).toEqual(first);
  });

  it('adds no duplicate to a database the demo seeds filled, and leaves its demo charities alone', async () => {
    const { knex } = await open('demo');
    const before = await snapshot(knex);
    expect(before.counts.assocs).toBeGreaterThanOrEqual(40);
    await runDbCommand(knex, { name: 'release' });
    await runDbCommand(knex, { name: 'release' });
    expect(await snapshot(knex)).toEqual(before);
  });
});

describe('demo data', () => {
  it('comes with the demo seeds and a non-production start, never with a production start', async () => {
    const { knex } = await open('fresh');
    await runDbCommand(knex, { name: 'migrate' });
    await runStartupSeeds(knex, 'production');
    expect((await snapshot(knex)).counts).toMatchObject({ assoc_categories: 8, assocs: 0 });
    await runStartupSeeds(knex, 'development');
    const demo = await knex('assocs').where('is_demo', true).count({ n: '*' }).first();
    expect(Number(demo?.n)).toBeGreaterThanOrEqual(40);
    const withDemo = await snapshot(knex);
    await runSeeds(knex);
    expect(await snapshot(knex)).toEqual(withDemo);
  });

  it('npm run db:seed refuses NODE_ENV=production: a clear message, exit 1, nothing opened', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'entraide-seed-refused-'));
    try {
      const dir = path.join(dataDir, 'never-created');
      const child = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/db.ts', 'seed'], {
        cwd: root,
        env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dir, DATABASE_URL: '' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(child.status).toBe(1);
      expect(child.stderr).toContain('db seed: refused with NODE_ENV=production, since it adds the demo charities.');
      expect(child.stderr).toContain('npm run release');
      expect(existsSync(dir)).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('npm run db:rollback', () => {
  let all: string[];
  beforeAll(async () => {
    all = (await migrationConfig.migrationSource!.getMigrations([])) as string[];
  });

  it('undoes the last batch only; with --all, every migration', async () => {
    const { knex } = await open('fresh');
    await runDbCommand(knex, { name: 'release' });
    // A second batch: the last migration undone, then run again on its own.
    await knex.migrate.down(migrationConfig);
    await runDbCommand(knex, { name: 'migrate' });
    const last = all.at(-1)!;
    expect(await knex('knex_migrations').where('name', last).pluck('batch')).toEqual([2]);

    const rollback = parseDbCommand(['rollback'], {});
    expect(rollback).toEqual({ name: 'rollback', all: false });
    expect(await runDbCommand(knex, rollback)).toBe(`db rollback (the last batch): 1 migration(s) undone: ${last}`);
    expect(await knex('knex_migrations').orderBy('id').pluck('name')).toEqual(all.slice(0, -1));
    expect(await publicTables(knex)).toEqual(expect.arrayContaining(['users', 'assocs', 'donations']));
    expect(await count(knex, 'assoc_categories')).toBe(8);

    const everything = parseDbCommand(['rollback', '--all'], {});
    expect(await runDbCommand(knex, everything)).toMatch(/^db rollback \(every migration\): \d+ migration\(s\) undone/);
    expect((await publicTables(knex)).filter((t) => !t.startsWith('knex_migrations'))).toEqual([]);
  });

  it('refuses to undo every migration without --all when the database was made in one run', async () => {
    const { knex } = await open('fresh');
    await runDbCommand(knex, { name: 'release' });
    await expect(runDbCommand(knex, parseDbCommand(['rollback'], {}))).rejects.toThrow('db rollback: the last batch holds every migration');
    expect(await knex('knex_migrations').orderBy('id').pluck('name')).toEqual(all);
    expect(await runDbCommand(knex, parseDbCommand(['rollback', '--all'], {}))).toMatch(/^db rollback \(every migration\)/);
  });

  it('refuses an unknown option rather than guessing', () => {
    expect(() => parseDbCommand(['rollback', '--everything'], {})).toThrow('db rollback: unknown option --everything');
    expect(() => parseDbCommand(['migrate', '--all'], {})).toThrow('db migrate: unknown option --all');
  });
});
