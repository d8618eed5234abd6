/**
 * knex CLI configuration, kept for tools that expect it. The product itself opens the database in
 * api/db/database.ts (PGlite when DATABASE_URL is unset) and migrates with `npm run db:migrate`.
 */
import type { Knex } from 'knex';
import { migrationSource } from './migrations/index';

const config: Knex.Config = {
  client: 'pg',
  connection: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  migrations: { migrationSource },
};

export default config;
