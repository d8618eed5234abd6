/**
 * Vite's build manifest (`dist/.vite/manifest.json`): which files each source module became and what
 * it imports. Read by the build's budget check (scripts/bundle-budget.ts) and by the HTML renderers that
 * name a page's own files (api/pots/pot-page-preload.ts, api/public-site/route-preload.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
export type ViteManifest = Record<string, ManifestChunk>;

export function readManifest(dist: string): ViteManifest {
  return JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
}

/** The build's manifest, or null without a build (tests, `npm run dev`) or without a manifest in it. */
export function readManifestIfBuilt(dist: string | undefined): ViteManifest | null {
  if (!dist) return null;
  try {
    return readManifest(dist);
  } catch {
    return null;
  }
}

/** The keys of `start` and every chunk it imports statically, transitively. */
export function staticClosure(manifest: ViteManifest, start: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[start];
  if (seen.has(start) || !chunk) return seen;
  seen.add(start);
  for (const key of chunk.imports ?? []) staticClosure(manifest, key, seen);
  return seen;
}

export function entryKey(manifest: ViteManifest): string {
  const key = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!key) throw new Error('no entry chunk in the Vite manifest');
  return key;
}

/** The HTML tags naming a built file: a style sheet linked, a module fetched ahead of its import. */
export const stylesheetLink = (file: string) => `<link rel="stylesheet" crossorigin href="/${file}">`;
export const modulePreloadLink = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`;

/** The script and style files of lazy `routes` and of their static imports, the entry's own left out. */
export function routeFiles(manifest: ViteManifest, routes: readonly string[]): { scripts: string[]; styles: string[] } {
  const shell = staticClosure(manifest, entryKey(manifest));
  const keys = new Set<string>();
  for (const route of routes) staticClosure(manifest, route, keys);
  const chunks = [...keys].filter((key) => !shell.has(key)).map((key) => manifest[key]!);
  return { scripts: [...new Set(chunks.map((chunk) => chunk.file))], styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))] };
}
