import { describe, expect, it } from 'vitest';
import { canonicalUrl, fullTitle, normalizePath, PUBLIC_ALIASES, PUBLIC_PAGES, seoForPath } from './seo';

describe('public pages SEO table', () => {
  it('gives every page a distinct French title and a description of search-result length', () => {
    const titles = PUBLIC_PAGES.map((p) => p.title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const page of PUBLIC_PAGES) {
      expect(page.path.startsWith('/'), page.path).toBe(true);
      expect(page.description.length, page.path).toBeGreaterThanOrEqual(50);
      expect(page.description.length, page.path).toBeLessThanOrEqual(200);
    }
  });

  it('sends every alias to a page of the table', () => {
    for (const [alias, target] of Object.entries(PUBLIC_ALIASES)) {
      expect(seoForPath(target), `${alias} -> ${target}`).toBeDefined();
      expect(seoForPath(alias)).toBe(seoForPath(target));
    }
  });

  it('reads encoded accents and trailing slashes', () => {
    expect(normalizePath('/charte-qualit%C3%A9-cagnotte-solidaire/')).toBe('/charte-qualité-cagnotte-solidaire');
    expect(seoForPath('/charte-qualit%C3%A9-cagnotte-solidaire')?.title).toBe('Notre charte qualité');
    expect(normalizePath('/%E0%A4%A')).toBe('/%E0%A4%A');
    expect(seoForPath('/nulle-part')).toBeUndefined();
  });

  it('writes full titles and encoded canonical URLs', () => {
    const charter = seoForPath('/quality-chart');
    expect(charter && fullTitle(charter)).toBe('Notre charte qualité — Entraide');
    expect(charter && canonicalUrl('https://entraide.example/', charter)).toBe(
      'https://entraide.example/charte-qualit%C3%A9-cagnotte-solidaire',
    );
    const home = seoForPath('/home/company');
    expect(home && fullTitle(home)).toBe('Entraide — cagnottes solidaires au profit d’associations');
  });
});
