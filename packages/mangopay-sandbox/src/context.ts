/**
 * What every resource module of the emulator receives, and how it plugs in.
 *
 * A module is `{ name, routes(routers, ctx), sweep? }`:
 * - `routers.api` is mounted at `/v2.01/:clientId`, behind bearer-token auth, the Idempotency-Key rule
 *   on POST, Mangopay's error bodies and the journal write: handlers read their client's state with
 *   `clientOf(ctx)` and throw SandboxError (errors.ts) for error answers;
 * - `routers.open` is mounted at the root with no auth (browser-facing pages, tokenization);
 * - `routers.control` is mounted at `/__sandbox` (test and demo controls: reset, settle, ...), behind
 *   the control token and a localhost Host header (control-access.ts);
 * - `sweep(state, ctx)` runs before each API request of a client and after the clock moves: the place
 *   for time-driven transitions (mandate expiry, debits settling);
 * - `upgrade(state)` runs once on each client state read back from the journal, to bring records
 *   written by an older version up to date (it answers whether it changed any: the journal is then
 *   rewritten at once).
 * Add a module by appending it to `modules/index.ts`; the core does not change.
 */
import type Router from '@koa/router';
import type { ParameterizedContext } from 'koa';
import type { Clock } from './clock';
import type { ClientState, SandboxEvent } from './state';

/** Where the emulator reports what went wrong (a pino logger fits; the embedding program's own logger). */
export interface SandboxLogger {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface SandboxRequestState {
  clientId: string;
  client: ClientState;
}

export type ApiRouter = Router<SandboxRequestState>;

export interface SandboxRouters {
  api: ApiRouter;
  open: Router;
  control: Router;
}

export interface EmitInput {
  clientId: string;
  EventType: string;
  ResourceId: string;
}

export type EventListener = (clientId: string, event: SandboxEvent) => void;

export interface SandboxContext {
  /** The state of a client id (created empty on first use). */
  state(clientId: string): ClientState;
  clock: Clock;
  /** The emulator's address as a browser sees it (for RedirectURL, CardRegistrationURL, ...). */
  publicUrl: string;
  /** Records an event in the client's list (GET events) and tells the listeners (hook delivery). */
  emit(event: EmitInput): SandboxEvent;
  /** Subscribes to every emitted event; returns the unsubscribe function. */
  onEvent(listener: EventListener): () => void;
  /** Writes a client's journal now: for changes made outside a request (timers, deliveries). */
  persist(clientId: string): Promise<void>;
  logger?: SandboxLogger;
}

export interface SandboxModule {
  name: string;
  routes(routers: SandboxRouters, ctx: SandboxContext): void;
  sweep?(state: ClientState, ctx: SandboxContext): void;
  upgrade?(state: ClientState): boolean;
}

/** The authenticated client's state inside an `api` handler. */
export function clientOf(ctx: ParameterizedContext<SandboxRequestState>): ClientState {
  return ctx.state.client;
}

/** Unix seconds of the sandbox clock (Mangopay's CreationDate and Date fields). */
export function unixNow(clock: Clock): number {
  return Math.floor(clock.now().getTime() / 1000);
}
