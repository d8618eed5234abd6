/**
 * Opens the product's database: knex with the `pg` client always; PostgreSQL when DATABASE_URL is
 * set, otherwise the embedded PGlite in DATA_DIR.
 */
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { registerTypeParsers } from './type-parsers';
import { startEmbeddedDatabase } from './embedded';

export interface Database {
  knex: Knex;
  /** The connection string `pg` uses (pg-boss connects with it too). */
  connectionString: string;
  embedded: boolean;
  close(): Promise<void>;
}

/** knex on `pg`, with the pool kept within pglite-socket's connection limit when embedded. */
export function createKnex(connectionString: string, poolMax = 4): Knex {
  registerTypeParsers();
  return knexFactory({
    client: 'pg',
    connection: connectionString,
    pool: { min: 0, max: poolMax },
    acquireConnectionTimeout: 30_000,
  });
}

export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) {
    const knex = createKnex(options.databaseUrl, 10);
    return {
      knex,
      connectionString: options.databaseUrl,
      embedded: false,
      close: () => knex.destroy(),
    };
  }
  const embedded = await startEmbeddedDatabase({ dataDir: path.resolve(options.dataDir, 'pglite') });
  const knex = createKnex(embedded.connectionString);
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
