/**
 * Several `pg` connections to the embedded PGlite at once: each parameterised query gets its own rows,
 * and concurrent transactions all commit (pglite-query-queue.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './embedded';
import { ProtocolAwareQueryQueue } from './pglite-query-queue';

let embedded: EmbeddedDatabase;
let pool: pg.Pool;
// Persisted to a directory, as under `npm start`: PGlite then writes to disk between messages.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'entraide-pglite-queue-'));

beforeAll(async () => {
  embedded = await startEmbeddedDatabase({ dataDir });
  pool = new pg.Pool({ connectionString: embedded.connectionString, max: 6 });
  await pool.query('CREATE TABLE gifts (id serial PRIMARY KEY, donor text NOT NULL, cents int NOT NULL)');
}, 60_000);

afterAll(async () => {
  await pool?.end();
  await embedded?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the embedded database under concurrent connections', () => {
  it('answers each of 300 concurrent parameterised queries with its own values', async () => {
    const answers = await Promise.all(
      // Each query has its own text, so a Bind that reached another query's Parse would show.
      Array.from({ length: 300 }, (_, n) => pool.query<{ n: number; label: string }>(`SELECT $1::int AS n, 'q${n}' AS label`, [n])),
    );
    answers.forEach((answer, n) => expect(answer.rows).toEqual([{ n, label: `q${n}` }]));
  });

  it('commits every one of 40 concurrent transactions and reads them back', async () => {
    await Promise.all(
      Array.from({ length: 40 }, async (_, n) => {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          await client.query('INSERT INTO gifts (donor, cents) VALUES ($1, $2)', [`donor-${n}`, 100 + n]);
          const mine = await client.query<{ cents: number }>('SELECT cents FROM gifts WHERE donor = $1', [`donor-${n}`]);
          expect(mine.rows).toEqual([{ cents: 100 + n }]);
          await client.query('COMMIT');
        } finally {
          client.release();
        }
      }),
    );
    // As text: the app's type parsers (api/db/database.ts, process-wide once loaded) read bigint as a number.
    const total = await pool.query<{ count: string; sum: string }>('SELECT count(*)::text AS count, sum(cents)::text AS sum FROM gifts');
    expect(total.rows[0]).toEqual({ count: '40', sum: String(40 * 100 + (39 * 40) / 2) });
  });
});

describe('ProtocolAwareQueryQueue', () => {
  /** A stand-in for PGlite that records which connection's message ran, in order. */
  function fakeDatabase() {
    const ran: string[] = [];
    let inTransaction = false;
    const db = {
      isInTransaction: () => inTransaction,
      runExclusive: <T>(fn: () => Promise<T>) => fn(),
      async execProtocolRawStream(message: Uint8Array, options: { onRawData: (data: Uint8Array) => void }) {
        const text = new TextDecoder().decode(message);
        ran.push(text);
        if (text.endsWith('BEGIN')) inTransaction = true;
        if (text.endsWith('COMMIT')) inTransaction = false;
        options.onRawData(new Uint8Array([1]));
      },
      exec: async () => {
        inTransaction = false;
      },
    };
    return { db, ran };
  }
  const msg = (type: string, label: string) => new TextEncoder().encode(`${type}${label}`);

  /** A connection sends its messages one after the other, as pglite-socket's handler does. */
  async function connection(queue: ProtocolAwareQueryQueue, id: number, messages: Uint8Array[]) {
    for (const m of messages) await queue.enqueue(id, m, () => undefined);
  }

  it("keeps a parameterised query's Parse, Bind, Execute and Sync together", async () => {
    const { db, ran } = fakeDatabase();
    const queue = new ProtocolAwareQueryQueue(db as never);
    await Promise.all([
      connection(queue, 1, [msg('P', 'a'), msg('B', 'a'), msg('E', 'a'), msg('S', 'a')]),
      connection(queue, 2, [msg('Q', 'BEGIN'), msg('P', 'b'), msg('B', 'b'), msg('E', 'b'), msg('S', 'b'), msg('Q', 'COMMIT')]),
    ]);
    expect(ran).toEqual(['Pa', 'Ba', 'Ea', 'Sa', 'QBEGIN', 'Pb', 'Bb', 'Eb', 'Sb', 'QCOMMIT']);
  });

  it('keeps a transaction to its connection and frees the session when that connection goes', async () => {
    const { db, ran } = fakeDatabase();
    const queue = new ProtocolAwareQueryQueue(db as never);
    await connection(queue, 1, [msg('Q', 'BEGIN')]);
    const other = connection(queue, 2, [msg('Q', 'x')]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ran).toEqual(['QBEGIN']);
    await queue.clearTransactionIfNeeded(1);
    await other;
    expect(ran).toEqual(['QBEGIN', 'Qx']);
  });
});
