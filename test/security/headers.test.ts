// The headers of every answer (API, PWA shell, uploads, errors): a CSP without inline
// script that lets the card form reach the provider's tokenization origin and nothing else, HSTS,
// nosniff, Referrer-Policy, no framing, and no caching of personal data. API answers
// (JSON) carry the short data policy (`default-src 'none'; frame-ancestors 'none'`) instead of the pages' one.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../app';
import { bearer, buildUser, signInAs } from '../factories';
import { contentSecurityPolicy } from '../../api/http/security-headers';
import { cardTokenizationOrigins } from '../../api/payments/card-tokenization';
import { apiRoutes, splitRoute } from './api-routes';

let t: TestContext;
let token: string;
beforeAll(async () => {
  const distDir = mkdtempSync(path.join(os.tmpdir(), 'entraide-headers-dist-'));
  writeFileSync(
    path.join(distDir, 'index.html'),
    '<!doctype html><html lang="fr"><head><title>Entraide</title></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>',
  );
  t = await startTestApp({ distDir });
  token = await signInAs(t.db.knex, t.clock, await buildUser(t.db.knex));
});
afterAll(() => t?.close());

/** The CSP as a map of directive -> sources. */
function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

/** What every answer carries: HSTS and nosniff, and a CSP that forbids framing and plugins. */
function expectCommonHeaders(res: Response, label: string): Record<string, string[]> {
  expect(res.headers.get('strict-transport-security'), label).toMatch(/^max-age=(\d+); includeSubDomains$/);
  expect(Number(/max-age=(\d+)/.exec(res.headers.get('strict-transport-security') ?? '')?.[1]), label).toBeGreaterThanOrEqual(31_536_000);
  expect(res.headers.get('x-content-type-options'), label).toBe('nosniff');
  const csp = directives(res.headers.get('content-security-policy') ?? '');
  expect(csp['frame-ancestors'], label).toEqual(["'none'"]);
  return csp;
}

/** Pages and the PWA's files: the page policy (scripts from the site only, no framing, no opener). */
function expectPageHeaders(res: Response, label: string): void {
  const csp = expectCommonHeaders(res, label);
  expect(res.headers.get('referrer-policy'), label).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('x-frame-options'), label).toBe('DENY');
  expect(res.headers.get('cross-origin-opener-policy'), label).toBe('same-origin');
  expect(res.headers.get('permissions-policy'), label).toMatch(/camera=\(\)/);
  expect(csp['script-src'], label).toEqual(["'self'"]);
  expect(csp['object-src'], label).toEqual(["'none'"]);
  expect(csp['base-uri'], label).toEqual(["'self'"]);
  expect(csp['default-src'], label).toEqual(["'self'"]);
}

/** API answers (JSON, never a page): nothing may load should one be opened as a document, nothing may frame it. */
function expectApiHeaders(res: Response, label: string): void {
  const csp = expectCommonHeaders(res, label);
  expect(res.headers.get('content-type'), label).toMatch(/^application\/json/);
  expect(csp['default-src'], label).toEqual(["'none'"]);
  expect(Object.keys(csp), label).toEqual(['default-src', 'frame-ancestors']);
}

describe('security headers', () => {
  it('come with the PWA shell, the site files and unknown paths (page policy), and the API, answers and errors (data policy)', async () => {
    const pages: Array<[string, Response]> = [
      ['shell', await t.request('/cagnotte/1', { headers: { Accept: 'text/html' } })],
      ['robots', await t.request('/robots.txt')],
      ['upload 404', await t.request('/uploads/absent.png')],
    ];
    for (const [label, res] of pages) expectPageHeaders(res, label);
    expect(pages[0]?.[1].headers.get('content-type')).toMatch(/text\/html/);
    const api: Array<[string, Response]> = [
      ['api', await t.request('/api/v1/health')],
      ['api 401', await t.request('/api/v1/user')],
      ['api 404', await t.request('/api/v1/nulle-part')],
      [
        'api 400',
        await t.request('/api/v1/user/auth', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"email":' }),
      ],
    ];
    for (const [label, res] of api) expectApiHeaders(res, label);
  });

  it('gives the API reference page a policy of its own: Redoc’s search worker from a blob, images from the site only', async () => {
    const res = await t.request('/api/v1/docs');
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = expectCommonHeaders(res, 'reference page');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['worker-src']).toEqual(["'self'", 'blob:']);
    expect(csp['img-src']).toEqual(["'self'", 'data:']);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    const shell = directives(
      (await t.request('/cagnotte/1', { headers: { Accept: 'text/html' } })).headers.get('content-security-policy') ?? '',
    );
    expect(shell['worker-src']).toEqual(["'self'"]);
  });

  it('lets the card form post to the sandbox’s tokenization origin only (connect-src, form-action)', async () => {
    const origins = cardTokenizationOrigins(t.deps.config);
    const res = await t.request('/cagnotte/1', { headers: { Accept: 'text/html' } });
    const csp = directives(res.headers.get('content-security-policy') ?? '');
    expect(csp['connect-src']).toEqual(["'self'", ...origins]);
    expect(csp['form-action']).toEqual(["'self'", ...origins]);
    // With Mangopay configured, its tokenizer's origin instead; without any, only 'self'.
    const live = directives(
      contentSecurityPolicy(
        cardTokenizationOrigins({
          PUBLIC_URL: 'https://entraide.example',
          SANDBOX_PORT: 8090,
          MANGOPAY_CLIENT_ID: 'c',
          MANGOPAY_API_KEY: 'k',
          MANGOPAY_BASE_URL: 'https://api.mangopay.com',
        }),
      ),
    );
    expect(live['connect-src']).toEqual(["'self'", 'https://*.payline.com']);
    expect(live['form-action']).toEqual(["'self'", 'https://*.payline.com']);
    expect(directives(contentSecurityPolicy([]))['connect-src']).toEqual(["'self'"]);
    for (const policy of [res.headers.get('content-security-policy') ?? '', contentSecurityPolicy(['https://*.payline.com'])]) {
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    }
  });

  it('keeps personal data out of every cache: the account, the dashboard, donations, the manager area', async () => {
    const personal = apiRoutes(t.deps)
      .map(splitRoute)
      .filter(({ method, template }) => method === 'GET' && /^\/(user|manager)(\/|$)|^\/cagnottes$/.test(template));
    expect(personal.map((r) => r.template)).toEqual(
      expect.arrayContaining(['/user', '/user/donations', '/user/subscriptions', '/user/export', '/cagnottes']),
    );
    for (const { template } of personal) {
      const res = await t.request(`/api/v1${template.replace(/:[A-Za-z_]+/g, '1')}`, { headers: bearer(token) });
      expect(res.headers.get('cache-control'), template).toBe('private, no-store');
    }
    const anonymous = await t.request('/api/v1/user/donations');
    expect(anonymous.headers.get('cache-control')).toBe('private, no-store');
  });

  it('lets public reference data be cached, but never an error', async () => {
    const assocs = await t.request('/api/v1/assoc_categories');
    expect(assocs.status).toBe(200);
    expect(assocs.headers.get('cache-control')).toMatch(/public/);
    const missing = await t.request('/api/v1/assocs/999999999');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
  });
});
