/**
 * All client states of one emulator, and their journal: `{dataDir}/mangopay-sandbox/{clientId}.json`,
 * rewritten after each request that changed it (temp file + rename, so a crash leaves the old or the
 * new file, never half of one) and read back at start-up, so pending pay-ins survive a restart.
 * Without a dataDir the state lives in memory only (tests).
 */
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SandboxLogger } from './context';
import { ClientState, type ClientJournal } from './state';

/** Client ids become file names: keep them to a safe alphabet. */
export const CLIENT_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

let tempCounter = 0;

export class SandboxStore {
  private readonly states = new Map<string, ClientState>();
  private readonly written = new Map<string, string>();
  private readonly queues = new Map<string, Promise<void>>();
  readonly dir: string | undefined;

  constructor(
    dataDir: string | undefined,
    private readonly logger?: SandboxLogger,
  ) {
    this.dir = dataDir ? path.join(dataDir, 'mangopay-sandbox') : undefined;
    if (this.dir) this.load(this.dir);
  }

  private load(dir: string): void {
    mkdirSync(dir, { recursive: true });
    for (const name of readdirSync(dir)) {
      if (!name.endsWith('.json')) continue;
      const text = readFileSync(path.join(dir, name), 'utf8');
      try {
        const state = ClientState.fromJSON(JSON.parse(text) as ClientJournal);
        this.states.set(state.clientId, state);
        this.written.set(state.clientId, text);
      } catch (err) {
        this.logger?.error({ err, file: name }, 'sandbox journal unreadable, ignored');
      }
    }
  }

  /** The state of a client id, created empty on first use. Synchronous on purpose (see idempotency). */
  get(clientId: string): ClientState {
    let state = this.states.get(clientId);
    if (!state) {
      state = new ClientState(clientId);
      this.states.set(clientId, state);
    }
    return state;
  }

  has(clientId: string): boolean {
    return this.states.has(clientId);
  }

  clientIds(): string[] {
    return [...this.states.keys()];
  }

  /** Forgets everything of a client id but its tokens (so a connected SDK stays logged in). */
  async reset(clientId: string): Promise<void> {
    const fresh = new ClientState(clientId);
    for (const [token, expiry] of this.states.get(clientId)?.tokens ?? []) fresh.tokens.set(token, expiry);
    this.states.set(clientId, fresh);
    await this.persist(clientId);
  }

  /**
   * Writes the client's journal if its content changed since the last write. Writes of one client
   * are chained, so the file always ends with the newest state; resolves once it is on disk.
   */
  persist(clientId: string): Promise<void> {
    const dir = this.dir;
    const state = this.states.get(clientId);
    if (!dir || !state) return Promise.resolve();
    const text = JSON.stringify(state);
    if (this.written.get(clientId) === text) return this.queues.get(clientId) ?? Promise.resolve();
    this.written.set(clientId, text);
    const file = path.join(dir, `${clientId}.json`);
    const previous = this.queues.get(clientId) ?? Promise.resolve();
    const next = previous.then(async () => {
      const temp = `${file}.${process.pid}.${++tempCounter}.tmp`;
      await writeFile(temp, text);
      await rename(temp, file);
    });
    const settled = next.catch((err: unknown) => {
      this.written.delete(clientId);
      this.logger?.error({ err, clientId }, 'sandbox journal write failed');
    });
    this.queues.set(clientId, settled);
    return next;
  }

  /** Waits for every pending journal write. */
  async flush(): Promise<void> {
    for (const clientId of this.states.keys()) await this.persist(clientId).catch(() => undefined);
    await Promise.all([...this.queues.values()]);
  }
}
