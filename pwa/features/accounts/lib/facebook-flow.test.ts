import { afterEach, describe, expect, it, vi } from 'vitest';
import { completionPath, readFacebookCallback, startFacebookLogin } from './facebook-flow';

afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

const DIALOG =
  'https://dialog.example/oauth?client_id=42&redirect_uri=https%3A%2F%2Fentraide.example%2Flogin%2Ffacebook&response_type=code&scope=email';

/** The API's start answers a dialog address with a new state each time. */
function fakeStart() {
  let n = 0;
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify({ dialog_url: `${DIALOG}&state=etat-${++n}` }), { headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('the Facebook dialog round trip (authorization code)', () => {
  it('asks the API for the dialog, goes there as answered, and accepts only that state back', async () => {
    const fetch = fakeStart();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    await startFacebookLogin({ from: 'login2', search: '?jackpot=7' });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect([url, init.method]).toEqual(['/api/v1/auth/facebook/start', 'POST']);
    expect(assign).toHaveBeenCalledWith(`${DIALOG}&state=etat-1`);

    expect(readFacebookCallback('?code=abc&state=autre')).toBeNull();
    await startFacebookLogin({ from: 'login2', search: '?jackpot=7' });
    expect(readFacebookCallback('?state=etat-2')).toBeNull(); // no code (the person cancelled)
    await startFacebookLogin({ from: 'login2', search: '?jackpot=7' });
    expect(readFacebookCallback('?code=abc&state=etat-3')).toEqual({
      code: 'abc',
      state: 'etat-3',
      start: { from: 'login2', search: '?jackpot=7' },
    });
    expect(readFacebookCallback('?code=abc&state=etat-3')).toBeNull(); // read once
  });

  it('knows each start’s completion page', () => {
    expect(completionPath({ from: 'default', search: '' })).toBe('/login/facebook');
    expect(completionPath({ from: 'login2', search: '' })).toBe('/login2/facebook');
    expect(completionPath({ from: 'creation', search: '', type: 'company' })).toBe('/create/company/authenticate/facebook');
    expect(completionPath({ from: 'creation', search: '', type: 'private', flow: 'edit' })).toBe('/edit/private/authenticate/facebook');
  });
});
