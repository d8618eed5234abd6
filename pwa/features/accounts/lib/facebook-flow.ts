// The browser side of Facebook login: the dialog is opened with a random `state` kept in session
// storage with where the person started (sign-in page, older /login2, or the creation flow), and the
// dialog comes back to /login/facebook with the access token in the URL fragment.

export type FacebookStart = { from: 'default' | 'login2' | 'creation'; search: string; type?: string };

const KEY = 'entraide_facebook_login';

export function facebookCallbackUrl(): string {
  return `${window.location.origin}/login/facebook`;
}

/** Sends the browser to the login dialog. */
export function startFacebookLogin(dialogUrl: string, appId: string, start: FacebookStart): void {
  const state = crypto.randomUUID();
  sessionStorage.setItem(KEY, JSON.stringify({ ...start, state }));
  const url = new URL(dialogUrl);
  url.searchParams.set('client_id', appId);
  url.searchParams.set('redirect_uri', facebookCallbackUrl());
  url.searchParams.set('response_type', 'token');
  url.searchParams.set('scope', 'email');
  url.searchParams.set('state', state);
  window.location.assign(url.toString());
}

/** The token of a dialog answer in the fragment, when its state is ours (read once). */
export function readFacebookCallback(hash: string): { token: string; start: FacebookStart } | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const token = params.get('access_token');
  if (!token) return null;
  const stored = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  if (!stored) return null;
  const start = JSON.parse(stored) as FacebookStart & { state: string };
  return start.state === params.get('state') ? { token, start } : null;
}

/** The completion page of a start. */
export function completionPath(start: FacebookStart): string {
  if (start.from === 'login2') return '/login2/facebook';
  if (start.from === 'creation') return `/create/${start.type ?? 'private'}/authenticate/facebook`;
  return '/login/facebook';
}
