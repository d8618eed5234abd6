import { describe, expect, it } from 'vitest';
import { headerLinks, resolveLinks } from './nav-links';

const none = { corporate_site_url: null, label_site_url: null, partners_site_url: null, blog_url: null, presentation_video_url: null };

describe('header links', () => {
  it('use our own pages and hide the blog while no external site is configured', () => {
    expect(resolveLinks(headerLinks, none).map((l) => [l.label, l.to ?? l.href])).toEqual([
      ['Comment ça marche', '/comment-fonctionne-une-cagnotte-solidaire'],
      ['Charte qualité', '/charte-qualité-cagnotte-solidaire'],
      ['Associations', '/associations-partenaires-cagnotte-solidaire'],
      ['Label', '/label-do-good'],
      ['Entreprises', '/mecenat-rse'],
    ]);
  });

  it('point to the configured partner, label, corporate and blog sites', () => {
    const site = {
      ...none,
      partners_site_url: 'https://associations.example.org/',
      label_site_url: 'https://label.example.org/',
      corporate_site_url: 'https://entreprises.example.org/',
      blog_url: 'https://blog.example.org/',
    };
    const external = resolveLinks(headerLinks, site)
      .filter((l) => l.href)
      .map((l) => [l.label, l.href]);
    expect(external).toEqual([
      ['Associations', 'https://associations.example.org/'],
      ['Label', 'https://label.example.org/'],
      ['Entreprises', 'https://entreprises.example.org/'],
      ['Blog', 'https://blog.example.org/'],
    ]);
  });
});
