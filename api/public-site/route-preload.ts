/**
 * The lazy route modules a public page needs before it can paint, named in its HTML (largest paint under slow
 * 4G, docs/performance.md). The home page and the directory paint from their script: without these tags the browser
 * learns of the public layout's and the page's modules only when the router has started, then of their
 * imports one round trip later. The scripts get `modulepreload` (fetched, not run) and the style sheets
 * are linked, so they arrive with the start-up modules that index.html already preloads
 * (scripts/boot-preload-plugin.ts). Files already named in the HTML are left out. No build manifest
 * (tests, `npm run dev`): no tags. When the server writes the page's first screen (api/http/first-screens.ts),
 * the page paints before its scripts: the style sheets stay and the module preloads are taken out again.
 */
import { DIRECTORY_ALIAS_PATH, DIRECTORY_PATH } from '../../domain/directory-paths';
import { modulePreloadLink, readManifestIfBuilt, routeFiles, stylesheetLink } from '../http/vite-manifest';

type Renderer = (path: string, html: string) => string | Promise<string>;

const PUBLIC_LAYOUT = 'app/layouts/PublicLayout.tsx';
const DIRECTORY_PAGE = 'features/directory/components/DirectoryPage.tsx';
/** The public site's route table, which the router loads before any public page (pwa/app/router.tsx). */
const ROUTE_TABLE = 'app/route-table.tsx';

/** Path → the route modules (Vite manifest keys) its first render loads. */
export const PRELOADED_ROUTES: Readonly<Record<string, readonly string[]>> = {
  '/': [ROUTE_TABLE, PUBLIC_LAYOUT, 'features/marketing/pages/HomePage.tsx'],
  [DIRECTORY_PATH]: [ROUTE_TABLE, PUBLIC_LAYOUT, DIRECTORY_PAGE],
  [DIRECTORY_ALIAS_PATH]: [ROUTE_TABLE, PUBLIC_LAYOUT, DIRECTORY_PAGE],
};

function readFilesByPath(distDir: string | undefined): Map<string, ReturnType<typeof routeFiles>> {
  const byPath = new Map<string, ReturnType<typeof routeFiles>>();
  const manifest = readManifestIfBuilt(distDir);
  if (!manifest) return byPath;
  for (const [path, routes] of Object.entries(PRELOADED_ROUTES)) {
    if (routes.every((route) => manifest[route])) byPath.set(path, routeFiles(manifest, routes));
  }
  return byPath;
}

/** Adds the route's preloads to the HTML of the paths above; every HTML goes through `next` first. */
export function routePreloadRenderer(distDir: string | undefined, next: Renderer): Renderer {
  let filesByPath: ReturnType<typeof readFilesByPath> | undefined;
  return async (path, html) => {
    const rendered = await next(path, html);
    filesByPath ??= readFilesByPath(distDir);
    const files = filesByPath.get(path.length > 1 ? path.replace(/\/+$/, '') : path);
    if (!files) return rendered;
    const links = [
      ...files.styles.filter((file) => !rendered.includes(`/${file}"`)).map(stylesheetLink),
      ...files.scripts.filter((file) => !rendered.includes(`/${file}"`)).map(modulePreloadLink),
    ];
    return rendered.replace(/[ \t]*<\/head>/, () => `${links.map((link) => `    ${link}\n`).join('')}  </head>`);
  };
}
