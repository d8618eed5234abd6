import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import type { ViteManifest } from '../api/http/vite-manifest';
import { bootPreloads, criticalFiles, measurePages } from './bundle-budget';

// A build as Vite writes it: the entry imports react-dom statically and the start-up modules dynamically
// (index.html's, and the pot page's own start); the pot page's route imports a shared chunk; the wizard is
// loaded later.
const manifest: ViteManifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_react-dom-1.js'],
    dynamicImports: ['app/boot-libraries.ts', 'app/pot-start.tsx', 'app/render-app.tsx', 'features/pot-wizard/Wizard.tsx'],
  },
  '_react-dom-1.js': { file: 'assets/react-dom-1.js' },
  'app/boot-libraries.ts': { file: 'assets/boot-libraries-1.js', isDynamicEntry: true, imports: ['_query-client-1.js', '_react-dom-1.js'] },
  '_query-client-1.js': { file: 'assets/query-client-1.js' },
  // The pot page's start without React Router (pwa/app/pot-start.tsx) and the first render.
  'app/pot-start.tsx': { file: 'assets/pot-start-1.js', isDynamicEntry: true, imports: ['_query-client-1.js'] },
  'app/render-app.tsx': { file: 'assets/render-app-1.js', isDynamicEntry: true, imports: ['_react-dom-1.js'] },
  '_router-1.js': { file: 'assets/router-1.js', imports: ['_react-dom-1.js'], css: ['assets/router-1.css'] },
  'features/pot-page/components/PotPage.tsx': {
    file: 'assets/PotPage-1.js',
    isDynamicEntry: true,
    imports: ['_shared-1.js'],
  },
  '_shared-1.js': { file: 'assets/shared-1.js' },
  'app/layouts/PublicLayout.tsx': { file: 'assets/PublicLayout-1.js', isDynamicEntry: true, imports: ['_router-1.js'] },
  // The public site's route table: the home page and the directory load it, the pot page does not.
  'app/route-table.tsx': { file: 'assets/route-table-1.js', isDynamicEntry: true, imports: ['_router-1.js'] },
  'features/marketing/pages/HomePage.tsx': { file: 'assets/HomePage-1.js', isDynamicEntry: true },
  'features/directory/components/DirectoryPage.tsx': { file: 'assets/DirectoryPage-1.js', isDynamicEntry: true, imports: ['_shared-1.js'] },
  'features/pot-wizard/Wizard.tsx': { file: 'assets/Wizard-1.js', isDynamicEntry: true },
};

const INDEX_HTML = `<!doctype html><html><head>
  <script type="module" crossorigin src="/assets/index-1.js"></script>
  <link rel="modulepreload" crossorigin href="/assets/react-dom-1.js">
  <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  <link rel="modulepreload" crossorigin="" href="/assets/boot-libraries-1.js">
  <link rel="modulepreload" crossorigin="" href="/assets/query-client-1.js">
  <link rel="modulepreload" crossorigin="" href="/assets/router-1.js">
</head><body><div id="root"></div></body></html>`;

let dist: string | undefined;
afterEach(() => {
  if (dist) rmSync(dist, { recursive: true, force: true });
  dist = undefined;
});

function makeBuild(html = INDEX_HTML): string {
  dist = mkdtempSync(path.join(os.tmpdir(), 'entraide-budget-'));
  mkdirSync(path.join(dist, '.vite'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(path.join(dist, 'index.html'), html);
  // Each file's content differs in length, so that a file counted twice or left out changes the sum.
  Object.values(manifest).forEach((chunk, i) =>
    writeFileSync(path.join(dist!, chunk.file), `export const x${i} = "${'a'.repeat(100 * (i + 1))}${i}";`),
  );
  return dist;
}

const gzip = (dir: string, file: string) => zlib.gzipSync(readFileSync(path.join(dir, file)), { level: 9 }).length;

describe('the JavaScript a page needs before it is interactive', () => {
  it('reads the start-up modules index.html preloads, scripts only', () => {
    expect(bootPreloads(makeBuild())).toEqual([
      'assets/react-dom-1.js',
      'assets/boot-libraries-1.js',
      'assets/query-client-1.js',
      'assets/router-1.js',
    ]);
  });

  it('counts the entry, the start-up modules with their imports, and the page’s routes, once each', () => {
    const files = criticalFiles(
      manifest,
      ['features/pot-page/components/PotPage.tsx'],
      ['assets/boot-libraries-1.js', 'assets/router-1.js'],
    );
    expect([...files].sort()).toEqual([
      'assets/PotPage-1.js',
      'assets/boot-libraries-1.js',
      'assets/index-1.js',
      'assets/query-client-1.js',
      'assets/react-dom-1.js',
      'assets/router-1.js',
      'assets/shared-1.js',
    ]);
  });

  it('leaves out what is loaded later (the wizard) and another page’s route', () => {
    const files = criticalFiles(
      manifest,
      ['app/layouts/PublicLayout.tsx', 'features/marketing/pages/HomePage.tsx'],
      ['assets/boot-libraries-1.js'],
    );
    expect(files).not.toContain('assets/Wizard-1.js');
    expect(files).not.toContain('assets/PotPage-1.js');
    expect(files).not.toContain('assets/shared-1.js');
    expect(files).toContain('assets/query-client-1.js');
  });

  it('measures each budgeted page as the sum of its files’ gzip sizes, the start-up modules included (the pot page’s own)', () => {
    const dir = makeBuild();
    const [pot, home, directory] = measurePages(dir);
    const sum = (files: string[]) => files.reduce((total, file) => total + gzip(dir, file), 0);
    const start = [
      'assets/index-1.js',
      'assets/react-dom-1.js',
      'assets/boot-libraries-1.js',
      'assets/query-client-1.js',
      'assets/router-1.js',
    ];
    // The pot page starts on its own modules, not on index.html's (the router and the libraries' task).
    const potStart = [
      'assets/index-1.js',
      'assets/react-dom-1.js',
      'assets/pot-start-1.js',
      'assets/query-client-1.js',
      'assets/render-app-1.js',
    ];
    expect(pot).toEqual({
      page: 'pot page /participate/{id}',
      files: 7,
      gzipBytes: sum([...potStart, 'assets/PotPage-1.js', 'assets/shared-1.js']),
    });
    const publicSite = ['assets/route-table-1.js', 'assets/PublicLayout-1.js'];
    expect(home).toEqual({ page: 'home page /', files: 8, gzipBytes: sum([...start, ...publicSite, 'assets/HomePage-1.js']) });
    expect(directory?.gzipBytes).toBe(sum([...start, ...publicSite, 'assets/DirectoryPage-1.js', 'assets/shared-1.js']));
  });

  it('refuses a preloaded file the manifest does not name, rather than leaving it out of the count', () => {
    const dir = makeBuild(INDEX_HTML.replace('router-1.js', 'router-2.js'));
    expect(() => measurePages(dir)).toThrow('index.html preloads assets/router-2.js, which the Vite manifest does not name');
  });
});
