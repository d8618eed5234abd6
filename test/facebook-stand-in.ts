/**
 * A local stand-in of Facebook's Graph API token inspection for tests: `GET /debug_token` (checks the
 * app access token `{app_id}|{app_secret}`) and `GET /me`, answering as
 * https://developers.facebook.com/docs/graph-api/reference/v19.0/debug_token documents.
 */
import { createServer, type Server } from 'node:http';
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
  appId: string;
  appSecret: string;
  /** Registers an access token the stand-in knows. */
  issue(token: string, data: StandInToken): void;
  close(): Promise<void>;
}

export async function startFacebookStandIn(appId = '1234567890', appSecret = 'secret-de-test'): Promise<FacebookStandIn> {
  const tokens = new Map<string, StandInToken>();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const oauthError = (message: string) => send(400, { error: { message, type: 'OAuthException', code: 190 } });
    if (url.pathname === '/debug_token') {
      if (url.searchParams.get('access_token') !== `${appId}|${appSecret}`) return oauthError('Invalid app access token');
      const token = tokens.get(url.searchParams.get('input_token') ?? '');
      if (!token) return send(200, { data: { is_valid: false, error: { code: 190, message: 'Invalid OAuth access token.' } } });
      return send(200, {
        data: { app_id: token.app_id ?? appId, type: 'USER', is_valid: token.is_valid ?? true, user_id: token.user_id, scopes: ['email'] },
      });
    }
    if (url.pathname === '/me') {
      const token = tokens.get(url.searchParams.get('access_token') ?? '');
      if (!token) return oauthError('Invalid OAuth access token.');
      return send(200, { id: token.user_id, first_name: token.first_name, last_name: token.last_name, email: token.email });
    }
    send(404, { error: { message: 'Unknown path' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    appId,
    appSecret,
    issue: (token, data) => tokens.set(token, data),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
