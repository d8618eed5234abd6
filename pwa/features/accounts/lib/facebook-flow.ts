// The browser side of Facebook login (authorization-code flow): the server gives the dialog's address
// with its `state` (and binds it to this browser with an HttpOnly cookie); the state is also kept in
// session storage with where the person started (sign-in page, older /login2, or the creation flow in
// its create or edit mode, with the query of that step).
// The dialog comes back to /login/facebook with a code and the state in the query, never a token.
import { startFacebook } from '../requests/social-requests';

export type FacebookStart = { from: 'default' | 'login2' | 'creation'; search: string; type?: string; flow?: 'create' | 'edit' };

const KEY = 'entraide_facebook_login';

/** Asks the server for a login attempt, then sends the browser to the dialog. */
export async function startFacebookLogin(start: FacebookStart): Promise<void> {
  const { dialog_url: dialogUrl } = await startFacebook();
  const state = new URL(dialogUrl).searchParams.get('state') ?? '';
  sessionStorage.setItem(KEY, JSON.stringify({ ...start, state }));
  window.location.assign(dialogUrl);
}

/** The code of a dialog answer in the query, when its state is the one this tab started (read once). */
export function readFacebookCallback(search: string): { code: string; state: string; start: FacebookStart } | null {
  const params = new URLSearchParams(search);
  const code = params.get('code');
  const state = params.get('state');
  if (!code || !state) return null;
  const stored = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  if (!stored) return null;
  const { state: expected, ...start } = JSON.parse(stored) as FacebookStart & { state: string };
  return expected === state ? { code, state, start } : null;
}

/** The completion page of a start. */
export function completionPath(start: FacebookStart): string {
  if (start.from === 'login2') return '/login2/facebook';
  if (start.from === 'creation') return `/${start.flow ?? 'create'}/${start.type ?? 'private'}/authenticate/facebook`;
  return '/login/facebook';
}
