/**
 * The request's id (a sane incoming X-Request-Id, or one generated here), `ctx.state`'s class, and the
 * request line's path; the request frame (request-frame.ts) uses them: it answers the id in
 * X-Request-Id and runs the rest of the request in a log context holding it (api/log-context.ts), so
 * that every line the app's logger writes meanwhile, from a route, a service or a job queued there,
 * carries `reqId`. `ctx.state.log` is that logger itself (no child logger: the mixin adds the id, a
 * child's binding would write it twice). The request line's path never holds a secret: the segments
 * that are single-use tokens are replaced (`loggedPath`), and the query string is not written.
 * `ctx.state` is an instance of a class whose `log` accessor lives on the prototype, built once per
 * app: defining a property per request (Object.defineProperty with two closures) cost ~6 µs each.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Logger } from 'pino';
import { REDACTED } from '../logger';
import { API_PREFIX } from './api-prefix';

const SAFE_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Generated ids are UUID-shaped: a random prefix drawn once per process (23 hex digits and dashes)
 * and a counter (12 hex digits), unique across processes without drawing random bytes per request.
 */
const ID_PREFIX = randomUUID().slice(0, 24);
let sequence = 0;
export function nextRequestId(): string {
  sequence = (sequence + 1) % 0x1000000000000;
  return ID_PREFIX + sequence.toString(16).padStart(12, '0');
}

/**
 * Paths whose last matched segment is a single-use secret: the charity invitation's token, in the API
 * and in the PWA page the e-mail links to. (The other secrets travel in bodies or query strings, which
 * the log never holds.)
 */
const SECRET_SEGMENTS = [new RegExp(`^(${API_PREFIX}/charity_invitations/)[^/]+`, 'i'), /^(\/association\/espace\/invitation\/)[^/]+/i];

/** The request's path as the log writes it: the secret segments replaced by a placeholder. */
export function loggedPath(path: string): string {
  for (const pattern of SECRET_SEGMENTS) if (pattern.test(path)) return path.replace(pattern, `$1${REDACTED}`);
  return path;
}

/** The class of `ctx.state`: the request id, and `log`, the app's logger (its lines carry the id). */
export function requestStateClass(logger: Logger) {
  return class RequestState {
    [key: string]: unknown;
    #log: Logger | undefined;
    constructor(readonly requestId: string) {}
    get log(): Logger {
      return this.#log ?? logger;
    }
    set log(value: Logger) {
      this.#log = value;
    }
  };
}

/** The request's id: a sane incoming X-Request-Id, or a new one. */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && SAFE_ID.test(incoming) ? incoming : nextRequestId();
}
