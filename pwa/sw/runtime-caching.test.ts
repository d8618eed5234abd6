/**
 * Which runtime cache answers which request: each rule is rebuilt from its source text, as
 * vite-plugin-pwa copies it into sw.js (a rule that used anything but its arguments would fail here as it
 * would in the service worker), and the first matching rule wins, as in Workbox.
 */
import { describe, expect, it } from 'vitest';
import { runtimeCaching } from './runtime-caching';

type Match = (context: { request: Request; url: URL; sameOrigin: boolean }) => boolean;

const ORIGIN = 'https://entraide.example';
const rules = runtimeCaching.map((rule) => ({
  cache: rule.options?.cacheName ?? `(${String(rule.handler)})`,
  handler: String(rule.handler),
  match: new Function(`return (${String(rule.urlPattern)});`)() as Match,
}));

type Ask = { mode?: RequestMode; method?: string; destination?: string; token?: boolean; origin?: string };

/** The cache that keeps the answer to this request, or the handler that answers it uncached. */
function whereKept(path: string, { mode = 'cors', method = 'GET', destination = '', token = false, origin = ORIGIN }: Ask = {}): string {
  const url = new URL(path, origin);
  const headers = new Headers(token ? { Authorization: 'Bearer abc.def' } : {});
  // A Request's mode and destination are the browser's to set: the rules only read them.
  const request = { method, mode, destination, headers, url: url.href } as unknown as Request;
  const rule = rules.find((candidate) => candidate.match({ request, url, sameOrigin: url.origin === ORIGIN }));
  if (!rule) return 'not handled';
  return rule.handler === 'NetworkOnly' ? 'network only' : rule.cache;
}

describe('the service worker runtime caching', () => {
  it('never keeps personal data: the caller’s account, pots, donations, receipts and the manager’s reads', () => {
    for (const path of [
      '/api/v1/user',
      '/api/v1/user/donations',
      '/api/v1/user/donations/5/cerfa',
      '/api/v1/user/receipts/annual?assoc_id=3&year=2025',
      '/api/v1/user/subscriptions?offset=0&limit=10',
      '/api/v1/cagnottes',
      '/api/v1/manager/charities?page=1',
      '/api/v1/manager/pots',
    ]) {
      expect(whereKept(path, { token: true }), path).toBe('network only');
      expect(whereKept(path), path).toBe('network only');
    }
  });

  it('keeps a pot read only when it is anonymous: a signed-in answer says what its reader may edit', () => {
    expect(whereKept('/api/v1/cagnottes/42')).toBe('pots');
    expect(whereKept('/api/v1/cagnottes/42', { token: true })).toBe('network only');
    expect(whereKept('/api/v1/cagnottes/42/participants')).toBe('network only');
  });

  it('leaves a pot’s live stream to the browser: no rule answers it, so the worker neither caches nor holds it', () => {
    expect(whereKept('/api/v1/cagnottes/42/live')).toBe('not handled');
    expect(whereKept('/api/v1/cagnottes/42/live', { token: true })).toBe('not handled');
    expect(whereKept('/api/v1/cagnottes/42/live?x=1')).toBe('not handled');
    // Only that path: the pot's other reads keep their rules.
    expect(whereKept('/api/v1/cagnottes/42/donations')).toBe('network only');
    expect(whereKept('/api/v1/cagnottes/42/live/more')).toBe('network only');
  });

  it('answers the directory’s pages and the reference data from the cache, refreshed behind', () => {
    expect(rules.find((rule) => rule.cache === 'directory')?.handler).toBe('StaleWhileRevalidate');
    for (const path of [
      '/api/v1/assocs?page=2&per_page=12',
      '/api/v1/assocs/7',
      '/api/v1/assoc_categories',
      '/api/v1/odds',
      '/api/v1/regions',
      '/api/v1/event_types',
      '/api/v1/site/links',
      '/countries.json',
    ]) {
      expect(whereKept(path), path).toBe('directory');
    }
    // The whole list is the PWA's own IndexedDB copy (fetched with its ETag), not kept twice.
    expect(whereKept('/api/v1/assocs')).toBe('network only');
  });

  it('keeps no write', () => {
    expect(whereKept('/api/v1/cagnottes/42', { method: 'POST' })).toBe('network only');
    expect(whereKept('/api/v1/assocs/filter', { method: 'POST' })).toBe('network only');
    expect(whereKept('/api/v1/donations', { method: 'POST', token: true })).toBe('network only');
  });

  it('keeps a pot page’s HTML network first with a short timeout, and the offline page as its fallback', () => {
    expect(whereKept('/participate/42', { mode: 'navigate' })).toBe('pot-pages');
    const rule = runtimeCaching.find((candidate) => candidate.options?.cacheName === 'pot-pages');
    expect(rule?.handler).toBe('NetworkFirst');
    expect(rule?.options?.networkTimeoutSeconds).toBeLessThanOrEqual(3);
    expect(rule?.options?.precacheFallback?.fallbackURL).toBe('/offline.html');
    // The pages under a pot (payment, tips) get the app shell, which says that paying needs a connection.
    expect(whereKept('/participate/42/payment', { mode: 'navigate' })).toBe('not handled');
  });

  it('keeps uploaded and demo images cache first, bounded in number and age, and no other upload', () => {
    expect(whereKept('/uploads/logos/ab12.webp', { destination: 'image' })).toBe('images');
    expect(whereKept('/demo/assocs/les-amis/logo.webp', { destination: 'image' })).toBe('images');
    expect(whereKept('/uploads/logos/statuts.pdf')).toBe('not handled');
    expect(whereKept('/uploads/logos/ab12.webp', { destination: 'image', origin: 'https://elsewhere.example' })).toBe('not handled');
    const images = runtimeCaching.find((candidate) => candidate.options?.cacheName === 'images');
    expect(images?.handler).toBe('CacheFirst');
    expect(images?.options?.expiration).toMatchObject({ maxEntries: 500, purgeOnQuotaError: true });
    expect(images?.options?.expiration?.maxAgeSeconds).toBeGreaterThan(0);
  });

  it('bounds every cache it fills', () => {
    for (const rule of runtimeCaching.filter((candidate) => candidate.handler !== 'NetworkOnly')) {
      expect(rule.options?.expiration?.maxEntries, String(rule.options?.cacheName)).toBeGreaterThan(0);
      expect(rule.options?.expiration?.maxAgeSeconds, String(rule.options?.cacheName)).toBeGreaterThan(0);
    }
  });
});
