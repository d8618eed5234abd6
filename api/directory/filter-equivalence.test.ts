/**
 * Property: the PWA's offline filter (domain `filterCharities` over the kept copy, i.e. GET /assocs
 * parsed with the domain schema) and the SQL filter (POST /assocs/filter and the service) give the
 * same charities in the same order, for random filter combinations over the seeded charities plus
 * random ones whose names mix accents, upper case, ligatures and LIKE wildcards.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';
import { associationSchema, listOf, type Association } from '../../domain/directory';
import { filterCharities, paginate } from '../../domain/directory-filter';
import { directoryFilterSchema } from '../../domain/directory-filter-schemas';
import { listCharities } from './assocs.service';
import { insertCharities, referenceIds, type CharitySpec } from './testing/charities';

const PIECES = [
  'é',
  'É',
  'e',
  'E',
  'è',
  'Ê',
  'œ',
  'Œ',
  'oe',
  'a',
  'À',
  'ç',
  'Ç',
  'l',
  'L',
  's',
  'S',
  'ss',
  'ß',
  'ï',
  'ñ',
  'Ñ',
  'o',
  'O',
  'u',
  'Ù',
  ' ',
  ' ',
  '-',
  "'",
  '%',
  '_',
  '\\',
  'É ',
  'Æ',
];
const COUNTRIES = ['FR', 'BF', 'MG', 'HT', 'SN', 'BE', 'DE'];

const nameArb = fc
  .array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 14 })
  .map((parts) => parts.join(''))
  .filter((name) => name.trim() !== '');

let t: TestContext;
let kept: Association[];
let ids: { categories: number[]; regions: number[] };

beforeAll(async () => {
  t = await startTestApp();
  ids = await referenceIds(t.db.knex);
  const charityArb: fc.Arbitrary<CharitySpec> = fc.record({
    name: nameArb,
    category: fc.constantFrom(...ids.categories),
    region: fc.option(fc.constantFrom(...ids.regions), { nil: null }),
    country: fc.constantFrom(...COUNTRIES),
    goals: fc.uniqueArray(fc.integer({ min: 1, max: 17 }), { maxLength: 4 }),
    active: fc.integer({ min: 0, max: 9 }).map((n) => n > 1),
  });
  await insertCharities(t.db.knex, fc.sample(charityArb, { numRuns: 90, seed: 20261122 }));
  const res = await t.request('/api/v1/assocs');
  kept = listOf(associationSchema).parse(await res.json());
}, 120_000);
afterAll(() => t.close());

/** A query close to a kept name: a slice of it with its case and accents changed at random. */
function nearNameArb(): fc.Arbitrary<string> {
  return fc
    .record({
      index: fc.nat(),
      from: fc.nat({ max: 12 }),
      length: fc.integer({ min: 1, max: 6 }),
      changes: fc.array(fc.constantFrom('upper', 'lower', 'plain', 'keep'), { minLength: 1, maxLength: 8 }),
    })
    .map(({ index, from, length, changes }) => {
      const chars = Array.from(kept[index % kept.length]?.name ?? '');
      return chars
        .slice(from % Math.max(1, chars.length), (from % Math.max(1, chars.length)) + length)
        .map((c, i) => {
          const change = changes[i % changes.length];
          if (change === 'upper') return c.toUpperCase();
          if (change === 'lower') return c.toLowerCase();
          if (change === 'plain') return c.normalize('NFD').replace(/\p{M}/gu, '');
          return c;
        })
        .join('');
    });
}

function filterArb() {
  return fc.record(
    {
      name: fc.oneof(
        fc.constant(''),
        nameArb,
        { arbitrary: nearNameArb(), weight: 4 },
        fc.tuple(nearNameArb(), nearNameArb()).map(([a, b]) => `${a} ${b}`),
      ),
      categories: fc.uniqueArray(fc.constantFrom(...ids.categories), { maxLength: 3 }),
      odds: fc.uniqueArray(fc.integer({ min: 1, max: 17 }), { maxLength: 3 }),
      countries: fc.uniqueArray(fc.constantFrom(...COUNTRIES, 'fr', 'bf'), { maxLength: 2 }),
      regions: fc.uniqueArray(fc.constantFrom(...ids.regions), { maxLength: 3 }),
    },
    { requiredKeys: [] },
  );
}

describe('offline filter and SQL filter', () => {
  it('keep only the active charities, and hold every inserted name as stored', () => {
    expect(kept.length).toBeGreaterThan(90);
  });

  it('give the same charities in the same order for random filters', async () => {
    let nonEmpty = 0;
    await fc.assert(
      fc.asyncProperty(filterArb(), fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 12 }), async (raw, page, perPage) => {
        const filter = directoryFilterSchema.parse(raw);
        const offline = filterCharities(kept, filter);
        if (offline.length > 0 && filter.name !== '') nonEmpty++;

        const sql = await listCharities(t.db.knex, filter, { per_page: perPage });
        expect(sql.items.map((a) => a.id)).toEqual(offline.map((a) => a.id));

        const res = await t.request(`/api/v1/assocs/filter?page=${page}&per_page=${perPage}`, {
          method: 'POST',
          json: { filter: raw },
        });
        expect(res.status).toBe(200);
        expect(Number(res.headers.get('x-total-count'))).toBe(offline.length);
        expect(((await res.json()) as Association[]).map((a) => a.id)).toEqual(paginate(offline, page, perPage).map((a) => a.id));
      }),
      { numRuns: 200, seed: 42 },
    );
    // The names searched must actually find charities often enough for the property to mean something.
    expect(nonEmpty).toBeGreaterThan(30);
  }, 120_000);
});
