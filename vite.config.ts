import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaManifest } from './pwa/sw/manifest';
import { runtimeCaching } from './pwa/sw/runtime-caching';
import { bootPreload } from './scripts/boot-preload-plugin';
import { precompress } from './scripts/precompress-plugin';
import { reactRouterProduction } from './pwa/router-production-alias';
import { shellChunks } from './pwa/shell-chunks';
import { pwaPathAlias } from './pwa/path-alias';

const outDir = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : fileURLToPath(new URL('./dist', import.meta.url));

/**
 * The server's render of the first screens (pwa/ssr/entry-server.tsx, `vite build --ssr`): the same
 * components, built for Node into `<dist>-ssr/`, which the API imports (api/http/first-screens.ts).
 * No service worker, compression or budget: those are the browser's.
 */
const ssrBuild = defineConfig({
  root: fileURLToPath(new URL('./pwa', import.meta.url)),
  resolve: { alias: [...pwaPathAlias, ...reactRouterProduction] },
  // Libraries bundled too: the output is imported from wherever the build was written (DIST_DIR).
  ssr: { noExternal: true, target: 'node' },
  build: {
    outDir: `${outDir}-ssr`,
    emptyOutDir: true,
    ssr: true,
    rolldownOptions: { input: fileURLToPath(new URL('./pwa/ssr/entry-server.tsx', import.meta.url)) },
  },
  plugins: [react()],
});

// The PWA lives in pwa/ and is built into dist/ at the repository root, which the Koa server
// serves on one port (with an SPA history fallback to dist/index.html and the API under /api/v1).
// The web app manifest and the service worker's runtime caching rules live in pwa/sw/.
export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? ssrBuild
    : {
        root: fileURLToPath(new URL('./pwa', import.meta.url)),
        publicDir: fileURLToPath(new URL('./public', import.meta.url)),
        // React Router's package exports only its development build (warnings, checks); the build takes the
        // production one it ships beside it, which saved ~10 ms of main thread on the pot page.
        resolve: { alias: [...pwaPathAlias, ...reactRouterProduction] },
        build: {
          outDir,
          emptyOutDir: true,
          // .vite/manifest.json: the chunk graph read by scripts/check-bundle-budget.ts after each build.
          manifest: true,
          // No preload links from Vite: its helper added a <link rel=modulepreload> to the head for every
          // module a dynamic import needed, at run time, each a fetch started on the main thread (a pot page
          // opened from a QR code: about 40 links, 13 ms of CPU in one start-up task, more on a slow phone).
          // index.html gets its start-up modules' hints from bootPreload below; other modules load through
          // the module graph, and from the HTTP cache once the service worker has precached every script
          // (docs/decisions/0453-no-runtime-preload-links.md).
          modulePreload: false,
          // One style sheet for the whole app (14 kB gzip) instead of one per chunk: the directory's first paint
          // waited for eight style sheets, each a round trip over HTTP/1.1 (docs/performance.md).
          cssCodeSplit: false,
          // Fewer, larger files for the first screens (pwa/shell-chunks.ts).
          rolldownOptions: { output: { codeSplitting: shellChunks } },
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
          bootPreload(), // index.html preloads main.tsx's start-up modules (scripts/boot-preload-plugin.ts)
          VitePWA({
            registerType: 'prompt', // the update prompt (pwa/app/service-worker.tsx) asks before activating
            injectRegister: false, // registered through workbox-window in our own code
            strategies: 'generateSW',
            includeManifestIcons: false, // already precached by globPatterns (avoids duplicate entries)
            manifest: pwaManifest,
            workbox: {
              // The app shell: every script and style (route chunks included, so the wizard and the directory
              // open offline), the HTML, offline.html and the icons. Demo images, uploads and the manifest's
              // screenshots (WebP) are not precached: a donor's first visit should not download them.
              globPatterns: ['**/*.{js,css,html,svg,png,woff2}', 'img/certifications/*.webp'],
              globIgnores: ['demo/**', 'uploads/**', 'screenshots/**', '.vite/**', 'img/certifications/*.svg'], // the badges are shown as WebP
              navigateFallback: '/index.html',
              // API calls and real files (sw.js, offline.html, countries.json...) are never answered by the shell.
              // Pot pages themselves (/participate/{id}) are rendered by the server (pwa/sw/runtime-caching.ts);
              // the pages below them (tips, payment...) get the shell, which says offline that paying needs a
              // connection (pwa/app/pwa/network-gate.ts).
              navigateFallbackDenylist: [/^\/api\//, /^\/uploads\//, /\/[^/?]+\.[^/]+$/, /^\/participate\/\d+\/?$/],
              cleanupOutdatedCaches: true,
              // Tells the app when the server stops answering (public/sw-reachability.js, pwa/lib/reachability.ts).
              importScripts: ['/sw-reachability.js'],
              runtimeCaching,
            },
          }),
          precompress(), // last: also compresses the sw.js written above
        ],
      },
);
