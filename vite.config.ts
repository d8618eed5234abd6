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
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
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
        navigateFallbackDenylist: [/^\/api\//, /^\/uploads\//, /\/[^/?]+\.[^/]+$/],
        cleanupOutdatedCaches: true,
        // offline.html is precached: the pot issue uses it as `precacheFallback` for pages the server
        // renders itself (/participate/{id} with its inlined pot) when they cannot be reached.
        runtimeCaching: [
          {
            // Directory reference data: the directory issue fills in the screens that read it.
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin &&
              (/^\/api\/v1\/(assocs|assoc_categories|odds|regions|event_types)(\/|$)/.test(url.pathname) ||
                url.pathname === '/countries.json'),
            handler: 'StaleWhileRevalidate',
            options: {
              cacheName: 'directory',
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
              cacheName: 'images',
              cacheableResponse: { statuses: [0, 200] },
              expiration: { maxEntries: 300, maxAgeSeconds: 30 * DAY },
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
