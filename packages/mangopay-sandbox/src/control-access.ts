/**
 * Who may use the emulator. Listening on the loopback interface is not enough, since a web page open in
 * a browser on the same machine can send requests to 127.0.0.1, and through DNS rebinding (a name of the
 * page's site that resolves to 127.0.0.1) read the answers too. So every request but those of the open
 * routes (the payer's pages and the card tokenizer, which a browser opens on PUBLIC_URL's host name)
 * must carry a `Host` naming this machine (localhost, 127.0.0.1 or [::1], any port): a rebinding page's
 * requests carry its own site's name (localHostGate). The API wants besides the API key, random at
 * each start unless SANDBOX_API_KEY gives one (oauth.ts).
 * The control routes (`/__sandbox/...`: reset a client, read its records, move the clock, accept wires,
 * review documents) are for the person running it only. A control request must
 * - carry a `Host` naming this machine, as above;
 * - carry the control token in `X-Sandbox-Control-Token`: random at each start (printed by the process
 *   that starts the emulator) unless SANDBOX_CONTROL_TOKEN gives one (tests, CI); a page cannot know it,
 *   and cannot send that header cross-origin without a CORS preflight, which the emulator never grants.
 * Anything else is 403, in Mangopay's error shape like every answer of the emulator.
 * The pages a payer's browser opens (3-D Secure, mandate, SCA enrolment) and the card tokenizer are not
 * control routes: they stay open.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { SandboxError } from './errors';

export const CONTROL_TOKEN_HEADER = 'X-Sandbox-Control-Token';
export const CONTROL_PREFIX = '/__sandbox';
/** A token given by SANDBOX_CONTROL_TOKEN must be at least this long (a guessable one would defeat it). */
export const CONTROL_TOKEN_MIN_LENGTH = 16;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
/** What the control router's prefix matches: the router ignores case (and sees the path undecoded). */
const CONTROL_PATH = /^\/__sandbox(\/|$)/i;

/** A new random control token (192 bits). */
export const newControlToken = (): string => randomBytes(24).toString('base64url');

/** SANDBOX_CONTROL_TOKEN: undefined when unset or empty; an error when too short to be a secret. */
export function controlTokenFromEnv(value: string | undefined): string | undefined {
  const token = value?.trim();
  if (!token) return undefined;
  if (token.length < CONTROL_TOKEN_MIN_LENGTH)
    throw new Error(`SANDBOX_CONTROL_TOKEN must be at least ${CONTROL_TOKEN_MIN_LENGTH} characters long`);
  return token;
}

/**
 * The gate in front of every route: a request whose Host does not name this machine gets 403, unless it
 * is one of the `open` router's routes (method and path: the payer's pages, the card tokenizer and its
 * CORS preflight).
 */
export function localHostGate(open: Router): Middleware {
  return async (ctx, next) => {
    if (LOCAL_HOSTS.has(hostNameOf(ctx.req.headers.host) ?? '')) return next();
    if (open.match(ctx.path, ctx.method).route) return next();
    throw new SandboxError(403, 'forbidden', 'The sandbox emulator answers only a Host header of localhost, 127.0.0.1 or [::1]');
  };
}

/** SANDBOX_API_KEY: undefined when unset or empty; an error when too short to be a secret. */
export function apiKeyFromEnv(value: string | undefined): string | undefined {
  const key = value?.trim();
  if (!key) return undefined;
  if (key.length < CONTROL_TOKEN_MIN_LENGTH)
    throw new Error(`SANDBOX_API_KEY must be at least ${CONTROL_TOKEN_MIN_LENGTH} characters long`);
  return key;
}

/** The host name of a Host header, without its port ('[::1]' keeps its brackets); undefined if malformed. */
export function hostNameOf(host: string | undefined): string | undefined {
  const match = /^(\[[0-9a-f:.]+\]|[^:[\]]+)(?::\d{1,5})?$/i.exec((host ?? '').trim());
  return match?.[1]?.toLowerCase();
}

const digest = (value: string) => createHash('sha256').update(value).digest();

const refused = (why: string) => new SandboxError(403, 'forbidden', `Control routes of the sandbox emulator: ${why}`);

/**
 * The control router, reachable only through the gate. The gate is not a middleware of that router:
 * @koa/router matches routes without regard to case (`/__SANDBOX/...` reaches them) but a router's own
 * middleware only on the exact case of its prefix, so a gate inside it would be walked around.
 */
export function controlGate(token: string, control: Router): Middleware {
  const expected = digest(token);
  const routes = control.routes();
  return async (ctx, next) => {
    if (!CONTROL_PATH.test(ctx.path)) return next();
    if (!LOCAL_HOSTS.has(hostNameOf(ctx.req.headers.host) ?? '')) throw refused('the Host header must be localhost, 127.0.0.1 or [::1]');
    const given = ctx.get(CONTROL_TOKEN_HEADER);
    if (!given || !timingSafeEqual(digest(given), expected))
      throw refused(`the ${CONTROL_TOKEN_HEADER} header must carry the token printed at start-up`);
    return routes(ctx as Parameters<typeof routes>[0], next);
  };
}

/** An emulator's control address and token, as its starter knows them. */
export interface ControlAccess {
  url: string;
  controlToken: string;
}

/** The header a control request carries. */
export const controlHeaders = (sandbox: Pick<ControlAccess, 'controlToken'>): Record<string, string> => ({
  [CONTROL_TOKEN_HEADER]: sandbox.controlToken,
});

/** fetch on a control route (`path` under /__sandbox), with the token (tests, benches, browser tests). */
export function controlFetch(sandbox: ControlAccess | undefined, path: string, init: RequestInit = {}): Promise<Response> {
  if (!sandbox) throw new Error('no sandbox emulator to control');
  const headers = new Headers(init.headers);
  headers.set(CONTROL_TOKEN_HEADER, sandbox.controlToken);
  return fetch(`${sandbox.url}${CONTROL_PREFIX}${path}`, { ...init, headers });
}
