/**
 * Where a process hears that a pot changed (api/ledger/live-signal.ts): on PostgreSQL one
 * connection of its own that LISTENs on `pot_live` for the whole process (not one per stream), and
 * reconnects after a failure, asking for a resynchronisation (notifications sent while it was away are
 * lost, the pots' event ids are not); on the embedded PGlite, this process's in-memory bus.
 */
import pg from 'pg';
import type { Logger } from 'pino';
import { localPotChanges, POT_LIVE_CHANNEL, potIdOfPayload } from '../../ledger';

export interface PotChangeHandlers {
  /** A pot's live state changed (a commit announced it). */
  changed(potId: number): void;
  /** Changes may have been missed (the listening connection came back): read every pot again. */
  resync(): void;
}

export interface PotChangeSource {
  /** Resolves once changes committed from now on are heard. */
  start(handlers: PotChangeHandlers): Promise<void>;
  close(): Promise<void>;
}

/** The embedded database's source: commits of this process only (PGlite serves one process). */
export function localChangeSource(): PotChangeSource {
  let listener: ((potId: number) => void) | undefined;
  return {
    start(handlers) {
      listener = (potId) => handlers.changed(potId);
      localPotChanges.on('change', listener);
      return Promise.resolve();
    },
    close() {
      if (listener) localPotChanges.off('change', listener);
      return Promise.resolve();
    },
  };
}

const RECONNECT_MS = [250, 1000, 5000];

/** PostgreSQL's source: one LISTEN connection, reconnected after 0.25 s, 1 s, then every 5 s. */
export function postgresChangeSource(connectionString: string, logger: Logger): PotChangeSource {
  let client: pg.Client | undefined;
  let closed = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;

  async function connect(handlers: PotChangeHandlers): Promise<void> {
    const next = new pg.Client({ connectionString, application_name: 'entraide-live' });
    next.on('notification', (message) => {
      const potId = message.channel === POT_LIVE_CHANNEL ? potIdOfPayload(message.payload) : undefined;
      if (potId !== undefined) handlers.changed(potId);
    });
    next.on('error', (err) => logger.warn({ err }, 'live streams: the listening connection failed; reconnecting'));
    next.on('end', () => {
      if (closed || client !== next) return;
      client = undefined;
      retry(handlers);
    });
    await next.connect();
    await next.query(`listen ${POT_LIVE_CHANNEL}`); // SQL keywords are case-insensitive
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    failures = 0;
  }

  function retry(handlers: PotChangeHandlers): void {
    const delay = RECONNECT_MS[Math.min(failures, RECONNECT_MS.length - 1)];
    failures += 1;
    timer = setTimeout(() => {
      connect(handlers).then(
        () => handlers.resync(),
        (err: unknown) => {
          logger.warn({ err }, 'live streams: could not listen for changes; retrying');
          if (!closed) retry(handlers);
        },
      );
    }, delay);
    timer.unref();
  }

  return {
    start: (handlers) => connect(handlers),
    async close() {
      closed = true;
      clearTimeout(timer);
      await client?.end().catch(() => undefined);
      client = undefined;
    },
  };
}
