/**
 * The pot page's own style sheets, linked from its HTML so that the first screen the server writes
 * (pot-first-view.ts) paints styled before any script: without them the browser would learn of them only
 * when the lazy route's module loads. Its scripts are not preloaded: they would share the slow
 * connection with the banner (pot-page.renderer.ts, deferScripts). Read once from the build's manifest;
 * the entry's own files are left out, since index.html already links them. No manifest (tests,
 * `npm run dev`): no tags.
 */
import { entryKey, readManifest, staticClosure } from '../http/vite-manifest';

/** The pot page's lazy route module, as Vite's manifest names it. */
export const POT_PAGE_ROUTE = 'features/pot-page/components/PotPage.tsx';

export function potPagePreloadTags(distDir: string | undefined): string[] {
  if (!distDir) return [];
  let manifest;
  try {
    manifest = readManifest(distDir);
  } catch {
    return [];
  }
  if (!manifest[POT_PAGE_ROUTE]) return [];
  const shell = staticClosure(manifest, entryKey(manifest));
  const page = [...staticClosure(manifest, POT_PAGE_ROUTE)].filter((key) => !shell.has(key)).map((key) => manifest[key]!);
  return [...new Set(page.flatMap((chunk) => chunk.css ?? []))].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
}
