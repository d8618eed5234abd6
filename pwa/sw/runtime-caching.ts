/**
 * The service worker's runtime caching, one rule per kind of request (first match wins). Read by
 * vite.config.ts; vite-plugin-pwa writes these rules into the generated sw.js, so each `urlPattern`
 * function is copied as text: it may use its arguments and literals only, nothing from this module.
 *
 * Never cached: authenticated personal data (dashboards, donations, profiles, receipts, `/user/*`, the
 * caller's pots, anything the manager reads) and any API read sent with an Authorization header,
 * except the directory's public lists. The caches are shared by everyone using the device.
 */
import type { RuntimeCaching } from 'workbox-build';

const DAY = 24 * 60 * 60;

type WorkerReachability = { failed(error: unknown): void; succeeded(): void };

/**
 * Tells the app whether the server answers (public/sw-reachability.js, imported by the worker): a page
 * answered from a cache would otherwise never know that the network fetch behind it failed. Copied as
 * text into sw.js like the patterns: its functions use their arguments and the worker's global only.
 */
export const reachabilityPlugin = {
  fetchDidFail: ({ error }: { error?: unknown }) => {
    (globalThis as { entraideReachability?: WorkerReachability }).entraideReachability?.failed(error);
    return Promise.resolve();
  },
  // Only an answer that cannot come from the browser's HTTP cache proves the server answers (the app's
  // probe and the directory's sync send 'no-store'): a cached copy answers while the server is away.
  fetchDidSucceed: ({ request, response }: { request: Request; response: Response }) => {
    if (['no-store', 'no-cache', 'reload'].includes(request.cache))
      (globalThis as { entraideReachability?: WorkerReachability }).entraideReachability?.succeeded();
    return Promise.resolve(response);
  },
};

/**
 * The options of a pot's network-first rule: the network for 3 seconds, then the copy kept (answers
 * of 200 only, for 7 days, dropped first when the device runs out of room).
 */
function networkFirst(cacheName: string, maxEntries: number) {
  return {
    cacheName,
    networkTimeoutSeconds: 3,
    cacheableResponse: { statuses: [200] },
    expiration: { maxEntries, maxAgeSeconds: 7 * DAY, purgeOnQuotaError: true },
    plugins: [reachabilityPlugin],
  };
}

export const runtimeCaching: RuntimeCaching[] = [
  {
    // Pot pages: the server writes the pot's tags and JSON into the page (fast first paint from a
    // QR code), so they are not answered by the cached shell. Network first with a short timeout;
    // offline, the copy kept from the last visit, else offline.html ("page not available offline").
    urlPattern: ({ request, url, sameOrigin }) => sameOrigin && request.mode === 'navigate' && /^\/participate\/\d+\/?$/.test(url.pathname),
    handler: 'NetworkFirst',
    options: { ...networkFirst('pot-pages', 30), precacheFallback: { fallbackURL: '/offline.html' } },
  },
  {
    // Public pot reads by id (anonymous only: a signed-in caller's answer says what they may edit).
    urlPattern: ({ request, url, sameOrigin }) =>
      sameOrigin && request.method === 'GET' && !request.headers.has('Authorization') && /^\/api\/v1\/cagnottes\/\d+$/.test(url.pathname),
    handler: 'NetworkFirst',
    options: networkFirst('pots', 50),
  },
  {
    // The directory's pages and the reference data (categories, goals, regions, event types,
    // countries): public, the same for everyone, so a cached copy answers at once and is refreshed
    // behind it. The whole list (GET /assocs without a page) is kept by the PWA itself in IndexedDB
    // (pwa/lib/charities/offline/), fetched with the ETag of that copy: not duplicated here.
    urlPattern: ({ request, url, sameOrigin }) =>
      sameOrigin &&
      request.method === 'GET' &&
      !(url.pathname === '/api/v1/assocs' && !url.searchParams.has('page')) &&
      (/^\/api\/v1\/(assocs|assoc_categories|odds|regions|event_types|site\/links)(\/|$)/.test(url.pathname) ||
        url.pathname === '/countries.json'),
    handler: 'StaleWhileRevalidate',
    options: {
      cacheName: 'directory',
      cacheableResponse: { statuses: [200] },
      expiration: { maxEntries: 200, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true },
      plugins: [reachabilityPlugin],
    },
  },
  {
    // Images: uploaded banners and logos (re-encoded by the server, so each file is bounded) and the
    // demo charity images. Cache first, at most 500 files for 30 days, dropped first if the device
    // runs out of room. Receipts and other uploads that are not images are never matched.
    urlPattern: ({ request, url, sameOrigin }) =>
      sameOrigin &&
      (request.destination === 'image' || /\.(webp|avif|png|jpe?g|gif|svg)$/i.test(url.pathname)) &&
      (url.pathname.startsWith('/uploads/') || url.pathname.startsWith('/demo/') || url.pathname.startsWith('/screenshots/')),
    handler: 'CacheFirst',
    options: {
      // The directory also puts the charity logos and event images here after a visit
      // (pwa/lib/charities/offline/sync-directory.ts, at most 400 at a time).
      cacheName: 'images',
      cacheableResponse: { statuses: [0, 200] },
      expiration: { maxEntries: 500, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true },
    },
  },
  {
    // Everything else of the API (personal data, writes, payments): the network only, never stored.
    // Except a pot's live stream (GET /api/v1/cagnottes/{id}/live, Server-Sent Events): no rule matches
    // it, so the service worker does not answer it at all and the browser holds the stream itself (a
    // worker answering it would keep it in its own fetch, and workbox would buffer or time it out).
    urlPattern: ({ url, sameOrigin }) =>
      sameOrigin && url.pathname.startsWith('/api/') && !/^\/api\/v1\/cagnottes\/\d+\/live$/.test(url.pathname),
    handler: 'NetworkOnly',
    options: { plugins: [reachabilityPlugin] },
  },
];
