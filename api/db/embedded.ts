/**
 * The embedded database: PGlite (PostgreSQL compiled to WASM) served on a loopback port by
 * pglite-socket, so the server talks to it with the ordinary `pg` driver exactly as to PostgreSQL.
 */
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { ProtocolAwareQueryQueue } from './pglite-query-queue';

/** Connections pglite-socket accepts: the knex pool plus pg-boss's pool must stay within it. */
export const EMBEDDED_MAX_CONNECTIONS = 8;

export interface EmbeddedDatabase {
  connectionString: string;
  pglite: PGlite;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts PGlite persisted in `dataDir` (or in memory when `dataDir` is undefined, optionally loaded
 * from a data-directory dump) and serves it on 127.0.0.1.
 */
export async function startEmbeddedDatabase(options: { dataDir?: string; loadDataDir?: Blob }): Promise<EmbeddedDatabase> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const pglite = await PGlite.create(options.dataDir, { loadDataDir: options.loadDataDir });
  const port = await freePort();
  const server = new PGLiteSocketServer({
    db: pglite,
    host: '127.0.0.1',
    port,
    maxConnections: EMBEDDED_MAX_CONNECTIONS,
  });
  // pglite-socket's own queue lets connections interleave inside a parameterised query (see the file).
  (server as unknown as { queryQueue: ProtocolAwareQueryQueue }).queryQueue = new ProtocolAwareQueryQueue(pglite);
  await server.start();
  return {
    connectionString: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    pglite,
    async stop() {
      await server.stop();
      await pglite.close();
    },
  };
}
