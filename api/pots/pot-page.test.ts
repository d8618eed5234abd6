/** GET /participate/{id} as HTML: meta tags, inlined pot JSON and banner preload in the first answer. */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';
import { makeDistDir } from '../../test/dist-dir';
import { bearer, buildUser, signInAs } from '../../test/factories';
import { loadConfig } from '../config';
import { escapeHtml } from '../public-site/seo-html.renderer';
import { realImage } from './testing/image-fixtures';
import { potBody, referenceIds } from './testing/pot-factories';

const ORIGIN = 'https://www.entraide.example';
// A build manifest: the pot page's route chunk imports the shell's vendor chunk and one of its own.
const distDir = makeDistDir('pot-page', {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_vendor.js'] },
  '_vendor.js': { file: 'assets/vendor-2.js' },
  '_money.js': { file: 'assets/money-3.js', imports: ['_vendor.js'] },
  'features/pot-page/components/PotPage.tsx': { file: 'assets/PotPage-4.js', isDynamicEntry: true, imports: ['_vendor.js', '_money.js'], css: ['assets/PotPage-5.css'] },
});

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
});

async function newPot(overrides: Record<string, unknown> = {}): Promise<number> {
  const body = potBody({ event: ids.privateEvent, charity: ids.charity }, overrides);
  const res = await t.request('/api/v1/user/cagnottes', { method: 'POST', json: { charity_pot: body }, headers: bearer(token) });
  return (await res.json()).id;
}
async function page(pathname: string): Promise<string> {
  const res = await t.request(pathname, { headers: { Accept: 'text/html' } });
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-cache');
  return res.text();
}
const meta = (html: string, attr: string, name: string) =>
  new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(html)?.[1];
const inlined = (html: string) => JSON.parse(/<script type="application\/json" id="pot-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null');

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
    expect(home).not.toContain('fetchpriority="low"');
  });

  it('writes the first screen into #root: banner, event, title, organiser, charity and figures', async () => {
    const id = await newPot({ name: 'Les 40 ans <b>de</b> Léa & Sam' });
    await t.db.knex('pots').where({ id }).update({ donations_total_amount: 123456, donators_count: 7, donations_count: 8 });
    const html = await page(`/participate/${id}`);
    const root = /<div id="root">([\s\S]*?)<\/div>\n/.exec(html)?.[1] ?? '';
    const pot = inlined(html);
    expect(root).toContain('<main id="contenu" class="layout layout__main layout--participation"><article class="pot-page" aria-labelledby="pot-title">');
    expect(root).toContain('<h1 id="pot-title" class="pot-page__title">Les 40 ans &#60;b&#62;de&#60;/b&#62; Léa &#38; Sam</h1>');
    expect(root).toContain(`<p class="pot-page__event">${escapeHtml(pot.event_type.name)}</p>`);
    expect(root).toContain(`Organisée par <strong>${escapeHtml(pot.created_by.display_name)}</strong> au profit de <strong>${escapeHtml(pot.assoc.name)}</strong>`);
    expect(root).toContain('<dd>1\u202f234,56\u00a0€</dd>');
    expect(root).toContain('<dt>donateurs</dt><dd>7</dd>');
    expect(root).toMatch(/<dt>jours restants<\/dt><dd>\d+<\/dd>/);
    expect(root).toMatch(/<img class="pot-hero__banner" src="[^"]+" alt="" width="1120" height="400" fetchpriority="high">/);
    expect(root).not.toMatch(/>\s+</); // no whitespace between tags: the PWA hydrates these nodes in order
    // When it was written, by the server's clock (the PWA counts the inlined pot as fetched then).
    expect(html).toContain(`<meta name="entraide-served-at" content="${t.clock.now().toISOString()}" />`);
  });
  it('carries the title, description, banner and URL in Open Graph and Twitter tags, and the pot inlined', async () => {
    const id = await newPot({ name: 'Course « solidaire » & <fun>', description: '<p>Courons <strong>ensemble</strong> pour les enfants !</p>' });
    const form = new FormData();
    form.append('charity_pot[banner]', new Blob([new Uint8Array(await realImage(2800, 1000))]), 'banniere.jpg');
    const upload = await (await t.request(`/api/v1/user/cagnottes/${id}/banner`, { method: 'PUT', body: form, headers: bearer(token) })).json();

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
