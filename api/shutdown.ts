/**
 * The graceful stop of a process (issue 41, "a rolling restart loses nothing"), for the web server
 * (api/server.ts) and the worker (api/worker.ts). On the first SIGTERM or SIGINT:
 * 1. readiness turns to draining at once (`GET /api/v1/health/ready` answers 503; liveness stays 200);
 * 2. the web server keeps serving for `drainMs`, so that a load balancer sees the 503 and stops sending;
 *    from the signal on every answer not yet written says `Connection: close` (the request frame reads
 *    `readiness`: api/http/request-frame.ts), so that keep-alive clients reconnect (elsewhere) instead
 *    of holding a connection that the close would cut between two requests;
 * 3. the listener stops accepting, idle connections are closed, requests in flight finish;
 * 4. the closers run in their order (pg-boss waits for its running jobs, the payment emulator, the
 *    database pools; other modules add theirs, e.g. a metrics server);
 * 5. the process exits 0 once everything is closed, or 1 when that takes longer than `timeoutMs`
 *    (counted from the signal), or when a closer fails.
 * A second signal does not start a second stop: it is logged and ignored.
 */
import type { Server } from 'node:http';
import net from 'node:net';
import type { Logger } from 'pino';

/** What readiness reads: true from the first signal on. */
export interface Readiness {
  readonly draining: boolean;
}

/** One thing to close, given the milliseconds left before the timeout. */
export interface Closer {
  name: string;
  close(remainingMs: number): Promise<void>;
}

export interface ShutdownOptions {
  logger: Logger;
  /** Milliseconds of normal service after the signal (web only; a worker has no load balancer). */
  drainMs: number;
  /** Milliseconds after the signal past which the process exits 1. */
  timeoutMs: number;
  /** How the process ends (tests of the module pass their own). */
  exit?: (code: number) => void;
}

export interface Shutdown {
  readonly readiness: Readiness;
  /** The HTTP server to drain and close before the closers run. */
  serve(server: Server): void;
  /** Adds a closer; they run in the order they were added, after the HTTP server has closed. */
  add(closer: Closer): void;
  /** Runs the stop on SIGTERM and SIGINT. */
  installSignals(): void;
  /** Starts the stop (what a signal does); resolves when the process has been told to exit. */
  begin(reason: string): Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * How long a connection accepted just before the listener closed has to send its request before it is
 * closed as idle (Node counts a connection that has sent nothing yet as idle).
 */
const LAST_CONNECTIONS_GRACE_MS = 500;

/**
 * Closes `server`: no new connection; then, after a short grace, the idle connections; busy ones close
 * after their response (which says Connection: close). http.Server#close would also close the idle
 * connections at once, cutting a request whose connection was accepted but not yet read: so the
 * listener is closed at the net.Server level, and the idle connections a moment later.
 */
async function closeServer(server: Server): Promise<void> {
  const closed = new Promise<void>((resolve, reject) =>
    net.Server.prototype.close.call(server, (err?: Error) => (err ? reject(err) : resolve())),
  );
  await wait(LAST_CONNECTIONS_GRACE_MS);
  server.closeIdleConnections();
  await closed;
}

export function createShutdown(options: ShutdownOptions): Shutdown {
  const { logger, drainMs, timeoutMs } = options;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const closers: Closer[] = [];
  let server: Server | undefined;
  let draining = false;

  async function run(startedAt: number): Promise<void> {
    if (server) {
      logger.info({ drainMs }, 'shutdown: draining (readiness answers 503, requests still served)');
      await wait(drainMs);
      logger.info('shutdown: closing the listener; requests in flight finish');
      await closeServer(server);
      logger.info('shutdown: HTTP server closed');
    }
    for (const closer of closers) {
      logger.info({ closer: closer.name }, `shutdown: closing ${closer.name}`);
      await closer.close(Math.max(0, timeoutMs - (Date.now() - startedAt)));
    }
  }

  const shutdown: Shutdown = {
    readiness: {
      get draining() {
        return draining;
      },
    },
    serve(httpServer) {
      server = httpServer;
    },
    add(closer) {
      closers.push(closer);
    },
    installSignals() {
      for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void shutdown.begin(signal));
    },
    async begin(reason) {
      if (draining) {
        logger.info({ signal: reason }, 'shutdown: already stopping; this signal is ignored');
        return;
      }
      draining = true;
      const startedAt = Date.now();
      logger.info({ signal: reason, timeoutMs }, 'shutdown: started');
      const timer = setTimeout(() => {
        logger.error({ timeoutMs }, 'shutdown: not closed within SHUTDOWN_TIMEOUT_MS; exiting with code 1');
        exit(1);
      }, timeoutMs);
      timer.unref();
      try {
        await run(startedAt);
        clearTimeout(timer);
        logger.info({ ms: Date.now() - startedAt }, 'shutdown: everything closed; exiting with code 0');
        exit(0);
      } catch (err) {
        clearTimeout(timer);
        logger.error({ err }, 'shutdown: a part failed to close; exiting with code 1');
        exit(1);
      }
    },
  };
  return shutdown;
}
