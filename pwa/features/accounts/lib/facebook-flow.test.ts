import { afterEach, describe, expect, it, vi } from 'vitest';
import { completionPath, readFacebookCallback, startFacebookLogin } from './facebook-flow';

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('the Facebook dialog round trip', () => {
  it('opens the dialog with our app, callback and a state, and accepts only that state back', () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, origin: 'https://entraide.example', assign });
    startFacebookLogin('https://dialog.example/oauth', '42', { from: 'login2', search: '?jackpot=7' });
    const url = new URL(assign.mock.calls[0]?.[0] as string);
    expect(url.origin + url.pathname).toBe('https://dialog.example/oauth');
    expect(url.searchParams.get('client_id')).toBe('42');
    expect(url.searchParams.get('redirect_uri')).toBe('https://entraide.example/login/facebook');
    expect(url.searchParams.get('response_type')).toBe('token');
    const state = url.searchParams.get('state') ?? '';

    expect(readFacebookCallback(`#access_token=abc&state=autre`)).toBeNull();
    startFacebookLogin('https://dialog.example/oauth', '42', { from: 'login2', search: '?jackpot=7' });
    const again = new URL(assign.mock.calls[1]?.[0] as string).searchParams.get('state');
    expect(again).not.toBe(state);
    expect(readFacebookCallback(`#access_token=abc&state=${again}`)).toEqual({ token: 'abc', start: { from: 'login2', search: '?jackpot=7', state: again } });
    expect(readFacebookCallback(`#access_token=abc&state=${again}`)).toBeNull(); // read once
    vi.unstubAllGlobals();
  });

  it('knows each start’s completion page', () => {
    expect(completionPath({ from: 'default', search: '' })).toBe('/login/facebook');
    expect(completionPath({ from: 'login2', search: '' })).toBe('/login2/facebook');
    expect(completionPath({ from: 'creation', search: '', type: 'company' })).toBe('/create/company/authenticate/facebook');
  });
});
