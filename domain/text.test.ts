import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  charityInitials,
  foldForSearch,
  matchesAllKeywords,
  slugify,
  truncate,
  truncatePartnerTitle,
  truncatePotName,
  truncatePressDescription,
  truncatePressTitle,
} from './text';
import { repeat } from './test-support';

describe('foldForSearch', () => {
  it.each([
    ['Éducation', 'education'],
    ['Les Ateliers du Cœur', 'les ateliers du coeur'],
    ['ŒUVRE', 'oeuvre'],
    ['Ægée', 'aegee'],
    ['  Santé \t  mentale\n', 'sante mentale'],
    ['Çà et là', 'ca et la'],
    ['Noël à l’hôpital', 'noel a l’hopital'],
    ['', ''],
  ])('%j -> %j', (input, folded) => {
    expect(foldForSearch(input)).toBe(folded);
  });

  it('is idempotent (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (text) => {
        const once = foldForSearch(text);
        expect(foldForSearch(once)).toBe(once);
      }),
      { numRuns: 500 },
    );
  });

  it('never leaves upper case, diacritics or doubled spaces (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-composite', maxLength: 30 }), (text) => {
        const folded = foldForSearch(text);
        expect(folded).not.toMatch(/\p{M}| {2}|^ | $/u);
        expect(folded).toBe(folded.toLowerCase());
      }),
    );
  });
});

describe('directory name filter: every keyword, accents and case ignored', () => {
  it.each([
    ['Les Ateliers du Cœur', 'coeur ateliers', true],
    ['Les Ateliers du Cœur', 'ATELIER', true],
    ['Les Ateliers du Cœur', 'ateliers secours', false],
    ['Médecins du Monde', 'medecins', true],
    ['Médecins du Monde', '', true],
  ])('%j matches %j: %s', (name, query, expected) => {
    expect(matchesAllKeywords(name, query)).toBe(expected);
  });
});

describe('slugify', () => {
  it.each([
    ['Les Ateliers du Cœur', 'les-ateliers-du-coeur'],
    ["L'Arche à Paris !", 'l-arche-a-paris'],
    ['  --Santé & Éducation--  ', 'sante-education'],
    ['Œuvre 2026', 'oeuvre-2026'],
  ])('%j -> %j', (input, slug) => {
    expect(slugify(input)).toBe(slug);
  });
});

describe('truncate', () => {
  it.each([
    [repeat('a', 29), repeat('a', 29)],
    [repeat('a', 30), repeat('a', 30)],
    [repeat('a', 31), `${repeat('a', 30)}...`],
  ])('pot name of %#', (name, shown) => {
    expect(truncatePotName(name)).toBe(shown);
  });

  it('cuts partner titles at 44 with two dots, press texts at 60 and 180', () => {
    expect(truncatePartnerTitle(repeat('p', 44))).toBe(repeat('p', 44));
    expect(truncatePartnerTitle(repeat('p', 45))).toBe(`${repeat('p', 44)}..`);
    expect(truncatePressTitle(repeat('t', 60))).toBe(repeat('t', 60));
    expect(truncatePressTitle(repeat('t', 61))).toBe(`${repeat('t', 60)}...`);
    expect(truncatePressDescription(repeat('d', 180))).toBe(repeat('d', 180));
    expect(truncatePressDescription(repeat('d', 181))).toBe(`${repeat('d', 180)}...`);
  });

  it('never cuts an emoji in half', () => {
    expect(truncate('🎉🎉🎉', 2)).toBe('🎉🎉...');
  });
});

describe('charityInitials', () => {
  it.each([
    ['Les Amis du Vent', 'AD'],
    ["L'Arche solidaire", 'AS'],
    ['la Maison', 'M'],
    ['Cap Sororité-Réunion', 'CS'],
    ['', ''],
  ])('%j -> %j', (name, initials) => {
    expect(charityInitials(name)).toBe(initials);
  });
});
