/**
 * `POST /cookie-choice`: the cookie banner's form, answered while the page's script has not run. The
 * choice goes into the consent cookie for 13 months and the visitor back to the page; a form on another
 * site, a choice that is neither, and a way back off the site are refused or ignored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

function post(form: Record<string, string>, headers: Record<string, string> = {}) {
  return t.request('/cookie-choice', {
    method: 'POST',
    body: new URLSearchParams(form).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    redirect: 'manual',
  });
}

describe('POST /cookie-choice', () => {
  it('keeps the choice in the consent cookie for 13 months and sends the visitor back to the page', async () => {
    const res = await post({ choice: 'refused', back: '/associations-partenaires-cagnotte-solidaire?page=2' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/associations-partenaires-cagnotte-solidaire?page=2');
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^cookie_consent=refused; Expires=[^;]+; Path=\/; SameSite=Lax$/);
    // 13 months after the test clock's 22 November 2026.
    expect(new Date(/Expires=([^;]+)/.exec(cookie)![1]!).toISOString().slice(0, 10)).toBe('2027-12-22');
    const accepted = await post({ choice: 'accepted', back: '/' }, { Origin: new URL(t.deps.config.PUBLIC_URL).origin });
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get('set-cookie')).toMatch(/^cookie_consent=accepted;/);
  });

  it('refuses a form posted from another site', async () => {
    const foreign: Array<Record<string, string>> = [{ Origin: 'https://ailleurs.example' }, { 'Sec-Fetch-Site': 'cross-site' }];
    for (const headers of foreign) {
      const res = await post({ choice: 'accepted', back: '/' }, headers);
      expect(res.status).toBe(403);
      expect(res.headers.get('set-cookie')).toBeNull();
      expect((await res.json()).errors[0]).toMatchObject({ code: 'cross_site_choice' });
    }
  });

  it('refuses anything but a choice, with the API’s error shape', async () => {
    for (const choice of ['', 'maybe', 'accepted; Path=/evil']) {
      const res = await post({ choice, back: '/' });
      expect(res.status).toBe(400);
      expect(res.headers.get('set-cookie')).toBeNull();
      expect((await res.json()).errors[0]).toMatchObject({ code: 'invalid_choice', detail: 'Choisissez « Accepter » ou « Refuser ».' });
    }
  });

  it('sends a way back that leaves the site to the home page', async () => {
    for (const back of [
      '//ailleurs.example/',
      'https://ailleurs.example/',
      '/\\ailleurs.example',
      'javascript:alert(1)',
      '/a\r\nSet-Cookie: x=1',
    ]) {
      const res = await post({ choice: 'refused', back });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/');
    }
  });
});
