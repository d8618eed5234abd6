/**
 * A fresh database for a benchmark on a real PostgreSQL server (default the local one,
 * postgres://postgres@127.0.0.1:5432): `entraide_bench_<pid>`, migrated and seeded, dropped at the end.
 */
import type { Knex } from 'knex';
import { createKnex } from '../api/db/database';
import { migrateLatest } from '../migrations/index';
import { runSeeds } from '../migrations/seeds/index';
import { adminUrl, databaseUrlFor } from '../test/pg-urls';

export const DEFAULT_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface BenchDatabase {
  name: string;
  url: string;
  knex: Knex;
  /** The server's version string, for the report. */
  version: string;
  drop(): Promise<void>;
}

export async function createBenchDatabase(serverUrl = process.env.DATABASE_URL ?? DEFAULT_SERVER_URL): Promise<BenchDatabase> {
  const name = `entraide_bench_${process.pid}`;
  const admin = createKnex(adminUrl(serverUrl), 1);
  await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.raw(`CREATE DATABASE ${name}`);
  const url = databaseUrlFor(serverUrl, name);
  const knex = createKnex(url, 4);
  await migrateLatest(knex);
  await runSeeds(knex);
  const version = String((await knex.raw<{ rows: Array<{ server_version: string }> }>('SHOW server_version')).rows[0]?.server_version);
  return {
    name,
    url,
    knex,
    version,
    async drop() {
      await knex.destroy();
      await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.destroy();
    },
  };
}
