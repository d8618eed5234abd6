/**
 * The pot page's own style sheets, linked from its HTML so that the first screen the server writes
 * (the first screen the server writes, api/http/first-screens.ts) paints styled before any script: without them the browser would learn of them only
 * when the lazy route's module loads. Its scripts are not preloaded: they would share the slow
 * connection with the banner (api/http/first-screens.ts, deferScripts). Read once from the build's manifest;
 * the entry's own files are left out, since index.html already links them. No manifest (tests,
 * `npm run dev`): no tags.
 */
import { readManifestIfBuilt, routeFiles, stylesheetLink } from '../http/vite-manifest';

/** The pot page's lazy route module, as Vite's manifest names it. */
export const POT_PAGE_ROUTE = 'features/pot-page/components/PotPage.tsx';

export function potPagePreloadTags(distDir: string | undefined): string[] {
  const manifest = readManifestIfBuilt(distDir);
  if (!manifest?.[POT_PAGE_ROUTE]) return [];
  return routeFiles(manifest, [POT_PAGE_ROUTE]).styles.map(stylesheetLink);
}
