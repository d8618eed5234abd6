/**
 * A build directory for tests that serve the PWA's HTML: the shell (pwa/index.html) and, when given, a
 * Vite manifest describing the chunks the renderers read. Removed by the caller (`rmSync`).
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ViteManifest } from '../api/http/vite-manifest';

export function makeDistDir(name: string, manifest?: ViteManifest): string {
  const distDir = mkdtempSync(path.join(os.tmpdir(), `entraide-${name}-`));
  writeFileSync(path.join(distDir, 'index.html'), readFileSync('pwa/index.html', 'utf8'));
  if (manifest) {
    mkdirSync(path.join(distDir, '.vite'));
    writeFileSync(path.join(distDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  }
  return distDir;
}
