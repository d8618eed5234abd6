/**
 * The pot page's own chunks, preloaded from its HTML: without them the browser learns of the lazy
 * route's files only after the entry script ran (entry, then route, then paint: three round trips
 * under a slow connection). Read once from the build's manifest; the entry's own files are left out,
 * since index.html already loads them. No manifest (tests, `npm run dev`): no tags.
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
  const scripts = page.filter((chunk) => chunk.file.endsWith('.js')).map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk.file}">`);
  const styles = [...new Set(page.flatMap((chunk) => chunk.css ?? []))].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
  return [...styles, ...scripts];
}
