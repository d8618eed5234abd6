/**
 * The query queue in front of the embedded PGlite, replacing pglite-socket's own.
 *
 * PGlite has one session, shared by every socket connection. pglite-socket runs the wire messages of
 * all connections one at a time and keeps a connection's turn only while a transaction is open. That
 * is not enough for the extended query protocol that `pg` uses for parameterised queries: a query is
 * several messages (Parse, Bind, Describe, Execute, then Sync), and when another connection's
 * messages run in between, they replace the unnamed statement and portal, so the first query fails
 * ("portal \"\" does not exist") or reads another query's rows. This queue keeps a connection's turn
 * from its first extended-protocol message to its Sync (as well as for a whole transaction), so each
 * query runs whole, as on PostgreSQL.
 */
import type { PGlite } from '@electric-sql/pglite';

interface QueuedMessage {
  handlerId: number;
  message: Uint8Array;
  onData: (data: Uint8Array) => void;
  resolve: (bytes: number) => void;
  reject: (err: unknown) => void;
}

/** Message types that open or continue an extended-protocol exchange, which only Sync ends. */
const EXTENDED = new Set(['P', 'B', 'D', 'E', 'H', 'C'].map((c) => c.charCodeAt(0)));

export class ProtocolAwareQueryQueue {
  private queue: QueuedMessage[] = [];
  private processing = false;
  /** The connection whose turn it is while it is inside an extended exchange or a transaction. */
  private owner: number | null = null;
  private midExchange = false;

  constructor(private readonly db: PGlite) {}

  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    return new Promise((resolve, reject) => {
      this.queue.push({ handlerId, message, onData, resolve, reject });
      if (!this.processing) void this.processQueue();
    });
  }

  getQueueLength(): number {
    return this.queue.length;
  }

  clearQueueForHandler(handlerId: number): void {
    this.queue = this.queue.filter((item) => {
      if (item.handlerId !== handlerId) return true;
      item.reject(new Error('Handler disconnected'));
      return false;
    });
    if (this.owner === handlerId && !this.db.isInTransaction()) this.release();
  }

  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    if (this.owner !== handlerId) return;
    if (this.db.isInTransaction()) await this.db.exec('ROLLBACK');
    this.release();
    await this.processQueue();
  }

  private release(): void {
    this.owner = null;
    this.midExchange = false;
  }

  private next(): QueuedMessage | undefined {
    const held = this.owner !== null && (this.midExchange || this.db.isInTransaction());
    if (!held) return this.queue.shift();
    const index = this.queue.findIndex((item) => item.handlerId === this.owner);
    return index === -1 ? undefined : this.queue.splice(index, 1)[0];
  }

  private async processQueue(): Promise<void> {
    if (this.processing) return;
    this.processing = true;
    try {
      for (let item = this.next(); item; item = this.next()) {
        const current = item;
        let bytes = 0;
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(current.message, {
              onRawData: (data: Uint8Array) => {
                bytes += data.length;
                current.onData(data);
              },
            }),
          );
        } catch (err) {
          current.reject(err);
          this.release();
          continue;
        }
        this.owner = current.handlerId;
        this.midExchange = EXTENDED.has(current.message[0] ?? 0);
        current.resolve(bytes);
      }
    } finally {
      this.processing = false;
    }
  }
}
