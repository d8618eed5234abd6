/**
 * The pages whose first screen the server writes (api/http/first-screens.ts), through the whole app with a
 * stand-in for the server render (`<dist>-ssr/entry-server.js`): the request's cookie banner choice reaches
 * the render, and such a page fetches its entry script at low priority without module preloads, since it
 * paints before any script. A page the server does not write keeps its preloads.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';

let t: TestContext;
const outside = mkdtempSync(path.join(os.tmpdir(), 'entraide-first-screens-'));
const dist = path.join(outside, 'dist');
const SHELL = `<!doctype html><html><head><title>Entraide</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react.js">
  </head><body><div id="root"></div><noscript>Activez JavaScript.</noscript></body></html>`;

beforeAll(async () => {
  mkdirSync(dist);
  mkdirSync(`${dist}-ssr`);
  writeFileSync(path.join(dist, 'index.html'), SHELL);
  writeFileSync(
    path.join(`${dist}-ssr`, 'entry-server.js'),
    'export async function renderFirstScreen(url, queries, consent) {\n' +
      '  return { html: `<main data-url="${new URL(url).pathname}" data-consent="${consent}"></main>`, queries: [] };\n}\n',
  );
  t = await startTestApp({ distDir: dist });
});
afterAll(async () => {
  await t?.close();
  rmSync(outside, { recursive: true, force: true });
});

async function page(pathname: string, cookie?: string) {
  const res = await t.request(pathname, { headers: { Accept: 'text/html', ...(cookie ? { Cookie: cookie } : {}) } });
  expect(res.status).toBe(200);
  return { text: await res.text(), vary: res.headers.get('vary') ?? '' };
}

describe('first screens written by the server', () => {
  it('are rendered with the cookie banner choice of the request, and vary with the cookie', async () => {
    const first = await page('/');
    expect(first.text).toContain('<main data-url="/" data-consent="null"></main>');
    expect(first.vary).toMatch(/Cookie/);
    expect((await page('/', 'theme=dark; cookie_consent=refused')).text).toContain('data-consent="refused"');
    expect((await page('/', 'cookie_consent=accepted')).text).toContain('data-consent="accepted"');
    expect((await page('/', 'cookie_consent=<script>')).text).toContain('data-consent="null"');
  });

  it('fetch their script at low priority, without module preloads or the script notice', async () => {
    const res = await page('/associations-partenaires-cagnotte-solidaire');
    expect(res.text).toContain('data-url="/associations-partenaires-cagnotte-solidaire"');
    expect(res.text).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index.js">');
    expect(res.text).not.toContain('modulepreload');
    expect(res.text).not.toContain('<noscript>');
  });

  it('leave a page they do not write as it was', async () => {
    const res = await page('/associations-partenaires-cagnotte-solidaire?q=sport');
    expect(res.text).toContain('<div id="root"></div>');
    expect(res.text).toContain('<link rel="modulepreload" crossorigin href="/assets/react.js">');
    expect(res.text).not.toContain('fetchpriority="low"');
  });
});
