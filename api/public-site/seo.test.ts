import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PAGES } from '../../domain/seo';
import { startTestApp, type TestContext } from '../../test/app';
import { loadConfig } from '../config';

const ORIGIN = 'https://www.entraide.example';
const distDir = mkdtempSync(path.join(os.tmpdir(), 'entraide-seo-'));
writeFileSync(path.join(distDir, 'index.html'), readFileSync('pwa/index.html', 'utf8'));

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp({
    distDir,
    config: loadConfig({ NODE_ENV: 'test', PORT: '0', DATA_DIR: '.data/test', PUBLIC_URL: ORIGIN }),
  });
});
afterAll(async () => {
  await t.close();
  rmSync(distDir, { recursive: true, force: true });
});

async function html(pathname: string): Promise<string> {
  const res = await t.request(pathname, { headers: { Accept: 'text/html' } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/html');
  return res.text();
}
const all = (text: string, pattern: RegExp) => [...text.matchAll(new RegExp(pattern, 'g'))].map((m) => m[1]);

describe('server-rendered title, description and canonical URL', () => {
  it.each([
    ['/', 'Entraide — cagnottes solidaires au profit d’associations', '/'],
    [
      '/comment-fonctionne-une-cagnotte-solidaire',
      'Comment fonctionne une cagnotte solidaire — Entraide',
      '/comment-fonctionne-une-cagnotte-solidaire',
    ],
    ['/charte-qualit%C3%A9-cagnotte-solidaire', 'Notre charte qualité — Entraide', '/charte-qualit%C3%A9-cagnotte-solidaire'],
    [
      '/condition-utilisation-site-dons-associations',
      'Conditions générales d’utilisation — Entraide',
      '/condition-utilisation-site-dons-associations',
    ],
    ['/deduction-fiscale-des-dons/', 'La déduction fiscale des dons — Entraide', '/deduction-fiscale-des-dons'],
    ['/mentions-legales?utm_source=lettre', 'Mentions légales — Entraide', '/mentions-legales'],
  ])('%s', async (pathname, title, canonicalPath) => {
    const text = await html(pathname);
    const page = PUBLIC_PAGES.find((p) => `${ORIGIN}${encodeURI(p.path)}` === `${ORIGIN}${canonicalPath}`);
    expect(all(text, /<title>([^<]*)<\/title>/)).toEqual([title]);
    expect(all(text, /<meta name="description" content="([^"]*)"/)).toEqual([page?.description.replace(/'/g, '&#39;')]);
    expect(all(text, /<link rel="canonical" href="([^"]*)"/)).toEqual([`${ORIGIN}${canonicalPath}`]);
    expect(all(text, /<meta property="og:title" content="([^"]*)"/)).toEqual([title]);
    expect(all(text, /<meta property="og:url" content="([^"]*)"/)).toEqual([`${ORIGIN}${canonicalPath}`]);
    expect(text).toContain('<meta property="og:locale" content="fr_FR" />');
    expect(text).toContain(`<meta property="og:image" content="${ORIGIN}/icons/icon-512.png" />`);
    expect(text).not.toContain('name="robots"');
    expect(text).toContain('<div id="root"></div>');
  });

  it('marks pages that are no use to a search engine as noindex', async () => {
    const text = await html('/newsletter/confirmation?token=abc');
    expect(text).toContain('<title>Confirmer votre inscription à la newsletter — Entraide</title>');
    expect(text).toContain('<meta name="robots" content="noindex" />');
  });

  it('leaves the shell as it is for paths it does not know', async () => {
    const text = await html('/une-page-inconnue');
    expect(all(text, /<title>([^<]*)<\/title>/)).toEqual(['Entraide — cagnottes solidaires']);
    expect(text).not.toContain('rel="canonical"');
  });
});

describe('redirects', () => {
  const get = (pathname: string) => t.request(pathname, { redirect: 'manual', headers: { Accept: 'text/html' } });

  it.each([
    ['/how-to?ref=pied', '/comment-fonctionne-une-cagnotte-solidaire?ref=pied'],
    ['/quality-chart', '/charte-qualit%C3%A9-cagnotte-solidaire'],
    ['/about', '/les-valeurs-de-la-cagnotte-solidaire'],
    ['/cookie', '/politique-cookie-cagnotte-solidaire'],
    ['/presse', '/articles-presse-sur-cagnotte-solidaire'],
    ['/confiance', '/references-client-cagnotte-solidaire-mecenat-entreprise'],
    ['/tarif', '/tarif-cagnotte-solidaire-mecenat-entreprise'],
    ['/condition', '/condition-utilisation-site-dons-associations'],
    ['/home/company', '/'],
    ['/particulier-faire-un-don-pour-association', '/'],
  ])('%s answers 301 to %s', async (from, to) => {
    const res = await get(from);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(to);
  });

  it('sends the corporate-giving paths to our own page when no corporate site is configured', async () => {
    for (const from of ['/mecenat-entreprise', '/outsourcing']) {
      const res = await get(from);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/mecenat-rse');
    }
    expect(await (await t.request('/api/v1/site/links')).json()).toEqual({
      corporate_site_url: null,
      label_site_url: null,
      partners_site_url: null,
      blog_url: null,
      presentation_video_url: null,
    });
  });

  it('sends them to the configured corporate site, and tells the PWA the configured links', async () => {
    const configured = await startTestApp({
      config: loadConfig({
        NODE_ENV: 'test',
        PORT: '0',
        DATA_DIR: '.data/test',
        CORPORATE_SITE_URL: 'https://entreprises.entraide.example/mecenat',
        BLOG_URL: 'https://blog.entraide.example',
      }),
    });
    try {
      const res = await configured.request('/outsourcing', { redirect: 'manual' });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('https://entreprises.entraide.example/mecenat');
      expect(await (await configured.request('/api/v1/site/links')).json()).toMatchObject({
        corporate_site_url: 'https://entreprises.entraide.example/mecenat',
        blog_url: 'https://blog.entraide.example',
        label_site_url: null,
      });
    } finally {
      await configured.close();
    }
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists every indexable public page with its canonical URL', async () => {
    const res = await t.request('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    const text = await res.text();
    expect(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const locs = all(text, /<loc>([^<]*)<\/loc>/);
    expect(locs).toContain(`${ORIGIN}/`);
    expect(locs).toContain(`${ORIGIN}/charte-qualit%C3%A9-cagnotte-solidaire`);
    expect(locs).toContain(`${ORIGIN}/condition-utilisation-site-dons-associations`);
    expect(locs).not.toContain(`${ORIGIN}/newsletter/confirmation`);
    expect(locs).toHaveLength(PUBLIC_PAGES.filter((p) => p.sitemap).length);
  });

  it('lets robots in, keeps them out of private areas and points to the sitemap', async () => {
    const res = await t.request('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toContain('User-agent: *\nAllow: /\n');
    for (const line of ['Disallow: /api/', 'Disallow: /company', 'Disallow: /particular', 'Disallow: /create/']) {
      expect(text).toContain(line);
    }
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
