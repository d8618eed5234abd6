/**
 * Hook notifications as Mangopay sends them (https://docs.mangopay.com/webhooks): for each recorded
 * event whose EventType has an ENABLED and VALID hook, `GET {Url}?EventType=...&RessourceId=...&Date=...`
 * (RessourceId misspelled on purpose, Date in Unix seconds: the event's), unsigned, no body. A delivery
 * succeeds on HTTP 200 within 2 s. It is tried at once, then retried on the sandbox clock every 10 minutes
 * during the first hour and every 8 hours for the next 3 days, then abandoned. After 100 failures in a
 * row for a hook (counted across its deliveries; one success resets the count) its Validity becomes
 * INVALID and its pending deliveries are dropped; Status is unchanged.
 *
 * The queue lives in the client's journal (`extra.hookDeliveries`), so retries survive a restart; due
 * retries run from the hooks module's sweep (each request of the client, each clock advance, and a timer
 * under the system clock). `deliverNow` is the control route's forced round: one extra attempt per
 * pending delivery, outside the schedule.
 */
import type { SandboxContext } from '../context';
import { unixNow } from '../context';
import type { ClientState, Resource, SandboxEvent } from '../state';
import { wakeAt } from '../wakeups';

export const HOOKS = 'hooks';
export const DELIVERY_TIMEOUT_MS = 2000;
export const FAILURES_BEFORE_INVALID = 100;
const MINUTE = 60;
const HOUR = 3600;
/** Seconds after the first attempt at which the retries happen: 6 in the first hour, then 9 over 3 days. */
export const RETRY_OFFSETS: readonly number[] = [
  ...Array.from({ length: 6 }, (_, i) => (i + 1) * 10 * MINUTE),
  ...Array.from({ length: 9 }, (_, i) => HOUR + (i + 1) * 8 * HOUR),
];
const LOG_SIZE = 200;

export type HookResource = Resource & {
  Url: string;
  Status: 'ENABLED' | 'DISABLED';
  Validity: 'VALID' | 'INVALID';
  EventType: string;
  CreationDate: number;
};

export interface PendingDelivery {
  Id: string;
  HookId: string;
  EventType: string;
  RessourceId: string;
  Date: number;
  FirstAttemptAt: number;
  /** Scheduled retries already due (attempted or skipped because the clock jumped past them). */
  Retries: number;
  NextAttemptAt: number;
}

export interface DeliveryAttempt {
  DeliveryId: string;
  HookId: string;
  Url: string;
  AttemptedAt: number;
  Kind: 'first' | 'retry' | 'forced';
  Outcome: 'SUCCEEDED' | 'FAILED';
  HttpStatus: number | null;
  Error: string | null;
}

interface DeliveryBook {
  pending: PendingDelivery[];
  /** Failures in a row, per hook id. */
  failures: Record<string, number>;
  /** The last attempts, newest last (for demos and tests). */
  log: DeliveryAttempt[];
  seq: number;
}

export function deliveryBook(state: ClientState): DeliveryBook {
  const book = (state.extra.hookDeliveries ??= { pending: [], failures: {}, log: [], seq: 0 }) as DeliveryBook;
  return book;
}

const deliverable = (hook: HookResource | undefined): hook is HookResource =>
  hook !== undefined && hook.Status === 'ENABLED' && hook.Validity === 'VALID';

/** The notification URL: the hook's Url with the three query parameters added. */
export function notificationUrl(url: string, delivery: Pick<PendingDelivery, 'EventType' | 'RessourceId' | 'Date'>): string {
  const target = new URL(url);
  target.searchParams.append('EventType', delivery.EventType);
  target.searchParams.append('RessourceId', delivery.RessourceId);
  target.searchParams.append('Date', String(delivery.Date));
  return target.toString();
}

/** Attempts in flight, per sandbox: a delivery is never sent twice at the same time. */
const inFlight = new WeakMap<SandboxContext, Set<string>>();

function flightsOf(sandbox: SandboxContext): Set<string> {
  let set = inFlight.get(sandbox);
  if (!set) {
    set = new Set();
    inFlight.set(sandbox, set);
  }
  return set;
}

async function send(url: string): Promise<{ status: number | null; error: string | null }> {
  try {
    const response = await fetch(url, { method: 'GET', redirect: 'manual', signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS) });
    await response.body?.cancel().catch(() => undefined);
    return { status: response.status, error: null };
  } catch (err) {
    const e = err as { name?: string; message?: string; cause?: { code?: string } };
    const error =
      e.name === 'TimeoutError' ? `no answer within ${DELIVERY_TIMEOUT_MS} ms` : (e.cause?.code ?? e.message ?? 'network error');
    return { status: null, error };
  }
}

/** One attempt of one delivery; updates the queue, the hook's failure count and the log. */
async function attempt(
  sandbox: SandboxContext,
  clientId: string,
  delivery: PendingDelivery,
  kind: DeliveryAttempt['Kind'],
): Promise<DeliveryAttempt | undefined> {
  const flights = flightsOf(sandbox);
  const flightKey = `${clientId}\n${delivery.Id}`;
  if (flights.has(flightKey)) return undefined;
  const origin = sandbox.state(clientId);
  const hook = origin.get<HookResource>(HOOKS, delivery.HookId);
  if (!deliverable(hook)) {
    drop(deliveryBook(origin), (d) => d.Id === delivery.Id);
    return undefined;
  }
  flights.add(flightKey);
  const url = notificationUrl(hook.Url, delivery);
  let result: { status: number | null; error: string | null };
  try {
    result = await send(url);
  } finally {
    flights.delete(flightKey);
  }
  const state = sandbox.state(clientId);
  // A reset while the request was out gives a new state whose ids may be reused: nothing to book-keep.
  if (state !== origin) return undefined;
  const book = deliveryBook(state);
  const ok = result.status === 200;
  const record: DeliveryAttempt = {
    DeliveryId: delivery.Id,
    HookId: delivery.HookId,
    Url: url,
    AttemptedAt: unixNow(sandbox.clock),
    Kind: kind,
    Outcome: ok ? 'SUCCEEDED' : 'FAILED',
    HttpStatus: result.status,
    Error: ok ? null : (result.error ?? `HTTP ${result.status}`),
  };
  book.log.push(record);
  if (book.log.length > LOG_SIZE) book.log.splice(0, book.log.length - LOG_SIZE);
  const current = state.get<HookResource>(HOOKS, delivery.HookId);
  if (ok) {
    book.failures[delivery.HookId] = 0;
    drop(book, (d) => d.Id === delivery.Id);
  } else if (current) {
    const failures = (book.failures[delivery.HookId] ?? 0) + 1;
    book.failures[delivery.HookId] = failures;
    if (failures >= FAILURES_BEFORE_INVALID) {
      current.Validity = 'INVALID';
      drop(book, (d) => d.HookId === delivery.HookId);
      sandbox.logger?.warn(
        { clientId, hookId: current.Id, eventType: current.EventType },
        'sandbox hook invalidated after 100 failed deliveries',
      );
    }
  }
  await sandbox.persist(clientId).catch(() => undefined);
  return record;
}

function drop(book: DeliveryBook, match: (d: PendingDelivery) => boolean): void {
  book.pending = book.pending.filter((d) => !match(d));
}

/** Queues the delivery of an event if a hook wants it, and tries it at once. */
export function onEventDelivery(sandbox: SandboxContext, clientId: string, event: SandboxEvent): void {
  const state = sandbox.state(clientId);
  const hook = state.list<HookResource>(HOOKS).find((h) => h.EventType === event.EventType);
  if (!deliverable(hook)) return;
  const book = deliveryBook(state);
  const now = unixNow(sandbox.clock);
  const delivery: PendingDelivery = {
    Id: String(++book.seq),
    HookId: hook.Id,
    EventType: event.EventType,
    RessourceId: event.ResourceId,
    Date: event.Date,
    FirstAttemptAt: now,
    Retries: 0,
    NextAttemptAt: now + (RETRY_OFFSETS[0] ?? 0),
  };
  book.pending.push(delivery);
  armRetries(sandbox, state);
  void attempt(sandbox, clientId, delivery, 'first');
}

/** Sweep: sends the retries that are due (one attempt each, skipping slots the clock jumped past). */
export function runDueRetries(sandbox: SandboxContext, state: ClientState): void {
  const book = deliveryBook(state);
  const now = unixNow(sandbox.clock);
  for (const delivery of [...book.pending]) {
    if (delivery.NextAttemptAt > now || flightsOf(sandbox).has(`${state.clientId}\n${delivery.Id}`)) continue;
    let retries = delivery.Retries;
    while (retries < RETRY_OFFSETS.length && delivery.FirstAttemptAt + (RETRY_OFFSETS[retries] ?? 0) <= now) retries++;
    delivery.Retries = retries;
    const next = RETRY_OFFSETS[retries];
    if (next === undefined) drop(book, (d) => d.Id === delivery.Id);
    else delivery.NextAttemptAt = delivery.FirstAttemptAt + next;
    void attempt(sandbox, state.clientId, delivery, 'retry');
  }
  armRetries(sandbox, state);
}

function armRetries(sandbox: SandboxContext, state: ClientState): void {
  const next = Math.min(...deliveryBook(state).pending.map((d) => d.NextAttemptAt));
  // At least a second ahead: a due delivery still in flight must not make the timer spin.
  const at = Math.max(next, unixNow(sandbox.clock) + 1);
  if (Number.isFinite(next)) wakeAt(sandbox, state.clientId, 'hook-retries', at, (s) => runDueRetries(sandbox, s));
}

/** Control route: one forced attempt of every pending delivery now; resolves when all have answered. */
export async function deliverNow(sandbox: SandboxContext, clientId: string): Promise<DeliveryAttempt[]> {
  const pending = [...deliveryBook(sandbox.state(clientId)).pending];
  const attempts = await Promise.all(pending.map((d) => attempt(sandbox, clientId, d, 'forced')));
  return attempts.filter((a): a is DeliveryAttempt => a !== undefined);
}

/** A hook made VALID again starts a fresh count of failures. */
export function resetFailures(state: ClientState, hookId: string): void {
  deliveryBook(state).failures[hookId] = 0;
}
