/**
 * Idempotent creation (docs/api-contract.md, Idempotency). A creating route mounts `idempotent(deps, {scope})`:
 * a request carrying `Idempotency-Key` (16-64 visible ASCII characters) claims the key within the
 * caller's scope (`user:{id}`, or `quick:{e-mail}` for quick donors) by inserting a row in
 * `idempotency_keys`; only the request that inserted it runs, and its answer, success or error, is
 * stored and replayed to every retry for 24 hours (by the injected clock). The same key with another
 * request (method, path or body) answers 422; a retry arriving while the first still runs waits for it
 * (up to `waitMs`) and otherwise answers 409 'Requête déjà en cours'. The unique (scope, key) index is
 * the arbiter, so two servers cannot both run the same key. A claim still in flight after
 * `IDEMPOTENCY_LEASE_MS` was left by a process that died mid-request (no request runs that long): a
 * retry with the same request takes it over and runs, instead of answering 409 for a day. Creating
 * routes are safe to re-run for that reason: the donation routes find the donation their first run
 * recorded under the same key, and reconciliation settles what the provider did meanwhile.
 * A request without the header, or without a scope, runs as usual.
 */
import { createHash } from 'node:crypto';
import type { Context, Middleware } from 'koa';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { GENERIC_NOTICES } from '../../domain/notices';
import { REQUEST_MESSAGES } from '../../domain/messages';
import { idempotencyKeySchema } from '../../domain/requests';
import type { Clock } from '../clock';
import type { IdempotencyKeysRow } from '../db/tables.generated';
import { optionalUser } from './auth';
import { conflict, unprocessable } from './errors';
import { toHttpError } from './error-middleware';

/** How long a key is kept, by the clock. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** After this long (by the clock) an in-flight claim counts as abandoned by a crashed process. */
export const IDEMPOTENCY_LEASE_MS = 2 * 60 * 1000;
/** How long a duplicate waits for the first request before answering 409. */
export const IDEMPOTENCY_WAIT_MS = 5_000;
const POLL_MS = 50;
const TABLE = 'idempotency_keys';
/** Response header set on a replayed answer. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

export const IDEMPOTENCY_MESSAGES = {
  keyReused: "Cette clé d'idempotence a déjà servi pour une autre requête", // invented
  inProgress: GENERIC_NOTICES.requestInProgress,
} as const;

export interface IdempotencyDeps {
  db: { knex: Knex };
  clock: Clock;
}

export interface IdempotencyOptions {
  /** The caller's scope; undefined runs the request without idempotency. Default: the signed-in account. */
  scope?: (ctx: Context) => string | undefined;
  /** How long a duplicate waits for the first request (ms). */
  waitMs?: number;
}

/** A key as read, its status narrowed. */
type KeyRow = Pick<IdempotencyKeysRow, 'id' | 'request_hash' | 'response_status' | 'response_body'> & { status: 'in_flight' | 'completed' };

/** The scope of a signed-in caller: `user:{id}`. */
export function userScope(ctx: Context): string | undefined {
  const user = optionalUser(ctx);
  return user ? `user:${user.id}` : undefined;
}

/** The scope of a quick donor (no account): `quick:{e-mail, lower-cased}`. */
export function quickDonorScope(email: string): string {
  return `quick:${email.trim().toLowerCase()}`;
}

/** JSON with object keys sorted, so that two equal bodies hash alike whatever their key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value as Record<string, unknown>)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The hash of what makes two requests "the same": method, path and body. */
export function requestHash(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(canonicalJson([method.toUpperCase(), path, body ?? null]))
    .digest('hex');
}

/**
 * Deletes the keys older than the 24-hour window: a recurring job (idempotency.jobs.ts), not each
 * request. An expired key still in the table is ignored by claim() meanwhile.
 */
export async function purgeExpiredIdempotencyKeys(knex: Knex, now: Date): Promise<number> {
  return knex(TABLE)
    .where('created_at', '<', new Date(now.getTime() - IDEMPOTENCY_TTL_MS))
    .delete();
}

/**
 * Inserts the in-flight claim, in one statement; the row's id when this request won the key, else
 * undefined. An existing row is taken over (reset to this request's in-flight claim) when it expired
 * (older than the 24-hour window: the key is free again, as if purged), or when it is a claim of the
 * same request abandoned by a process that died while running it (in flight past the lease).
 */
async function claim(knex: Knex, now: Date, scope: string, key: string, hash: string): Promise<number | undefined> {
  const result = await knex.raw<{ rows: Array<{ id: number }> }>(
    `INSERT INTO ${TABLE} AS k (scope, key, request_hash, status, created_at) VALUES (?, ?, ?, 'in_flight', ?)
     ON CONFLICT (scope, key) DO UPDATE
       SET request_hash = EXCLUDED.request_hash, status = 'in_flight', created_at = EXCLUDED.created_at,
           response_status = NULL, response_body = NULL, completed_at = NULL
       WHERE k.created_at < ?
          OR (k.status = 'in_flight' AND k.request_hash = EXCLUDED.request_hash AND k.created_at < ?)
     RETURNING id`,
    [scope, key, hash, now, new Date(now.getTime() - IDEMPOTENCY_TTL_MS), new Date(now.getTime() - IDEMPOTENCY_LEASE_MS)],
  );
  const row = result.rows[0];
  return row ? Number(row.id) : undefined;
}

function findKey(knex: Knex, scope: string, key: string): Promise<KeyRow | undefined> {
  return knex(TABLE).select('id', 'request_hash', 'status', 'response_status', 'response_body').where({ scope, key }).first();
}

/**
 * The answer's body as JSON text: a value serialized, or JSON that `sendJson` sent already made (a string,
 * or its UTF-8 bytes), kept as it is rather than serialized again (a Buffer would become
 * `{"type":"Buffer",...}`, a string a JSON string the replay would send as text).
 */
function storedBody(ctx: Pick<Context, 'body' | 'response'>): string | null {
  const body: unknown = ctx.body;
  if (body === undefined || body === null) return null;
  if ((typeof body === 'string' || Buffer.isBuffer(body)) && ctx.response.is('json')) return body.toString();
  return JSON.stringify(body);
}

async function complete(knex: Knex, id: number, now: Date, status: number, body: string | null): Promise<void> {
  await knex(TABLE).where({ id }).update({ status: 'completed', response_status: status, response_body: body, completed_at: now });
}

function replay(ctx: Context, row: KeyRow): void {
  ctx.status = row.response_status ?? 200;
  ctx.set(REPLAYED_HEADER, 'true');
  if (row.response_body !== null) ctx.body = JSON.parse(row.response_body) as unknown;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The middleware of a creating route (see the module comment). */
export function idempotent(deps: IdempotencyDeps, options: IdempotencyOptions = {}): Middleware {
  const scopeOf = options.scope ?? userScope;
  const waitMs = options.waitMs ?? IDEMPOTENCY_WAIT_MS;
  const knex = () => deps.db.knex;
  return async (ctx, next) => {
    const header = ctx.get('Idempotency-Key');
    if (header === '') return next() as Promise<void>;
    const parsed = idempotencyKeySchema.safeParse(header);
    if (!parsed.success) {
      throw unprocessable([{ code: 'invalid', detail: REQUEST_MESSAGES.idempotencyKeyInvalid, field: 'Idempotency-Key' }]);
    }
    const scope = scopeOf(ctx);
    if (!scope) return next() as Promise<void>;
    const key = parsed.data;
    const hash = requestHash(ctx.method, ctx.path, ctx.request.body);

    const id = await claim(knex(), deps.clock.now(), scope, key, hash);
    if (id !== undefined) {
      try {
        await next();
      } catch (err) {
        const http = toHttpError(err);
        await complete(knex(), id, deps.clock.now(), http.status, JSON.stringify({ errors: http.errors }));
        throw err;
      }
      // The request did its work (a card may be charged): failing to store its answer must not turn it
      // into a 500. The claim stays in flight: a retry waits or answers 409 until the lease ends, then runs
      // again and finds what this one created (the routes are safe to re-run, module comment).
      await complete(knex(), id, deps.clock.now(), ctx.status, storedBody(ctx)).catch((err: unknown) => {
        (ctx.state as { log?: Logger }).log?.error({ err }, 'idempotent answer not stored; the key stays in flight until its lease ends');
      });
      return;
    }

    const deadline = Date.now() + waitMs;
    for (;;) {
      const row = await findKey(knex(), scope, key);
      if (!row) throw conflict(IDEMPOTENCY_MESSAGES.inProgress, 'request_in_progress');
      if (row.request_hash !== hash) {
        throw unprocessable([{ code: 'idempotency_key_reused', detail: IDEMPOTENCY_MESSAGES.keyReused, field: 'Idempotency-Key' }]);
      }
      if (row.status === 'completed') return replay(ctx, row);
      if (Date.now() >= deadline) throw conflict(IDEMPOTENCY_MESSAGES.inProgress, 'request_in_progress');
      await sleep(POLL_MS);
    }
  };
}
