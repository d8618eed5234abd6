import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCentsFr, formatNumberFr } from './number-format';

// The reference: what the browser's Intl writes for fr-FR (Node ships full ICU).
const intlCents = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const intlNumber = (digits: number) => new Intl.NumberFormat('fr-FR', { maximumFractionDigits: digits });

describe('formatCentsFr', () => {
  it('writes what Intl writes, for any amount in cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        expect(formatCentsFr(cents)).toBe(intlCents.format(cents / 100));
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    [0, '0,00'],
    [5, '0,05'],
    [123456, '1\u202f234,56'],
    [100000000, '1\u202f000\u202f000,00'],
  ])('%i -> %j', (cents, text) => {
    expect(formatCentsFr(cents)).toBe(text);
  });
});

describe('formatNumberFr', () => {
  it('writes what Intl writes with at most one or two decimals', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e9, noNaN: true }), fc.integer({ min: 0, max: 2 }), (value, digits) => {
        expect(formatNumberFr(value, digits)).toBe(intlNumber(digits).format(value));
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    [12, 1, '12'],
    [0.5, 1, '0,5'],
    [2.25, 1, '2,3'],
    [2.05, 1, '2'], // 2.05 is 2.0499999… in binary: rounded on its exact value, as Intl does
    [12345.678, 1, '12\u202f345,7'],
    [-3.5, 1, '-3,5'],
  ])('%d with %i decimal(s) -> %j', (value, digits, text) => {
    expect(formatNumberFr(value, digits)).toBe(text);
  });
});
