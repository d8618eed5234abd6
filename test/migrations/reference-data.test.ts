/** The seeded reference data: roles, categories, goals, regions, countries, event types, certifications. */
import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../db';
import type { Database } from '../../api/db/database';
import { countries } from '../../migrations/seeds/data/countries';
import { COUNTRIES_JSON, countriesJson } from '../../migrations/seeds/scripts/write-countries-json';
import sharp from 'sharp';
import { DEFAULT_CERTIFICATION_BADGE } from '../../migrations/seeds/data/certifications';
import { publicFile, svgFileText, svgSourceOf } from '../../migrations/seeds/scripts/svg';
import { BADGE_RASTER_WIDTH, referenceImages } from '../../migrations/seeds/scripts/make-reference-images';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => {
  await db?.close();
});

describe('reference data', () => {
  it('has the four fixed roles of the contract', async () => {
    expect(await db.knex('roles').orderBy('id').select('id', 'name')).toEqual([
      { id: 1, name: 'private' },
      { id: 2, name: 'enterprise' },
      { id: 3, name: 'manager' },
      { id: 4, name: 'charity' },
    ]);
  });

  it('has the 8 categories of the spec, enabled, in carousel order', async () => {
    const rows = await db.knex('assoc_categories').orderBy('position').select('name', 'slug', 'enabled');
    expect(rows.map((c) => c.name)).toEqual([
      'Femme',
      'Humanitaire',
      'Enfant',
      'Environnement',
      'Solidarité',
      'Animaux',
      'Santé',
      'Éducation',
    ]);
    expect(rows.every((c) => c.enabled === true)).toBe(true);
    expect(rows.find((c) => c.name === 'Éducation')?.slug).toBe('education');
  });

  it('has the 17 sustainable development goals with their French names', async () => {
    const rows = await db.knex('odds').orderBy('odd_number').select('odd_number', 'name');
    expect(rows.map((o) => o.odd_number)).toEqual(Array.from({ length: 17 }, (_, i) => i + 1));
    expect(rows[0]).toEqual({ odd_number: 1, name: 'Pas de pauvreté' });
    expect(rows[1]?.name).toBe('Faim « zéro »');
    expect(rows[16]?.name).toBe('Partenariats pour la réalisation des objectifs');
    for (let n = 1; n <= 18; n++) expect(existsSync(publicFile(`/img/odd/${n}.svg`)), `odd ${n}`).toBe(true);
  });

  it('has the 18 French regions, overseas included', async () => {
    const rows = await db.knex('regions').orderBy('position').select('code', 'name');
    expect(rows).toHaveLength(18);
    const names = rows.map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining(['Île-de-France', 'Bretagne', 'La Réunion', 'Mayotte', 'Guyane']));
    expect(new Set(rows.map((r) => r.code)).size).toBe(18);
  });

  it('has the ISO countries with France first, then in French alphabetical order', async () => {
    const rows = await db.knex('countries').orderBy('position').select('alpha2', 'name');
    expect(rows.length).toBe(249);
    expect(rows[0]).toEqual({ alpha2: 'FR', name: 'France' });
    expect(rows.map((c) => ({ alpha2Code: c.alpha2, name: c.name }))).toEqual(countries);
    const rest = rows.slice(1).map((c) => c.name);
    expect(rest).toEqual([...rest].sort(new Intl.Collator('fr').compare));
    expect(rest.indexOf('Égypte')).toBeLessThan(rest.indexOf('Espagne'));
  });

  it('serves the same list as public/countries.json', () => {
    const text = readFileSync(COUNTRIES_JSON, 'utf8');
    expect(text, 'run migrations/seeds/scripts/write-countries-json.ts').toBe(countriesJson());
    expect(JSON.parse(text)).toEqual(countries);
  });

  it('has both event-type groups, each with a description and an image', async () => {
    const rows = await db.knex('event_types').orderBy(['category', 'position']).select();
    const individual = rows.filter((e) => e.category === 'particulier').map((e) => e.name);
    const company = rows.filter((e) => e.category === 'entreprise').map((e) => e.name);
    expect(individual).toEqual(expect.arrayContaining(['Anniversaire', 'Mariage', 'Obsèques / hommage']));
    expect(company).toEqual(expect.arrayContaining(['Team building', "Cadeau d'entreprise"]));
    for (const e of rows) {
      expect(e.description.length, e.name).toBeGreaterThan(20);
      expect(existsSync(publicFile(e.img_path)), e.img_path).toBe(true);
    }
  });

  it('has the five certifications, each with a badge on disk, and a default badge', async () => {
    const rows = await db.knex('certifications').orderBy('code').select();
    expect(rows.map((c) => c.code)).toEqual(['DON_EN_CONFIANCE', 'DO_GOOD', 'ENTRAIDE', 'EPIC_FONDATION', 'IDEAS']);
    // Shown as WebP (an SVG image costs the page a document of its own), drawn as SVG.
    for (const badge of [...rows.map((c) => c.badge_path), DEFAULT_CERTIFICATION_BADGE]) {
      expect(badge).toMatch(/^\/img\/certifications\/[a-z-]+\.webp$/);
      const meta = await sharp(publicFile(badge)).metadata();
      expect({ format: meta.format, width: meta.width }, badge).toEqual({ format: 'webp', width: BADGE_RASTER_WIDTH });
      expect(existsSync(publicFile(svgSourceOf(badge))), badge).toBe(true);
    }
  });

  it('keeps the committed reference images equal to what the script draws', () => {
    for (const [urlPath, svg] of referenceImages()) {
      const file = publicFile(urlPath);
      expect(existsSync(file) && readFileSync(file, 'utf8'), `${urlPath}: run make-reference-images.ts`).toBe(svgFileText(svg));
    }
  });
});
