import { describe, expect, it } from 'vitest';
import { directoryFilterRequestSchema, directoryFilterSchema, directoryPagingSchema } from './directory-filter-schemas';
import {
  compareCodePoints,
  EMPTY_FILTER,
  filterCharities,
  isEmptyFilter,
  pageCount,
  paginate,
  type FilterableCharity,
} from './directory-filter';
import { toFieldErrors } from './schema-helpers';

function charity(id: number, name: string, extra: Partial<FilterableCharity> = {}): FilterableCharity {
  return {
    id,
    name,
    category: { id: 1, name: 'Femme' },
    odds: [],
    country: { alpha2Code: 'FR', name: 'France' },
    region: { id: 10, code: '11', name: 'Île-de-France' },
    ...extra,
  };
}

const list = [
  charity(1, 'Élevé', { odds: [{ odd_number: 4, isActive: true }] }),
  charity(2, 'Les Écoles du Fleuve', { country: { alpha2Code: 'SN', name: 'Sénégal' }, region: null }),
  charity(3, 'Œuvre des Cœurs', { category: { id: 2, name: 'Enfant' }, odds: [{ odd_number: 3, isActive: true }] }),
  charity(4, 'eleveurs solidaires', { region: { id: 11, code: '84', name: 'Auvergne-Rhône-Alpes' } }),
  charity(5, 'ELEVE', {}),
];
const ids = (filter: Partial<typeof EMPTY_FILTER>) => filterCharities(list, directoryFilterSchema.parse(filter)).map((c) => c.id);

describe('filterCharities (the offline filter)', () => {
  it('finds every accented or upper-case spelling, in folded-name order then id', () => {
    expect(ids({ name: 'eleve' })).toEqual([1, 5, 4]);
    expect(ids({ name: 'ÉLÉVE' })).toEqual([1, 5, 4]);
  });

  it('needs every keyword, and folds ligatures', () => {
    expect(ids({ name: 'eleve solid' })).toEqual([4]);
    expect(ids({ name: 'coeurs OEUVRE' })).toEqual([3]);
    expect(ids({ name: 'eleve zz' })).toEqual([]);
  });

  it('matches any value within a criterion and all criteria together', () => {
    expect(ids({ categories: [2] })).toEqual([3]);
    expect(ids({ categories: [1, 2] })).toHaveLength(5);
    expect(ids({ odds: [3, 4] })).toEqual([1, 3]);
    expect(ids({ countries: ['sn'] })).toEqual([2]);
    expect(ids({ regions: [11] })).toEqual([4]);
    expect(ids({ regions: [10], name: 'eleve' })).toEqual([1, 5]);
    expect(ids({ regions: [10, 11], categories: [1], odds: [4], name: 'élevé', countries: ['FR'] })).toEqual([1]);
  });

  it('returns everything for the empty filter', () => {
    expect(ids({})).toHaveLength(5);
    expect(isEmptyFilter(directoryFilterSchema.parse({ name: '   ' }))).toBe(true);
    expect(isEmptyFilter(directoryFilterSchema.parse({ odds: [1] }))).toBe(false);
  });
});

describe('compareCodePoints', () => {
  it('orders by code point like UTF-8 bytes, not by UTF-16 units', () => {
    // U+FF21 (fullwidth A) is one UTF-16 unit above the surrogates of U+1F600, but a smaller code point.
    expect(compareCodePoints('\uFF21', '😀')).toBeLessThan(0);
    expect('\uFF21' < '😀').toBe(false);
    expect(compareCodePoints('abc', 'abd')).toBeLessThan(0);
    expect(compareCodePoints('ab', 'abc')).toBeLessThan(0);
    expect(compareCodePoints('é', 'f')).toBeGreaterThan(0);
    expect(compareCodePoints('même', 'même')).toBe(0);
  });
});

describe('directoryFilterSchema', () => {
  it('normalises the input: trimmed name, digit strings, upper-case countries, no duplicates', () => {
    expect(
      directoryFilterSchema.parse({ name: ' élevé ', categories: ['3', 3], odds: [1, '17'], countries: ['fr', 'FR'], regions: null }),
    ).toEqual({ name: 'élevé', categories: [3], odds: [1, 17], countries: ['FR'], regions: [] });
    expect(directoryFilterRequestSchema.parse({})).toEqual({ filter: EMPTY_FILTER });
  });

  it.each([
    [{ name: 1 }, 'name', "Le nom recherché n'est pas valide"],
    [{ name: 'x'.repeat(101) }, 'name', 'Le nom recherché est trop long'],
    [{ categories: 'femme' }, 'categories', "La cause choisie n'est pas valide"],
    [{ categories: [0] }, 'categories.0', "La cause choisie n'est pas valide"],
    [{ odds: [18] }, 'odds.0', "L'objectif de développement durable choisi n'est pas valide"],
    [{ odds: [1.5] }, 'odds.0', "L'objectif de développement durable choisi n'est pas valide"],
    [{ countries: ['F'] }, 'countries.0', "Le pays choisi n'est pas valide"],
    [{ regions: ['abc'] }, 'regions.0', "La région choisie n'est pas valide"],
    [{ regions: Array.from({ length: 51 }, (_, i) => i + 1) }, 'regions', "La région choisie n'est pas valide"],
  ])('refuses %j', (input, field, detail) => {
    const result = directoryFilterSchema.safeParse(input);
    expect(result.success).toBe(false);
    if (!result.success) expect(toFieldErrors(result.error)).toContainEqual(expect.objectContaining({ field, detail }));
  });

  it('accepts 50 values in a criterion, and 100 characters of name', () => {
    expect(directoryFilterSchema.safeParse({ regions: Array.from({ length: 50 }, (_, i) => i + 1) }).success).toBe(true);
    expect(directoryFilterSchema.safeParse({ name: 'x'.repeat(100) }).success).toBe(true);
  });
});

describe('paging', () => {
  it('defaults to 12 per page, from page 1 when asked, and bounds both', () => {
    expect(directoryPagingSchema().parse({})).toEqual({ per_page: 12 });
    expect(directoryPagingSchema(1).parse({})).toEqual({ page: 1, per_page: 12 });
    expect(directoryPagingSchema().parse({ page: '3', per_page: '100' })).toEqual({ page: 3, per_page: 100 });
    for (const bad of [{ page: '0' }, { per_page: '101' }, { per_page: '0' }, { page: '100001' }, { page: 'x' }]) {
      expect(directoryPagingSchema().safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('cuts pages and counts them', () => {
    const items = Array.from({ length: 25 }, (_, i) => i);
    expect(paginate(items, 1)).toEqual(items.slice(0, 12));
    expect(paginate(items, 3)).toEqual([24]);
    expect(paginate(items, 4)).toEqual([]);
    expect(pageCount(25)).toBe(3);
    expect(pageCount(24)).toBe(2);
    expect(pageCount(0)).toBe(1);
  });
});
