/**
 * Facebook's side of the authorization-code flow. `facebookDialogUrl` is where the browser is sent
 * (`response_type=code`, our `state`, our callback page as `redirect_uri`); `exchangeFacebookCode`
 * trades the code the dialog sent back for an access token, server to server with the app secret
 * (`POST {base}/oauth/access_token`), so the token never reaches the browser nor any URL. The token is
 * then checked with the Graph API's token inspection (`GET {base}/debug_token`, authenticated with the
 * app's `{app_id}|{app_secret}`: valid and issued for our app) and used once to read the person's
 * names and e-mail (`GET {base}/me`). The URLs and the credentials come from the configuration; tests
 * point them at a local stand-in (test/facebook-stand-in.ts).
 */
import type { Config } from '../config';
import { HttpError } from '../http/errors';

type FacebookConfig = Pick<Config, 'FACEBOOK_GRAPH_URL' | 'FACEBOOK_APP_ID' | 'FACEBOOK_APP_SECRET'>;
type DialogConfig = FacebookConfig & Pick<Config, 'FACEBOOK_DIALOG_URL' | 'PUBLIC_URL'>;

/** The page of ours the dialog comes back to (the same for every start: Facebook wants it registered). */
export const FACEBOOK_CALLBACK_PATH = '/login/facebook';

const TIMEOUT_MS = 5000;

/** 503 when Facebook login is not configured. */
export const socialLoginUnavailable = () =>
  new HttpError(503, [{ code: 'social_login_unavailable', detail: "La connexion avec Facebook n'est pas disponible" }]);
/** 401 for a token Facebook does not vouch for (invalid, expired, another app, another user). */
export const socialTokenRefused = () =>
  new HttpError(401, [{ code: 'invalid_social_token', detail: 'La connexion avec Facebook a échoué, veuillez réessayer' }]);

export function facebookEnabled(config: FacebookConfig): boolean {
  return Boolean(config.FACEBOOK_GRAPH_URL && config.FACEBOOK_APP_ID && config.FACEBOOK_APP_SECRET);
}

async function graphCall(
  config: FacebookConfig,
  path: string,
  params: Record<string, string>,
  method: 'GET' | 'POST' = 'GET',
): Promise<unknown> {
  const url = new URL(path.replace(/^\//, ''), `${config.FACEBOOK_GRAPH_URL?.replace(/\/?$/, '/')}`);
  const form = new URLSearchParams(params);
  if (method === 'GET') url.search = form.toString();
  let response: Response;
  try {
    response = await fetch(url, { method, signal: AbortSignal.timeout(TIMEOUT_MS), ...(method === 'POST' ? { body: form } : {}) });
  } catch {
    throw new HttpError(502, [{ code: 'social_provider_error', detail: 'Facebook ne répond pas, veuillez réessayer plus tard' }]);
  }
  if (!response.ok) throw socialTokenRefused();
  return response.json();
}

/** Our callback page's address, sent as `redirect_uri` to the dialog and again with the code. */
export function facebookRedirectUri(config: Pick<Config, 'PUBLIC_URL'>): string {
  return new URL(FACEBOOK_CALLBACK_PATH, config.PUBLIC_URL).toString();
}

/** The login dialog's address for a `state`: a code (never a token) comes back to our callback page. */
export function facebookDialogUrl(config: DialogConfig, state: string): string {
  const url = new URL(config.FACEBOOK_DIALOG_URL);
  url.searchParams.set('client_id', config.FACEBOOK_APP_ID ?? '');
  url.searchParams.set('redirect_uri', facebookRedirectUri(config));
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', 'email');
  url.searchParams.set('state', state);
  return url.toString();
}

/** The access token of a dialog's code (server to server, with the app secret); 401 when refused. */
export async function exchangeFacebookCode(config: FacebookConfig & Pick<Config, 'PUBLIC_URL'>, code: string): Promise<string> {
  if (!facebookEnabled(config)) throw socialLoginUnavailable();
  const body = (await graphCall(
    config,
    '/oauth/access_token',
    {
      client_id: config.FACEBOOK_APP_ID ?? '',
      client_secret: config.FACEBOOK_APP_SECRET ?? '',
      redirect_uri: facebookRedirectUri(config),
      code,
    },
    'POST',
  )) as { access_token?: unknown };
  if (typeof body?.access_token !== 'string' || body.access_token === '') throw socialTokenRefused();
  return body.access_token;
}

/** The Facebook user id the token belongs to; throws 503 (not configured) or 401 (refused). */
export async function inspectFacebookToken(config: FacebookConfig, token: string): Promise<string> {
  if (!facebookEnabled(config)) throw socialLoginUnavailable();
  const body = (await graphCall(config, '/debug_token', {
    input_token: token,
    access_token: `${config.FACEBOOK_APP_ID}|${config.FACEBOOK_APP_SECRET}`,
  })) as { data?: { is_valid?: unknown; app_id?: unknown; user_id?: unknown } };
  const data = body?.data;
  const userId = data?.user_id === undefined ? '' : String(data.user_id);
  if (data?.is_valid !== true || String(data.app_id) !== config.FACEBOOK_APP_ID || !userId) throw socialTokenRefused();
  return userId;
}

export interface FacebookProfile {
  facebook_id: string;
  firstname: string;
  name: string;
  email: string;
}

/** Names and e-mail of the token's owner (empty strings for what Facebook does not share). */
export async function fetchFacebookProfile(config: FacebookConfig, token: string): Promise<FacebookProfile> {
  const facebookId = await inspectFacebookToken(config, token);
  const me = (await graphCall(config, '/me', { fields: 'id,first_name,last_name,email', access_token: token })) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return { facebook_id: facebookId, firstname: text(me.first_name), name: text(me.last_name), email: text(me.email) };
}
