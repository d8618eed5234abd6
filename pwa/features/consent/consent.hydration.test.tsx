/**
 * The cookie banner in server-written pages: the server writes it when the request's cookie holds no
 * choice and leaves it out when it holds one; the browser, reading the same cookie, hydrates the same
 * markup. A choice kept only in storage (before the cookie existed) closes the banner right after
 * hydrating, and is copied into the cookie for the next page.
 */
import { act, Profiler, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consentFromCookies, type ConsentChoice } from '@domain/consent-cookie';
import { CookieBanner } from './CookieBanner';
import { CONSENT_STORAGE_KEY, consentStore, writeConsent } from './consent-store';
import { ServerConsentContext } from './useConsent';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Each commit of the banner's tree (React's Profiler): hydration is one. */
const commits = vi.fn();

const page = (): ReactNode => (
  <MemoryRouter>
    <Profiler id="cookie-banner" onRender={commits}>
      <CookieBanner />
    </Profiler>
  </MemoryRouter>
);

function serverHtml(choice: ConsentChoice | null): string {
  return renderToString(<ServerConsentContext value={choice}>{page()}</ServerConsentContext>);
}

const roots: Root[] = [];

async function hydrate(html: string) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const recoverable = vi.fn();
  await act(async () => {
    roots.push(hydrateRoot(container, page(), { onRecoverableError: recoverable }));
  });
  await act(async () => {});
  return { container, recoverable };
}

const banner = (root: ParentNode) => root.querySelector('section.cookie-banner');

function forgetEverything() {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  localStorage.clear();
  document.cookie = 'cookie_consent=; Max-Age=0; Path=/';
  consentStore.reset();
  document.body.innerHTML = '';
}

beforeEach(() => {
  forgetEverything();
  commits.mockClear();
});
afterEach(forgetEverything);

describe('the cookie banner in server-written pages', () => {
  it('is written for a first visit and hydrated as it is', async () => {
    const html = serverHtml(null);
    expect(html).toContain('Cookies et mesure d’audience');
    const { container, recoverable } = await hydrate(html);
    expect(recoverable).not.toHaveBeenCalled();
    expect(banner(container)).not.toBeNull();
  });

  // The store's state and the server's are the same object: React has nothing to render again once it has
  // hydrated (an equal copy made it re-render the whole page at once: blocking time on a slow phone).
  it.each([null, 'accepted', 'refused'] as const)('is hydrated in one commit, none after it (cookie: %s)', async (choice) => {
    if (choice) writeConsent(choice);
    consentStore.reset();
    const html = serverHtml(choice);
    commits.mockClear();
    const { recoverable } = await hydrate(html);
    expect(recoverable).not.toHaveBeenCalled();
    expect(commits.mock.calls.map(([, phase]) => phase as string)).toEqual(['mount']);
  });

  it('is left out when the cookie holds a choice, and the browser agrees', async () => {
    writeConsent('refused');
    consentStore.reset();
    expect(consentFromCookies(document.cookie)).toBe('refused');
    const html = serverHtml('refused');
    expect(html).not.toContain('cookie-banner');
    const { container, recoverable } = await hydrate(html);
    expect(recoverable).not.toHaveBeenCalled();
    expect(banner(container)).toBeNull();
  });

  it('closes right after hydrating when the choice was kept in storage only, and copies it into the cookie', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ choice: 'accepted', at: new Date().toISOString() }));
    const html = serverHtml(null); // the request carried no cookie
    expect(html).toContain('cookie-banner');
    const { container, recoverable } = await hydrate(html);
    expect(recoverable).not.toHaveBeenCalled();
    expect(banner(container)).toBeNull();
    expect(consentFromCookies(document.cookie)).toBe('accepted');
  });
});

describe('the consent cookie', () => {
  it('follows the stored choice and is forgotten with it after 13 months', async () => {
    const { readConsent } = await import('./consent-store');
    writeConsent('accepted');
    expect(consentFromCookies(document.cookie)).toBe('accepted');
    writeConsent('refused');
    expect(consentFromCookies(document.cookie)).toBe('refused');
    localStorage.setItem(CONSENT_STORAGE_KEY, 'pas du json');
    expect(readConsent()).toBeNull();
    expect(consentFromCookies(document.cookie)).toBeNull();
  });

  it('reads only its own values', () => {
    expect(consentFromCookies('a=1; cookie_consent=refused; b=2')).toBe('refused');
    expect(consentFromCookies('cookie_consent=maybe')).toBeNull();
    expect(consentFromCookies('xcookie_consent=accepted')).toBeNull();
    expect(consentFromCookies(undefined)).toBeNull();
  });
});
