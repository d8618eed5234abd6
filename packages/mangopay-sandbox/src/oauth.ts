/**
 * OAuth 2.0 client credentials, as https://docs.mangopay.com/api-reference/overview/authentication
 * documents it: `POST /v2.01/oauth/token`, `Authorization: Basic base64(ClientId:ApiKey)`, urlencoded
 * body `grant_type=client_credentials` -> `{access_token, token_type, expires_in}`; then
 * `Authorization: Bearer <token>` on every `/v2.01/{ClientId}/...` call.
 *
 * Credentials rule of the emulator: any client id is accepted (each gets its own state) provided the
 * API key is the one the emulator was started with. Token expiry is counted in real time, not on the
 * sandbox clock: the SDK tracks it with Date.now(), and moving the sandbox clock by days must not log
 * it out. Tokens are journaled with the client's state, so they survive a restart of the emulator.
 */
import { randomBytes } from 'node:crypto';
import Router from '@koa/router';
import type { Middleware } from 'koa';
import type { Clock } from './clock';
import type { SandboxRequestState } from './context';
import { errorBody, invalidCredentials } from './errors';
import { CLIENT_ID_PATTERN, type SandboxStore } from './store';

/** Mangopay's sandbox says 1200, production 3600; the SDK loops refreshing at 60 or less. */
export const TOKEN_LIFETIME_SECONDS = 3600;

function basicCredentials(header: string): { clientId: string; apiKey: string } | undefined {
  const match = /^Basic\s+(.+)$/i.exec(header.trim());
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return undefined;
  return { clientId: decoded.slice(0, colon), apiKey: decoded.slice(colon + 1) };
}

export function oauthRoutes(store: SandboxStore, apiKey: string): Router {
  const router = new Router();
  router.post('/v2.01/oauth/token', async (ctx) => {
    const credentials = basicCredentials(ctx.get('Authorization'));
    if (!credentials || !CLIENT_ID_PATTERN.test(credentials.clientId) || credentials.apiKey !== apiKey) {
      // The OAuth endpoint answers in OAuth's own shape, as Mangopay does (mangopay2-java-sdk issue #64,
      // mangopay2-python-sdk issue #171): {"error":"invalid_client","error_description":...}.
      ctx.status = 401;
      ctx.body = {
        error: 'invalid_client',
        error_description: 'The client credentials are invalid (check ClientId, API key and base URL)',
      };
      return;
    }
    const body = (ctx.request.body ?? {}) as Record<string, unknown>;
    if (body.grant_type !== 'client_credentials') {
      ctx.status = 400;
      ctx.body = { error: 'unsupported_grant_type', error_description: 'grant_type must be client_credentials' };
      return;
    }
    const state = store.get(credentials.clientId);
    const now = Date.now();
    for (const [token, expiry] of state.tokens) if (expiry <= now) state.tokens.delete(token);
    const token = randomBytes(16).toString('hex');
    state.tokens.set(token, now + TOKEN_LIFETIME_SECONDS * 1000);
    await store.persist(credentials.clientId);
    ctx.body = { access_token: token, token_type: 'bearer', expires_in: TOKEN_LIFETIME_SECONDS };
  });
  return router;
}

/** Checks the bearer token of a `/v2.01/:clientId/...` call and puts the client's state on ctx.state. */
export function bearerAuth(store: SandboxStore, clock: Clock): Middleware<SandboxRequestState> {
  return async (ctx, next) => {
    const clientId = (ctx as unknown as { params: Record<string, string> }).params.clientId ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(ctx.get('Authorization').trim());
    const token = match?.[1];
    const expiry = token && CLIENT_ID_PATTERN.test(clientId) && store.has(clientId) ? store.get(clientId).tokens.get(token) : undefined;
    if (expiry === undefined || expiry <= Date.now()) {
      const err = invalidCredentials();
      ctx.status = err.status;
      ctx.body = errorBody(err, clock);
      return;
    }
    ctx.state.clientId = clientId;
    ctx.state.client = store.get(clientId);
    await next();
  };
}
