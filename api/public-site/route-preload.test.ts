/** The home page's and the directory's HTML name their route modules (largest paint under a slow 4G connection, docs/performance.md). */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';
import { makeDistDir } from '../../test/dist-dir';
import { loadConfig } from '../config';
import { routePreloadRenderer } from './route-preload';

// A build manifest: the layout and the pages share a chunk with each other, and one with the entry.
const distDir = makeDistDir('route-preload', {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_vendor.js'], css: ['assets/index-1.css'] },
  '_vendor.js': { file: 'assets/vendor-2.js' },
  '_shared.js': { file: 'assets/shared-3.js', imports: ['_vendor.js'], css: ['assets/shared-3.css'] },
  'app/layouts/PublicLayout.tsx': {
    file: 'assets/PublicLayout-4.js',
    isDynamicEntry: true,
    imports: ['_vendor.js', '_shared.js'],
    css: ['assets/PublicLayout-4.css'],
  },
  'features/marketing/pages/HomePage.tsx': {
    file: 'assets/HomePage-5.js',
    isDynamicEntry: true,
    imports: ['_shared.js'],
    css: ['assets/HomePage-5.css'],
  },
  'features/directory/components/DirectoryPage.tsx': { file: 'assets/DirectoryPage-6.js', isDynamicEntry: true, imports: ['_shared.js'] },
  'features/marketing/pages/PricingPage.tsx': { file: 'assets/PricingPage-7.js', isDynamicEntry: true },
  // The public site's route table, which the router loads before any public page (pwa/app/router.tsx).
  'app/route-table.tsx': { file: 'assets/route-table-8.js', isDynamicEntry: true, imports: ['_vendor.js'] },
});

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp({
    distDir,
    config: loadConfig({ NODE_ENV: 'test', PORT: '0', DATA_DIR: '.data/test', PUBLIC_URL: 'https://www.entraide.example' }),
  });
});
afterAll(async () => {
  await t.close();
  rmSync(distDir, { recursive: true, force: true });
});

async function head(pathname: string): Promise<string> {
  const res = await t.request(pathname, { headers: { Accept: 'text/html' } });
  expect(res.status).toBe(200);
  const html = await res.text();
  return html.slice(0, html.indexOf('</head>'));
}
const preloads = (html: string) =>
  [...html.matchAll(/<link rel="(modulepreload|stylesheet)" crossorigin href="([^"]+)">/g)].map((m) => `${m[1]} ${m[2]}`);

describe('route preloads in the HTML', () => {
  it('names the home page’s route table, layout and page modules, their shared chunk once, and their style sheets', async () => {
    expect(preloads(await head('/'))).toEqual([
      'stylesheet /assets/PublicLayout-4.css',
      'stylesheet /assets/shared-3.css',
      'stylesheet /assets/HomePage-5.css',
      'modulepreload /assets/route-table-8.js',
      'modulepreload /assets/PublicLayout-4.js',
      'modulepreload /assets/shared-3.js',
      'modulepreload /assets/HomePage-5.js',
    ]);
  });

  it('names the directory’s modules at both of its addresses, with or without a trailing slash', async () => {
    const expected = [
      'stylesheet /assets/PublicLayout-4.css',
      'stylesheet /assets/shared-3.css',
      'modulepreload /assets/route-table-8.js',
      'modulepreload /assets/PublicLayout-4.js',
      'modulepreload /assets/shared-3.js',
      'modulepreload /assets/DirectoryPage-6.js',
    ];
    expect(preloads(await head('/associations-partenaires-cagnotte-solidaire'))).toEqual(expected);
    expect(preloads(await head('/associations-partenaires-cagnotte-solidaire/'))).toEqual(expected);
    expect(preloads(await head('/assoc-partenaire'))).toEqual(expected);
  });

  it('leaves the entry’s own files out, and other pages as they were', async () => {
    const home = await head('/');
    expect(home).not.toContain('vendor-2.js');
    expect(home).not.toContain('index-1.css');
    const pricing = await head('/tarif-cagnotte-solidaire-mecenat-entreprise');
    expect(preloads(pricing)).toEqual([]);
    expect(pricing).toContain('<link rel="canonical"'); // the SEO renderer still ran
  });
});

describe('routePreloadRenderer', () => {
  it('adds nothing without a build manifest (tests, npm run dev), and keeps what the next renderer wrote', async () => {
    const render = routePreloadRenderer(path.join(distDir, 'missing'), (_path, html) => html.replace('<title>', '<title>Vu '));
    const html = '<html><head><title>Entraide</title></head><body></body></html>';
    expect(await render('/', html)).toBe('<html><head><title>Vu Entraide</title></head><body></body></html>');
  });

  it('does not name a file twice when the HTML already links it', async () => {
    const render = routePreloadRenderer(distDir, (_path, html) => html);
    const html = '<html><head><link rel="modulepreload" crossorigin href="/assets/shared-3.js"></head></html>';
    const out = await render('/', html);
    expect(out.match(/shared-3\.js/g)).toHaveLength(1);
    expect(out).toContain('<link rel="modulepreload" crossorigin href="/assets/HomePage-5.js">');
  });
});
