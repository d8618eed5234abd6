/**
 * Vite's build manifest (`dist/.vite/manifest.json`): which files each source module became and what
 * it imports. Read by the build's budget check (scripts/bundle-budget.ts) and by the pot page's
 * renderer, which preloads the pot page's own chunks (api/pots/pot-page-preload.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export type ManifestChunk = { file: string; src?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] };
export type ViteManifest = Record<string, ManifestChunk>;

export function readManifest(dist: string): ViteManifest {
  return JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
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
