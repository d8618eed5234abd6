/**
 * Checks a Facebook access token with the Graph API's token inspection (`GET {base}/debug_token`,
 * authenticated with the app's `{app_id}|{app_secret}`): it must be valid, issued for our app, and
 * (when the caller names one) for that Facebook user. `fetchFacebookProfile` reads the person's names
 * and e-mail (`GET {base}/me`) to prefill the sign-up completion. The base URL and the credentials come
 * from the configuration; tests point it at a local stand-in.
 */
import type { Config } from '../config';
import { HttpError } from '../http/errors';

type FacebookConfig = Pick<Config, 'FACEBOOK_GRAPH_URL' | 'FACEBOOK_APP_ID' | 'FACEBOOK_APP_SECRET'>;

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

async function graphGet(config: FacebookConfig, path: string, params: Record<string, string>): Promise<unknown> {
  const url = new URL(path.replace(/^\//, ''), `${config.FACEBOOK_GRAPH_URL?.replace(/\/?$/, '/')}`);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch {
    throw new HttpError(502, [{ code: 'social_provider_error', detail: 'Facebook ne répond pas, veuillez réessayer plus tard' }]);
  }
  if (!response.ok) throw socialTokenRefused();
  return response.json();
}

/** The Facebook user id the token belongs to; throws 503 (not configured) or 401 (refused). */
export async function inspectFacebookToken(config: FacebookConfig, token: string, expectedUserId?: string): Promise<string> {
  if (!facebookEnabled(config)) throw socialLoginUnavailable();
  const body = (await graphGet(config, '/debug_token', {
    input_token: token,
    access_token: `${config.FACEBOOK_APP_ID}|${config.FACEBOOK_APP_SECRET}`,
  })) as { data?: { is_valid?: unknown; app_id?: unknown; user_id?: unknown } };
  const data = body?.data;
  const userId = data?.user_id === undefined ? '' : String(data.user_id);
  if (data?.is_valid !== true || String(data.app_id) !== config.FACEBOOK_APP_ID || !userId) throw socialTokenRefused();
  if (expectedUserId !== undefined && expectedUserId !== userId) throw socialTokenRefused();
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
  const me = (await graphGet(config, '/me', { fields: 'id,first_name,last_name,email', access_token: token })) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return { facebook_id: facebookId, firstname: text(me.first_name), name: text(me.last_name), email: text(me.email) };
}
