/** GET /participate/{id} as HTML: meta tags, inlined pot JSON and banner preload in the first answer. */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';
import { makeDistDir } from '../../test/dist-dir';
import { bearer, buildUser, signInAs } from '../../test/factories';
import { loadConfig } from '../config';
import { DIRECTORY_PATH } from '../../domain/directory-paths';
import { DIRECTORY_CACHE_CONTROL, POT_CACHE_CONTROL } from '../http/shared-cache';
import { realImage } from './testing/image-fixtures';
import { potBody, referenceIds } from './testing/pot-factories';

const ORIGIN = 'https://www.entraide.example';
// A build manifest: the pot page's route chunk imports the shell's vendor chunk and one of its own.
const distDir = makeDistDir('pot-page', {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_vendor.js'] },
  '_vendor.js': { file: 'assets/vendor-2.js' },
  '_money.js': { file: 'assets/money-3.js', imports: ['_vendor.js'] },
  'features/pot-page/components/PotPage.tsx': {
    file: 'assets/PotPage-4.js',
    isDynamicEntry: true,
    imports: ['_vendor.js', '_money.js'],
    css: ['assets/PotPage-5.css'],
  },
});

// The PWA's server render (built by `vite build --ssr` beside the build, api/http/first-screens.ts) stands
// here as a module that writes what it was given: the page's address and the queries' data.
mkdirSync(`${distDir}-ssr`, { recursive: true });
writeFileSync(
  `${distDir}-ssr/entry-server.js`,
  `export async function renderFirstScreen(url, queries) {
    const given = JSON.stringify({ url, queries }).replace(/</g, '\\u003c');
    return { html: '<main id="contenu"><script type="application/json" id="given">' + given + '</script></main>', queries: { queries: [] } };
  }`,
);

let t: TestContext;
let token: string;
let ids: Awaited<ReturnType<typeof referenceIds>>;
beforeAll(async () => {
  t = await startTestApp({ distDir, config: loadConfig({ NODE_ENV: 'test', PORT: '0', DATA_DIR: '.data/test', PUBLIC_URL: ORIGIN }) });
  ids = await referenceIds(t.db.knex);
  token = await signInAs(t.db.knex, t.clock, await buildUser(t.db.knex, { email: 'organisateur.cache@exemple.fr' }));
});
afterAll(async () => {
  await t.close();
  rmSync(distDir, { recursive: true, force: true });
  rmSync(`${distDir}-ssr`, { recursive: true, force: true });
});

async function newPot(overrides: Record<string, unknown> = {}): Promise<number> {
  const body = potBody({ event: ids.privateEvent, charity: ids.charity }, overrides);
  const res = await t.request('/api/v1/user/cagnottes', { method: 'POST', json: { charity_pot: body }, headers: bearer(token) });
  return (await res.json()).id;
}
async function page(pathname: string): Promise<string> {
  const res = await t.request(pathname, { headers: { Accept: 'text/html' } });
  expect(res.status).toBe(200);
  // A CDN may keep the pot page and the directory a few seconds (api/http/shared-cache.ts); other shells are revalidated.
  const expected = /^\/participate\/\d+\/?$/.test(pathname)
    ? POT_CACHE_CONTROL
    : pathname.startsWith(DIRECTORY_PATH)
      ? DIRECTORY_CACHE_CONTROL
      : 'no-cache';
  expect(res.headers.get('cache-control')).toBe(expected);
  return res.text();
}
const meta = (html: string, attr: string, name: string) => new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(html)?.[1];
const inlined = (html: string) =>
  JSON.parse(/<script type="application\/json" id="pot-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null');

describe('GET /participate/{id} (HTML)', () => {
  it('links the pot page’s own style sheets, preloads none of its scripts and fetches the entry at low priority', async () => {
    const html = await page(`/participate/${await newPot()}`);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/PotPage-5.css">');
    expect(head).not.toContain('modulepreload');
    expect(html).toContain('<script type="module" fetchpriority="low" src="/app/main.tsx"></script>');
    expect(html).not.toContain('vendor-2.js');
    const home = await page('/');
    expect(home).not.toContain('PotPage-5.css');
    // A page the server does not write paints from its script, which keeps its normal priority.
    expect(await page('/associations-partenaires-cagnotte-solidaire?page=2')).not.toContain('fetchpriority="low"');
  });

  it('writes into #root the first screen the PWA renders from the visitor’s copy of the pot, at the address asked', async () => {
    const id = await newPot({ name: 'Les 40 ans <b>de</b> Léa & Sam' });
    await t.db.knex('pots').where({ id }).update({ donations_total_amount: 123456, donators_count: 7, donations_count: 8 });
    const html = await page(`/participate/${id}?transactionId=12`);
    const root = /<div id="root">([\s\S]*?)<\/div>\n/.exec(html)?.[1] ?? '';
    const given = JSON.parse(/<script type="application\/json" id="given">([\s\S]*?)<\/script>/.exec(root)?.[1] ?? 'null');
    const pot = inlined(html);
    expect(given.url).toBe(`${ORIGIN}/participate/${id}?transactionId=12`);
    // The same key and data as the page's query of a visitor's pot (pwa/features/pot-page/requests/pot.ts), fetched when the page was written.
    expect(given.queries).toEqual([{ key: ['pot', id, null], data: pot, updatedAt: t.clock.now().getTime() }]);
    expect(given.queries[0].data).toMatchObject({
      name: 'Les 40 ans <b>de</b> Léa & Sam',
      donations_total_amount: 123456,
      donators_count: 7,
      can_edit: false,
    });
    // The browser reads the pot from its JSON block: the render's dehydrated cache is not written a second time.
    expect(html).not.toContain('id="server-queries"');
    expect(html).not.toContain('<noscript>'); // the page works without script
    // When it was written, by the server's clock (the PWA counts the inlined pot as fetched then, and counts the days left from it while it hydrates).
    expect(html).toContain(`<meta name="entraide-served-at" content="${t.clock.now().toISOString()}" />`);
  });

  it('writes the home page and the directory’s first page with their data, and a directory search without', async () => {
    const home = await page('/');
    expect(JSON.parse(/id="given">([\s\S]*?)<\/script>/.exec(home)?.[1] ?? 'null')).toEqual({ url: `${ORIGIN}/`, queries: [] });
    expect(home).toContain('<script type="application/json" id="server-queries">{"queries":[]}</script>');
    const directory = await page('/associations-partenaires-cagnotte-solidaire');
    const given = JSON.parse(/id="given">([\s\S]*?)<\/script>/.exec(directory)?.[1] ?? 'null');
    const listed = await (await t.request('/api/v1/assocs?page=1&per_page=12')).json();
    expect(given.queries.map((q: { key: unknown }) => q.key)).toEqual([
      [
        'directory',
        'results',
        { filter: { name: '', categories: [], odds: [], countries: [], regions: [] }, quick: null, seed: 0, page: 1 },
      ],
      ['directory', 'reference', 'categories'],
    ]);
    expect(given.queries[0].data.data.items).toEqual(listed);
    expect(await page('/associations-partenaires-cagnotte-solidaire?page=2')).toContain('<div id="root"></div>');
  });

  it('carries the title, description, banner and URL in Open Graph and Twitter tags, and the pot inlined', async () => {
    const id = await newPot({
      name: 'Course « solidaire » & <fun>',
      description: '<p>Courons <strong>ensemble</strong> pour les enfants !</p>',
    });
    const form = new FormData();
    form.append('charity_pot[banner]', new Blob([new Uint8Array(await realImage(2800, 1000))]), 'banniere.jpg');
    const upload = await (
      await t.request(`/api/v1/user/cagnottes/${id}/banner`, { method: 'PUT', body: form, headers: bearer(token) })
    ).json();

    const html = await page(`/participate/${id}`);
    expect(html).toContain('<title>Course « solidaire » &#38; &#60;fun&#62; — Entraide</title>');
    expect(meta(html, 'property', 'og:title')).toBe('Course « solidaire » &#38; &#60;fun&#62;');
    expect(meta(html, 'property', 'og:description')).toBe('Courons ensemble pour les enfants !');
    expect(meta(html, 'name', 'description')).toBe('Courons ensemble pour les enfants !');
    expect(meta(html, 'property', 'og:url')).toBe(`${ORIGIN}/participate/${id}`);
    expect(meta(html, 'property', 'og:image')).toBe(`${ORIGIN}${upload.banner.url}`);
    expect(meta(html, 'property', 'og:image:width')).toBe('1920');
    expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'name', 'twitter:title')).toBe('Course « solidaire » &#38; &#60;fun&#62;');
    expect(meta(html, 'name', 'twitter:image')).toBe(`${ORIGIN}${upload.banner.url}`);
    const webp = upload.banner.images.filter((i: { type: string }) => i.type === 'image/webp');
    expect(html).toContain(
      `<link rel="preload" as="image" type="image/webp" href="${webp[1].url}" imagesrcset="${webp[0].url} 828w, ${webp[1].url} 1920w"`,
    );
    const pot = inlined(html);
    expect(pot).toMatchObject({ id, name: 'Course « solidaire » & <fun>', can_edit: false, banner: upload.banner });
    expect(html).not.toContain('organisateur.cache');
    // The inlined JSON cannot close its script element.
    expect(/<script type="application\/json" id="pot-data">[^<]*<\/script>/.test(html)).toBe(true);
  });

  it('uses the charity banner for a pot without its own', async () => {
    const id = await newPot();
    const html = await page(`/participate/${id}/`);
    const charity = inlined(html).assoc;
    const image = charity.banner.url ?? charity.logo.url;
    expect(meta(html, 'property', 'og:image')).toBe(`${ORIGIN}${image}`);
    expect(html).toContain(`<link rel="preload" as="image" href="${image}" fetchpriority="high" />`);
  });

  it('keeps a description that tries to break out of the JSON inert', async () => {
    const id = await newPot({ description: '<p>Avant</p><p>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; après</p>' });
    const html = await page(`/participate/${id}`);
    expect(html).not.toMatch(/<script>alert/);
    expect(inlined(html).description).toContain('&lt;/script&gt;');
  });

  it('sends the plain shell for a missing or inactive pot and for other paths', async () => {
    for (const pathname of ['/participate/999999', '/participate/abc', `/participate/${await newPot()}/tips`]) {
      const html = await page(pathname);
      expect(html, pathname).not.toContain('id="pot-data"');
      expect(html, pathname).not.toContain('og:title');
      expect(html, pathname).toContain('<div id="root"></div>');
    }
    const inactive = await newPot();
    await t.db.knex('pots').where({ id: inactive }).update({ is_active: false });
    expect(await page(`/participate/${inactive}`)).not.toContain('id="pot-data"');
  });
});
