/**
 * Opens the product's database: knex with the `pg` client always; PostgreSQL when DATABASE_URL is a
 * postgres:// URL; the embedded PGlite in the directory DATABASE_URL names when it is
 * `pglite:///absolute/path` (an embedded database chosen on purpose, the only one production accepts),
 * or in DATA_DIR/pglite when DATABASE_URL is unset (the demo's default, refused in production).
 */
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { registerTypeParsers } from './type-parsers';
import type { EmbeddedDatabase } from './embedded';

export interface Database {
  /** The primary: every write, money, sessions, and whatever is read right after a write. */
  knex: Knex;
  /**
   * A read replica (DATABASE_READ_URL) for the public reads that tolerate a second of lag: the pot page
   * for a visitor, its participants, the directory. Absent: those read the primary (`readerOf`).
   */
  replica?: Knex;
  /** The connection string `pg` uses (pg-boss connects with it too). */
  connectionString: string;
  embedded: boolean;
  close(): Promise<void>;
}

/** Where the public reads go: the replica when there is one, else the primary. */
export const readerOf = (db: Pick<Database, 'knex' | 'replica'>): Knex => db.replica ?? db.knex;

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

/** The embedded database's directory for this configuration, or undefined for PostgreSQL. */
export function embeddedDatabaseDir(options: { databaseUrl?: string; dataDir: string }): string | undefined {
  if (!options.databaseUrl) return path.resolve(options.dataDir, 'pglite');
  const url = new URL(options.databaseUrl);
  if (url.protocol !== 'pglite:') return undefined;
  if (!/^pglite:\/\/\/[^/]/i.test(options.databaseUrl)) throw new Error('DATABASE_URL: pglite:///absolute/path expected');
  return decodeURIComponent(url.pathname);
}

export async function openDatabase(options: { databaseUrl?: string; databaseReadUrl?: string; dataDir: string }): Promise<Database> {
  const embeddedDir = embeddedDatabaseDir(options);
  if (options.databaseUrl && !embeddedDir) {
    const knex = createKnex(options.databaseUrl, 10);
    const replica = options.databaseReadUrl ? createKnex(options.databaseReadUrl, 10) : undefined;
    return {
      knex,
      replica,
      connectionString: options.databaseUrl,
      embedded: false,
      async close() {
        await Promise.all([knex.destroy(), replica?.destroy()]);
      },
    };
  }
  const embedded = await startEmbedded(embeddedDir);
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

/**
 * PGlite, loaded only when chosen: the runtime container image leaves it out (PostgreSQL only, README,
 * "The container image"), and there a pglite:// DATABASE_URL gets this message rather than a stack.
 */
async function startEmbedded(dataDir: string | undefined): Promise<EmbeddedDatabase> {
  let embedded: typeof import('./embedded');
  try {
    embedded = await import('./embedded');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ERR_MODULE_NOT_FOUND') throw error;
    throw new Error(
      'DATABASE_URL: this installation has no embedded database (PGlite is left out of the runtime image); use a PostgreSQL URL, or the demo image',
      { cause: error },
    );
  }
  return embedded.startEmbeddedDatabase({ dataDir });
}
