/**
 * The lazy route modules a public page needs before it can paint, named in its HTML (issue 10: LCP under
 * slow 4G). The home page and the directory paint from their script: without these tags the browser
 * learns of the public layout's and the page's modules only when the router has started, then of their
 * imports one round trip later. The scripts get `modulepreload` (fetched, not run) and the style sheets
 * are linked, so they arrive with the start-up modules that index.html already preloads
 * (scripts/boot-preload-plugin.ts). Files already named in the HTML are left out. No build manifest
 * (tests, `npm run dev`): no tags.
 */
import { DIRECTORY_ALIAS_PATH, DIRECTORY_PATH } from '../../domain/directory-paths';
import { entryKey, readManifest, staticClosure, type ViteManifest } from '../http/vite-manifest';

type Renderer = (path: string, html: string) => string | Promise<string>;

const PUBLIC_LAYOUT = 'app/layouts/PublicLayout.tsx';
const DIRECTORY_PAGE = 'features/directory/components/DirectoryPage.tsx';

/** Path → the route modules (Vite manifest keys) its first render loads. */
export const PRELOADED_ROUTES: Readonly<Record<string, readonly string[]>> = {
  '/': [PUBLIC_LAYOUT, 'features/marketing/pages/HomePage.tsx'],
  [DIRECTORY_PATH]: [PUBLIC_LAYOUT, DIRECTORY_PAGE],
  [DIRECTORY_ALIAS_PATH]: [PUBLIC_LAYOUT, DIRECTORY_PAGE],
};

/** The script and style files of `routes` and of their static imports, the entry's own left out. */
export function routeFiles(manifest: ViteManifest, routes: readonly string[]): { scripts: string[]; styles: string[] } {
  const shell = staticClosure(manifest, entryKey(manifest));
  const keys = new Set<string>();
  for (const route of routes) staticClosure(manifest, route, keys);
  const chunks = [...keys].filter((key) => !shell.has(key)).map((key) => manifest[key]!);
  return { scripts: [...new Set(chunks.map((chunk) => chunk.file))], styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))] };
}

function readTags(distDir: string | undefined): Map<string, { scripts: string[]; styles: string[] }> {
  const byPath = new Map<string, { scripts: string[]; styles: string[] }>();
  if (!distDir) return byPath;
  let manifest: ViteManifest;
  try {
    manifest = readManifest(distDir);
  } catch {
    return byPath;
  }
  for (const [path, routes] of Object.entries(PRELOADED_ROUTES)) {
    if (routes.every((route) => manifest[route])) byPath.set(path, routeFiles(manifest, routes));
  }
  return byPath;
}

/** Adds the route's preloads to the HTML of the paths above; every HTML goes through `next` first. */
export function routePreloadRenderer(distDir: string | undefined, next: Renderer): Renderer {
  let tags: ReturnType<typeof readTags> | undefined;
  return async (path, html) => {
    const rendered = await next(path, html);
    tags ??= readTags(distDir);
    const files = tags.get(path.length > 1 ? path.replace(/\/+$/, '') : path);
    if (!files) return rendered;
    const links = [
      ...files.styles.filter((file) => !rendered.includes(`/${file}"`)).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
      ...files.scripts.filter((file) => !rendered.includes(`/${file}"`)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ];
    return rendered.replace(/[ \t]*<\/head>/, () => `${links.map((link) => `    ${link}\n`).join('')}  </head>`);
  };
}
