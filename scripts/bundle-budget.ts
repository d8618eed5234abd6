/**
 * The performance budget (docs/performance.md), measured on a build: the JavaScript a page needs before it is
 * interactive (the entry chunk, the chunks it imports statically, the start-up modules main.tsx imports
 * before the first render, and the page's route chunks with their own static imports; code loaded later
 * is not counted), gzip-compressed. Read from Vite's
 * `.vite/manifest.json`, so it follows the chunk graph rather than file names.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { entryKey, readManifest, staticClosure, type ViteManifest } from '../api/http/vite-manifest';

const PUBLIC_LAYOUT = 'app/layouts/PublicLayout.tsx';
/** The public site's route table, loaded by the router before any public page (pwa/app/router.tsx). */
const ROUTE_TABLE = 'app/route-table.tsx';

/**
 * The pages budgeted, with their lazy route chunks (source paths as Vite's manifest names them). A page
 * with `ownStart` does not start on index.html's start-up modules but on these (main.tsx's pot page start,
 * without React Router: pwa/app/pot-start.tsx; its HTML leaves index.html's module preloads out).
 */
export const BUDGETED_PAGES: Array<{ page: string; routes: string[]; ownStart?: boolean }> = [
  {
    page: 'pot page /participate/{id}',
    routes: ['app/pot-start.tsx', 'features/pot-page/components/PotPage.tsx', 'app/render-app.tsx'],
    ownStart: true,
  },
  { page: 'home page /', routes: [ROUTE_TABLE, PUBLIC_LAYOUT, 'features/marketing/pages/HomePage.tsx'] },
  { page: 'directory', routes: [ROUTE_TABLE, PUBLIC_LAYOUT, 'features/directory/components/DirectoryPage.tsx'] },
];

/**
 * The target for the pot page, in gzip kB (1 kB = 1,000 bytes): issue 45's 120 kB, React included (150 kB,
 * React 19 and react-dom's figure, until then). The build says how far it still is.
 */
export const POT_PAGE_JS_TARGET_KB = 120;
/**
 * The limit the build enforces for the pot page, the strictest. A ratchet: lower it with every gain, never
 * raise it to let a regression in. With React's API on a smaller runtime (until 2026-11-27) it was 89 kB
 * (88.2 kB measured); React 19 and react-dom take the pot page to 148.6 kB on 2026-11-27, whose first screen the
 * server now writes (it paints and takes a gift before any script runs), so the script no longer stands
 * between a donor and the page (docs/performance.md). Issue 45 took it to 136.9 kB on 2026-11-29 (the public
 * site's route table and the page's parts below the first screen loaded apart), 137.3 kB with the server's
 * reachability signal in the start-up chunk (the 'Hors ligne' notice when the server cannot be reached), then
 * 106.6 kB on 2026-11-29 with the pot page started without React Router (pwa/app/pot-start.tsx: its own
 * small router until the first navigation, React Router fetched when idle; the target met).
 */
export const POT_PAGE_JS_LIMIT_KB = 107;
/**
 * The limit of the home page and the directory (143.1 and 148.4 kB on 2026-11-27): never below the pot page's.
 * Starting the pot page without React Router (-30.7 kB for the QR landing) put the navigation adapter and the
 * layouts in a file of their own that the site pages load too (+1.2 kB on 2026-11-29: home 149.2 kB, directory
 * 154,953 bytes, 47 bytes under this limit): the next addition to those pages needs a gain on them first.
 * On 2026-11-30 the outbox's reader and the footer's newsletter form left their start (−862 bytes on the
 * directory) for the last repeated pairs of pwa/ (issue 44): home 149,072 bytes, directory 154,474.
 */
export const SITE_PAGES_JS_LIMIT_KB = 155;

/**
 * The start-up modules index.html preloads (scripts/boot-preload-plugin.ts): main.tsx imports them, one
 * after the other, before any page renders, so every page needs them before it is interactive.
 */
export function bootPreloads(dist: string): string[] {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  return [...html.matchAll(/<link rel="modulepreload"[^>]*?href="\/([^"]+\.js)"/g)].map((match) => match[1]!);
}

/** The JavaScript files a page loads before it can run: the entry's closure, the start-up modules' and its routes'. */
export function criticalFiles(manifest: ViteManifest, routes: string[], boot: string[] = []): string[] {
  const keys = staticClosure(manifest, entryKey(manifest));
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  for (const file of boot) {
    const key = keyOfFile.get(file);
    if (!key) throw new Error(`index.html preloads ${file}, which the Vite manifest does not name`);
    staticClosure(manifest, key, keys);
  }
  for (const route of routes) {
    if (!manifest[route]) throw new Error(`route chunk ${route} is missing from the Vite manifest`);
    staticClosure(manifest, route, keys);
  }
  return [...keys].flatMap((key) => manifest[key]?.file ?? []).filter((file) => file.endsWith('.js'));
}

export function gzipSize(dist: string, file: string): number {
  return zlib.gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
}

export type PageBudget = { page: string; files: number; gzipBytes: number };

export function measurePages(dist: string): PageBudget[] {
  const manifest = readManifest(dist);
  const boot = bootPreloads(dist);
  return BUDGETED_PAGES.map(({ page, routes, ownStart }) => {
    const files = criticalFiles(manifest, routes, ownStart ? [] : boot);
    return { page, files: files.length, gzipBytes: files.reduce((sum, file) => sum + gzipSize(dist, file), 0) };
  });
}
