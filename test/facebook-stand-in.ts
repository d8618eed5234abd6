/**
 * A local stand-in of Facebook for tests, answering as Facebook documents the authorization-code flow
 * (https://developers.facebook.com/docs/facebook-login/guides/advanced/manual-flow):
 * - `GET /dialog/oauth?client_id&redirect_uri&response_type=code&state&scope`: the person (the one
 *   `logInNext` named) accepts, and the browser is sent to `redirect_uri?code=…&state=…`. Anything but
 *   `response_type=code` is refused: no token ever travels through the browser.
 * - `POST` (or `GET`) `/oauth/access_token` with `client_id`, `client_secret`, `redirect_uri`, `code`:
 *   the access token of a code, once, for the same `redirect_uri`;
 * - `GET /debug_token` (checks the app access token `{app_id}|{app_secret}`) and `GET /me`, as
 *   https://developers.facebook.com/docs/graph-api/reference/v19.0/debug_token documents.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInToken {
  user_id: string;
  app_id?: string;
  is_valid?: boolean;
  first_name?: string;
  last_name?: string;
  email?: string;
}

export interface FacebookStandIn {
  url: string;
  /** The login dialog (FACEBOOK_DIALOG_URL). */
  dialogUrl: string;
  appId: string;
  appSecret: string;
  /** Registers an access token the stand-in knows. */
  issue(token: string, data: StandInToken): void;
  /** Who accepts the next dialogs (until named again). */
  logInNext(person: StandInToken): void;
  /** Every URL the stand-in was asked for (path and query), oldest first. */
  requests: string[];
  close(): Promise<void>;
}

async function formOf(req: IncomingMessage, url: URL): Promise<URLSearchParams> {
  if (req.method !== 'POST') return url.searchParams;
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function startFacebookStandIn(appId = '1234567890', appSecret = 'secret-de-test'): Promise<FacebookStandIn> {
  const tokens = new Map<string, StandInToken>();
  const codes = new Map<string, { person: StandInToken; redirectUri: string }>();
  const requests: string[] = [];
  let person: StandInToken = { user_id: '10001' };
  const server: Server = createServer(
    (req, res) =>
      void (async () => {
        const url = new URL(req.url ?? '/', 'http://stand-in');
        requests.push(`${url.pathname}${url.search}`);
        const send = (status: number, body: unknown) => {
          res.writeHead(status, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify(body));
        };
        const oauthError = (message: string) => send(400, { error: { message, type: 'OAuthException', code: 190 } });
        const q = url.searchParams;
        if (url.pathname === '/dialog/oauth') {
          if (q.get('client_id') !== appId) return oauthError('Invalid App ID');
          if (q.get('response_type') !== 'code') return oauthError('Unsupported response_type');
          const redirectUri = q.get('redirect_uri') ?? '';
          const code = `code-${randomUUID()}`;
          codes.set(code, { person, redirectUri });
          const back = new URL(redirectUri);
          back.searchParams.set('code', code);
          back.searchParams.set('state', q.get('state') ?? '');
          res.writeHead(302, { Location: back.toString() });
          return res.end();
        }
        if (url.pathname === '/oauth/access_token') {
          const form = await formOf(req, url);
          if (form.get('client_id') !== appId || form.get('client_secret') !== appSecret)
            return oauthError('Error validating client secret.');
          const issued = codes.get(form.get('code') ?? '');
          if (!issued || issued.redirectUri !== form.get('redirect_uri')) return oauthError('Invalid verification code format.');
          codes.delete(form.get('code') ?? '');
          const token = `jeton-${randomUUID()}`;
          tokens.set(token, issued.person);
          return send(200, { access_token: token, token_type: 'bearer', expires_in: 5183944 });
        }
        if (url.pathname === '/debug_token') {
          if (q.get('access_token') !== `${appId}|${appSecret}`) return oauthError('Invalid app access token');
          const token = tokens.get(q.get('input_token') ?? '');
          if (!token) return send(200, { data: { is_valid: false, error: { code: 190, message: 'Invalid OAuth access token.' } } });
          return send(200, {
            data: {
              app_id: token.app_id ?? appId,
              type: 'USER',
              is_valid: token.is_valid ?? true,
              user_id: token.user_id,
              scopes: ['email'],
            },
          });
        }
        if (url.pathname === '/me') {
          const token = tokens.get(q.get('access_token') ?? '');
          if (!token) return oauthError('Invalid OAuth access token.');
          return send(200, { id: token.user_id, first_name: token.first_name, last_name: token.last_name, email: token.email });
        }
        send(404, { error: { message: 'Unknown path' } });
      })(),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    dialogUrl: `${url}/dialog/oauth`,
    appId,
    appSecret,
    issue: (token, data) => tokens.set(token, data),
    logInNext: (next) => {
      person = next;
    },
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
