/**
 * POST /assocs/filter: each criterion alone and combined, accents and case, wildcards taken literally,
 * paging, and 422 with French messages for bad input. Expected charities come from the seed data
 * itself (an oracle independent of both the SQL and the offline filter).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';
import { demoCharities, type DemoCharity } from '../../migrations/seeds/data/demo-charities';
import type { Association } from '../../domain/directory';
import { insertCharities } from './testing/charities';

let t: TestContext;
const categoryId = new Map<string, number>();
const regionId = new Map<string, number>();
let extra: number[] = [];

beforeAll(async () => {
  t = await startTestApp();
  for (const r of await t.db.knex('assoc_categories').select('id', 'slug')) categoryId.set(r.slug, r.id);
  for (const r of await t.db.knex('regions').select('id', 'code')) regionId.set(r.code, r.id);
  const sante = categoryId.get('sante') as number;
  extra = await insertCharities(t.db.knex, [
    { name: 'Élevé', category: sante, goals: [3] },
    { name: 'ÉLÈVES EN HERBE', category: sante, goals: [4], country: 'BE' },
    { name: '100% Solidaires_Test', category: sante },
    { name: 'Œuvre des Cœurs', category: sante, region: regionId.get('84') },
  ]);
});
afterAll(() => t.close());

async function filter(body: unknown, query = '') {
  const res = await t.request(`/api/v1/assocs/filter${query}`, { method: 'POST', json: body });
  const data = await res.json();
  return { res, data, names: res.status === 200 ? (data as Association[]).map((a) => a.name) : [] };
}

/** Every match (pages of 100), as names sorted for comparison. */
async function allNames(f: Record<string, unknown>): Promise<string[]> {
  const { names, res } = await filter({ filter: f }, '?per_page=100');
  expect(res.status).toBe(200);
  expect(Number(res.headers.get('x-total-count'))).toBe(names.length);
  return [...names].sort();
}

const demo = (keep: (c: DemoCharity) => boolean) =>
  demoCharities
    .filter(keep)
    .map((c) => c.name)
    .sort();
/** Lower case without accents, written here apart from the domain's folding. */
const plain = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const cat = (slug: string) => categoryId.get(slug) as number;
const reg = (code: string) => regionId.get(code) as number;

describe('POST /assocs/filter, one criterion at a time', () => {
  it('finds accented names from plain, accented or upper-case keywords', async () => {
    for (const name of ['eleve', 'ÉLEVÉ', 'élevé', 'Eleve']) {
      expect(await allNames({ name })).toEqual(['Élevé', 'ÉLÈVES EN HERBE'].sort());
    }
    expect(await allNames({ name: 'oeuvre coeurs' })).toEqual(['Œuvre des Cœurs']);
  });

  it('needs every keyword (AND), each as a substring anywhere in the name', async () => {
    expect(await allNames({ name: 'maison courageuses' })).toEqual(['La Maison des Courageuses']);
    expect(await allNames({ name: 'URAGEU' })).toEqual(['La Maison des Courageuses']);
    expect(await allNames({ name: 'maison zzz' })).toEqual([]);
    expect(await allNames({ name: '  les   ateliers  ' })).toEqual(['Les Ateliers de Solène']);
  });

  it('takes %, _ and \\ literally', async () => {
    expect(await allNames({ name: '%' })).toEqual(['100% Solidaires_Test']);
    expect(await allNames({ name: '_' })).toEqual(['100% Solidaires_Test']);
    expect(await allNames({ name: 's_t' })).toEqual(['100% Solidaires_Test']);
    expect(await allNames({ name: '\\' })).toEqual([]);
  });

  it('filters by categories (any of them)', async () => {
    expect(await allNames({ categories: [cat('femme')] })).toEqual(demo((c) => c.category === 'femme'));
    expect(await allNames({ categories: [cat('femme'), String(cat('animaux'))] })).toEqual(
      demo((c) => c.category === 'femme' || c.category === 'animaux'),
    );
  });

  it('filters by goals (any of them)', async () => {
    const goal5 = demo((c) => c.goals.includes(5));
    expect(goal5.length).toBeGreaterThan(0);
    expect(await allNames({ odds: [5] })).toEqual(goal5);
    expect(await allNames({ odds: [14, '6'] })).toEqual(demo((c) => c.goals.includes(14) || c.goals.includes(6)));
  });

  it('filters by countries, in any case', async () => {
    expect(await allNames({ countries: ['bf'] })).toEqual(demo((c) => c.country === 'BF'));
    expect(await allNames({ countries: ['MG', 'HT', 'BE'] })).toEqual(
      [...demo((c) => c.country === 'MG' || c.country === 'HT'), 'ÉLÈVES EN HERBE'].sort(),
    );
  });

  it('filters by regions', async () => {
    expect(await allNames({ regions: [reg('11')] })).toEqual(demo((c) => c.region === '11'));
    expect(await allNames({ regions: [reg('84'), reg('04')] })).toEqual(
      [...demo((c) => c.region === '84' || c.region === '04'), 'Œuvre des Cœurs'].sort(),
    );
  });
});

describe('POST /assocs/filter, criteria combined', () => {
  it('combines categories and goals', async () => {
    expect(await allNames({ categories: [cat('femme')], odds: [8] })).toEqual(demo((c) => c.category === 'femme' && c.goals.includes(8)));
  });

  it('combines a name with a country', async () => {
    expect(await allNames({ name: 'les', countries: ['FR'] })).toEqual(
      demo((c) => plain(c.name).includes('les') && (c.country ?? 'FR') === 'FR'),
    );
  });

  it('combines regions and categories, and goals with countries', async () => {
    expect(await allNames({ regions: [reg('11'), reg('76')], categories: [cat('femme'), cat('enfant')] })).toEqual(
      demo((c) => ['11', '76'].includes(c.region) && ['femme', 'enfant'].includes(c.category)),
    );
    expect(await allNames({ odds: [2, 6], countries: ['BF', 'MG'] })).toEqual(
      demo((c) => (c.goals.includes(2) || c.goals.includes(6)) && ['BF', 'MG'].includes(c.country ?? 'FR')),
    );
  });

  it('combines all five criteria', async () => {
    const maison = demoCharities.find((c) => c.slug === 'la-maison-des-courageuses') as DemoCharity;
    const full = { name: 'courag', categories: [cat('femme')], odds: [11], countries: ['FR'], regions: [reg('11')] };
    expect(await allNames(full)).toEqual([maison.name]);
    expect(await allNames({ ...full, odds: [17] })).toEqual([]);
  });

  it('treats a missing, null or empty filter as the full list, 12 per page from page 1', async () => {
    for (const body of [{}, { filter: null }, { filter: {} }, { filter: { name: '  ', categories: [], odds: null } }]) {
      const { res, data } = await filter(body);
      expect(res.status).toBe(200);
      expect(data).toHaveLength(12);
      expect(res.headers.get('x-total-count')).toBe(String(demoCharities.length + extra.length));
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('pages a filtered list', async () => {
    const everything = await filter({ filter: { countries: ['FR'] } }, '?per_page=100');
    const page2 = await filter({ filter: { countries: ['FR'] } }, '?page=2&per_page=5');
    expect(page2.names).toEqual(everything.names.slice(5, 10));
    expect(page2.res.headers.get('x-total-count')).toBe(String(everything.names.length));
  });

  it('ignores unknown keys', async () => {
    expect(await allNames({ name: 'élevé', colour: 'rouge' })).toEqual(['Élevé', 'ÉLÈVES EN HERBE'].sort());
  });
});

describe('POST /assocs/filter, bad input', () => {
  it.each([
    ['a filter that is not an object', { filter: 'femme' }, 'filter', "Le filtre de recherche n'est pas valide"],
    ['a body that is not an object', [1, 2], '', "Le filtre de recherche n'est pas valide"],
    ['a name that is not text', { filter: { name: 12 } }, 'filter.name', "Le nom recherché n'est pas valide"],
    ['a name too long', { filter: { name: 'a'.repeat(101) } }, 'filter.name', 'Le nom recherché est trop long'],
    ['categories that are not a list', { filter: { categories: 3 } }, 'filter.categories', "La cause choisie n'est pas valide"],
    ['a category that is not an id', { filter: { categories: ['x'] } }, 'filter.categories.0', "La cause choisie n'est pas valide"],
    ['a goal above 17', { filter: { odds: [18] } }, 'filter.odds.0', "L'objectif de développement durable choisi n'est pas valide"],
    ['a goal of 0', { filter: { odds: [0] } }, 'filter.odds.0', "L'objectif de développement durable choisi n'est pas valide"],
    ['a three-letter country', { filter: { countries: ['FRA'] } }, 'filter.countries.0', "Le pays choisi n'est pas valide"],
    ['a country that is a number', { filter: { countries: [33] } }, 'filter.countries.0', "Le pays choisi n'est pas valide"],
    ['a negative region', { filter: { regions: [-1] } }, 'filter.regions.0', "La région choisie n'est pas valide"],
    [
      '51 values',
      { filter: { regions: Array.from({ length: 51 }, (_, i) => i + 1) } },
      'filter.regions',
      "La région choisie n'est pas valide",
    ],
  ])('answers 422 to %s', async (_label, body, field, detail) => {
    const { res, data } = await filter(body);
    expect(res.status).toBe(422);
    expect(data.errors).toContainEqual(expect.objectContaining({ field, detail }));
  });

  it('lists every failing field at once', async () => {
    const { res, data } = await filter({ filter: { odds: [99], countries: ['X'], name: 5 } });
    expect(res.status).toBe(422);
    expect(data.errors.map((e: { field: string }) => e.field).sort()).toEqual(['filter.countries.0', 'filter.name', 'filter.odds.0']);
  });

  it('answers 422 to bad paging', async () => {
    const { res, data } = await filter({ filter: {} }, '?page=0');
    expect(res.status).toBe(422);
    expect(data.errors[0].detail).toBe('Les paramètres de pagination ne sont pas valides');
  });
});
