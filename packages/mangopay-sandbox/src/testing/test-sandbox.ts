/**
 * An emulator for a test file: on a free loopback port, memory only unless given a data directory, on
 * a manual clock (the caller's, so that the code under test and the emulator share one time), with a
 * client id of its own so that each test file starts from an empty provider.
 */
import { randomUUID } from 'node:crypto';
import { ManualClock, type ManualClockLike } from '../clock';
import { startSandbox, type RunningSandbox } from '../start';

export interface TestSandbox<C extends ManualClockLike = ManualClock> extends RunningSandbox {
  /** A client id of its own (each test file gets fresh provider state). */
  clientId: string;
  clock: C;
  /** The emulator's own records of one kind (users, wallets, payins, ...) for this client id. */
  records(kind: string): Array<Record<string, unknown>>;
  /** The API calls this client id made so far ('GET /v2.01/<client>/refunds/1' ...), oldest first. */
  calls(): string[];
}

/** The emulator on a free loopback port, on the given manual clock (default: a new one at a fixed date). */
export async function startTestSandbox(options?: { dataDir?: string }): Promise<TestSandbox>;
export async function startTestSandbox<C extends ManualClockLike>(options: { clock: C; dataDir?: string }): Promise<TestSandbox<C>>;
export async function startTestSandbox(options: { clock?: ManualClockLike; dataDir?: string } = {}): Promise<TestSandbox<ManualClockLike>> {
  const clock = options.clock ?? new ManualClock('2026-11-22T10:00:00Z');
  const running = await startSandbox({ clock, dataDir: options.dataDir });
  const clientId = `test-${randomUUID()}`;
  return {
    ...running,
    clientId,
    clock,
    records: (kind) => (running.store.has(clientId) ? running.store.get(clientId).list(kind) : []),
    calls: () => running.served.filter((r) => r.clientId === clientId).map((r) => `${r.method} ${r.path}`),
  };
}
