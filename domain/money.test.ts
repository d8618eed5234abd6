import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  centsToEuroInput,
  donationAmountInputSchema,
  donationAmountSchema,
  formatAmount,
  formatEuros,
  parseEuroInput,
  tipSchema,
  totalPaid,
} from './money';
import { netCost, reductionPercentFor, reductionPercentRange, taxReduction, donorTypeOfRole } from './tax';
import { firstMessage, parsed } from './test-support';

const NNBSP = '\u202f'; // fr-FR thousands separator
const NBSP = '\u00a0'; // before the euro sign

describe('parseEuroInput: euros as typed -> cents', () => {
  it.each([
    ['12,50', 1250],
    ['12.50', 1250],
    ['12,5', 1250],
    ['12', 1200],
    ['12,', 1200],
    ['0,01', 1],
    [' 7 ', 700],
    ['1 000,00', 100000],
    [`1${NNBSP}234,56${NBSP}€`, 123456],
    ['25€', 2500],
    [12.5, 1250],
    ['', null],
    ['abc', null],
    ['-5', null],
    ['1.234,56', null],
    ['12,555', null],
    [',50', null],
    ['12e3', null],
    ['99999999999999999999', null],
    [null, null],
  ])('%j -> %j', (input, cents) => {
    expect(parseEuroInput(input)).toBe(cents);
  });
});

describe('formatEuros (fr-FR)', () => {
  it.each([
    [0, `0,00${NBSP}€`],
    [1250, `12,50${NBSP}€`],
    [100, `1,00${NBSP}€`],
    [123456, `1${NNBSP}234,56${NBSP}€`],
    [100000000, `1${NNBSP}000${NNBSP}000,00${NBSP}€`],
  ])('%i -> %j', (cents, text) => {
    expect(formatEuros(cents)).toBe(text);
  });

  it('formatAmount and centsToEuroInput', () => {
    expect(formatAmount(123456)).toBe(`1${NNBSP}234,56`);
    expect(centsToEuroInput(1250)).toBe('12,50');
    expect(centsToEuroInput(1205)).toBe('12,05');
    expect(centsToEuroInput(2000)).toBe('20');
    expect(totalPaid(2000, 300)).toBe(2300);
  });

  it('reads back what it formats (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e13 }), (cents) => {
        expect(parseEuroInput(formatEuros(cents))).toBe(cents);
        expect(parseEuroInput(centsToEuroInput(cents))).toBe(cents);
      }),
    );
  });
});

describe('donation amount', () => {
  it.each([
    ['', 'Merci de saisir le montant de votre don'],
    ['0', 'Merci de saisir le montant de votre don'],
    ['0,00', 'Merci de saisir le montant de votre don'],
    ['abc', 'Merci de saisir le montant de votre don'],
    [undefined, 'Merci de saisir le montant de votre don'],
    ['0,99', 'La contribution minimum est de 1,00 €'],
    ['1', null],
    ['1,00', null],
    ['100 000', null],
    ['100 000,01', "Le montant maximum d'un don est de 100 000,00 €"],
  ])('typed %j -> %s', (input, message) => {
    expect(firstMessage(donationAmountInputSchema, input)).toBe(message);
  });

  it.each([
    [0, 'Merci de saisir le montant de votre don'],
    [-100, 'Merci de saisir le montant de votre don'],
    [150.5, 'Merci de saisir le montant de votre don'],
    ['100', 'Merci de saisir le montant de votre don'],
    [1, 'La contribution minimum est de 1,00 €'],
    [99, 'La contribution minimum est de 1,00 €'],
    [100, null],
    [10_000_000, null],
    [10_000_001, "Le montant maximum d'un don est de 100 000,00 €"],
    [Number.MAX_SAFE_INTEGER, "Le montant maximum d'un don est de 100 000,00 €"],
  ])('API cents %j -> %s', (input, message) => {
    expect(firstMessage(donationAmountSchema, input)).toBe(message);
  });

  it('the typed amount parses to cents', () => {
    expect(parsed(donationAmountInputSchema, '12,50')).toBe(1250);
  });
});

describe('tip (gift_entraide)', () => {
  const TIP = "Le montant de votre soutien à Entraide n'est pas valide";
  it.each([
    [-1, TIP],
    [1.5, TIP],
    ['5', TIP],
    [0, null],
    [350, null],
    [10_000_000, null],
    [10_000_001, TIP],
  ])('%j -> %s', (input, message) => {
    expect(firstMessage(tipSchema, input)).toBe(message);
  });

  it('absent means 0', () => {
    expect(parsed(tipSchema, undefined)).toBe(0);
  });
});

describe('tax reduction: net cost = amount x (100 - percent) / 100, to the cent', () => {
  it.each([
    [10000, undefined, 3400], // default 66 %
    [10000, 75, 2500],
    [10000, 60, 4000],
    [25, 66, 9], // 8.5 rounds up
    [1001, 66, 340], // 340.34
    [1, 66, 0],
    [0, 66, 0],
    [10000, 0, 10000],
    [10000, 100, 0],
  ])('%i cents at %s %% -> %i', (cents, percent, net) => {
    expect(netCost(cents, percent)).toBe(net);
    expect(taxReduction(cents, percent) + net).toBe(cents);
  });

  it.each([
    [100, 101],
    [100, -1],
    [100, 66.5],
    [-1, 66],
    [1.5, 66],
  ])('refuses %s cents at %s %%', (cents, percent) => {
    expect(() => netCost(cents, percent)).toThrow(RangeError);
  });

  it('takes the percent of the donor type from assoc_types, else 66', () => {
    const types = [
      { assoc_type: 'PRIVATE', value: 75 },
      { assoc_type: 'ENTERPRISE', value: '60' },
    ];
    expect(reductionPercentFor(types, 'PRIVATE')).toBe(75);
    expect(reductionPercentFor(types, 'ENTERPRISE')).toBe(60);
    expect(reductionPercentFor([], 'PRIVATE')).toBe(66);
    expect(reductionPercentFor(null, 'ENTERPRISE')).toBe(66);
    expect(reductionPercentRange(types)).toEqual({ min: 60, max: 75 });
    expect(reductionPercentRange([])).toBeNull();
  });

  it('role private (any case) is PRIVATE, other roles ENTERPRISE, visitors choose', () => {
    expect(donorTypeOfRole('Private')).toBe('PRIVATE');
    expect(donorTypeOfRole('enterprise')).toBe('ENTERPRISE');
    expect(donorTypeOfRole('manager')).toBe('ENTERPRISE');
    expect(donorTypeOfRole(undefined)).toBeNull();
  });
});
