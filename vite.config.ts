import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

// The PWA lives in pwa/ and is built into dist/ at the repository root, which the Koa server
// serves on one port (with an SPA history fallback to dist/index.html and the API under /api/v1).
const DAY = 24 * 60 * 60;

export default defineConfig({
  root: fileURLToPath(new URL('./pwa', import.meta.url)),
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  build: {
    outDir: process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
  },
  server: {
    // In development the API (and the files it serves) run on the Koa server.
    proxy: {
      '/api': 'http://localhost:8080',
      '/uploads': 'http://localhost:8080',
    },
  },
  plugins: [
    react(),
    VitePWA({
      registerType: 'prompt', // the update prompt (pwa/app/service-worker.tsx) asks before activating
      injectRegister: false, // registered through workbox-window in our own code
      strategies: 'generateSW',
      includeManifestIcons: false, // already precached by globPatterns (avoids duplicate entries)
      manifest: {
        id: '/',
        name: 'Entraide — cagnottes solidaires',
        short_name: 'Entraide',
        description:
          'Créez une cagnotte solidaire pour vos événements et reversez chaque don à une association partenaire.',
        lang: 'fr',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#eb3192',
        background_color: '#ffffff',
        categories: ['social', 'lifestyle'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The app shell (with offline.html and the icons). Demo charity images (public/demo/) are
        // large and cached at runtime instead.
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        globIgnores: ['demo/**', 'uploads/**'],
        navigateFallback: '/index.html',
        // API calls and real files (sw.js, offline.html, countries.json...) are never answered by the shell.
        navigateFallbackDenylist: [/^\/api\//, /^\/uploads\//, /\/[^/?]+\.[^/]+$/, /^\/participate\//],
        cleanupOutdatedCaches: true,
        // offline.html is precached: the pot issue uses it as `precacheFallback` for pages the server
        // renders itself (/participate/{id} with its inlined pot) when they cannot be reached.
        runtimeCaching: [
          {
            // Pot pages: the server writes the pot's tags and JSON into the page (fast first paint from a
            // QR code), so they are not answered by the cached shell. Network first; offline, the copy
            // kept from the last visit, else offline.html.
            urlPattern: ({ request, url, sameOrigin }) =>
              sameOrigin && request.mode === 'navigate' && url.pathname.startsWith('/participate/'),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'pot-pages',
              networkTimeoutSeconds: 4,
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 30, maxAgeSeconds: 7 * DAY },
              precacheFallback: { fallbackURL: '/offline.html' },
            },
          },
          {
            // Directory reads (GET only; the filter is a POST): the network first, so pages are fresh, and
            // this cache when the server cannot be reached. The PWA's own offline copy of the directory
            // lives in IndexedDB (pwa/features/directory/offline/), so the whole list (GET /assocs without
            // a page, fetched with the ETag of that copy) is not duplicated here.
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin &&
              !(url.pathname === '/api/v1/assocs' && !url.searchParams.has('page')) &&
              (/^\/api\/v1\/(assocs|assoc_categories|odds|regions|event_types)(\/|$)/.test(url.pathname) ||
                url.pathname === '/countries.json'),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'directory',
              networkTimeoutSeconds: 4,
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 200, maxAgeSeconds: 30 * DAY },
            },
          },
          {
            // Charity logos and banners (uploaded files and demo images).
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin && (url.pathname.startsWith('/uploads/') || url.pathname.startsWith('/demo/')),
            handler: 'CacheFirst',
            options: {
              // The directory also puts the charity logos and event images here after a visit
              // (pwa/features/directory/offline/sync-directory.ts, at most 400 at a time).
              cacheName: 'images',
              cacheableResponse: { statuses: [0, 200] },
              expiration: { maxEntries: 500, maxAgeSeconds: 30 * DAY },
            },
          },
          {
            // Public pot pages read by id: the pot issue fills in the offline pot page.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/api/v1/cagnottes/'),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'pots',
              networkTimeoutSeconds: 3,
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 50, maxAgeSeconds: 7 * DAY },
            },
          },
        ],
      },
    }),
  ],
});
