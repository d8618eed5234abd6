import { describe, expect, it } from 'vitest';
import { birthDateSchema, defaultQuickPaymentBirthDate, isOldEnough, maxBirthDate } from './birth-date';
import { addToDay, daysBetween, formDateToIso, formatTableDate, isoDateToForm, toDay } from './dates';
import { fullErrorsOf, firstMessage } from './test-support';

const TODAY = '2026-06-15';
const AGE = "Vous n'avez pas l'âge requis pour utiliser l'application";

describe('birth date, 18 years (profiles, representative)', () => {
  const form = birthDateSchema({ today: TODAY, format: 'form' });
  it.each([
    ['15-06-2008', null], // exactly 18 today
    ['16-06-2008', AGE], // 18 tomorrow
    ['14-06-2008', null],
    ['01-01-1900', null],
    ['31-12-1899', 'Date invalide'],
    ['31-02-2000', 'Date invalide'],
    ['2000-02-01', 'Date invalide'],
    ['1-2-2000', 'Date invalide'],
    ['', 'Votre date de naissance est obligatoire'],
    [undefined, 'Votre date de naissance est obligatoire'],
  ])('%j -> %s', (input, message) => {
    expect(firstMessage(form, input)).toBe(message);
  });
});

describe('birth date, registration: 18 years and one day', () => {
  const api = birthDateSchema({ today: TODAY, variant: 'registration' });
  it.each([
    ['2008-06-15', AGE], // 18th birthday today: refused
    ['2008-06-14', null],
    ['15-06-2000', 'Date invalide'], // the API reads YYYY-MM-DD only
  ])('%j -> %s', (input, message) => {
    expect(firstMessage(api, input)).toBe(message);
  });

  it('reports the age refusal with code invalid_birth_date', () => {
    expect(fullErrorsOf(api, '2010-01-01')).toEqual([{ code: 'invalid_birth_date', detail: AGE, field: '' }]);
  });
});

describe('birth date, quick payment', () => {
  const quick = birthDateSchema({ today: TODAY, variant: 'quickPayment', format: 'form' });
  it.each([
    ['14-06-2008', null],
    ['15-06-2008', AGE],
    ['', "Votre date de naissance n'est pas valide"],
    ['32-01-2000', "Votre date de naissance n'est pas valide"],
  ])('%j -> %s', (input, message) => {
    expect(firstMessage(quick, input)).toBe(message);
  });

  it('opens on the latest accepted date', () => {
    expect(defaultQuickPaymentBirthDate(TODAY)).toBe('14-06-2008');
  });
});

describe('age rule around 29 February', () => {
  it.each([
    ['2026-02-28', '2008-02-29', false],
    ['2026-03-01', '2008-02-29', true],
  ])('on %s someone born %s is old enough: %s', (today, born, expected) => {
    expect(isOldEnough(born, today)).toBe(expected);
  });

  it('maxBirthDate per variant', () => {
    expect(maxBirthDate(TODAY)).toBe('2008-06-15');
    expect(maxBirthDate(TODAY, 'registration')).toBe('2008-06-14');
  });
});

describe('dates', () => {
  it.each([
    ['25-12-1990', '1990-12-25'],
    ['29-02-2000', '2000-02-29'],
    ['29-02-2001', null],
    ['1990-12-25', null],
    [' 01-01-2000 ', '2000-01-01'],
  ])('formDateToIso(%j) = %j', (input, expected) => {
    expect(formDateToIso(input)).toBe(expected);
  });

  it('isoDateToForm is the reverse', () => {
    expect(isoDateToForm('1990-12-25')).toBe('25-12-1990');
    expect(isoDateToForm('1990-13-25')).toBeNull();
  });

  it('a Date is read as its day in Paris', () => {
    expect(toDay(new Date('2026-06-14T22:30:00Z'))).toBe('2026-06-15'); // 00:30 in Paris (UTC+2)
    expect(toDay(new Date('2026-01-14T23:30:00Z'))).toBe('2026-01-15'); // 00:30 in Paris (UTC+1)
    expect(toDay(new Date('2026-01-14T22:30:00Z'))).toBe('2026-01-14');
  });

  it('refuses a malformed today', () => {
    expect(() => toDay('15/06/2026')).toThrow(RangeError);
    expect(() => toDay(new Date('nope'))).toThrow(RangeError);
  });

  it('adds days and years on calendar days', () => {
    expect(addToDay('2024-02-29', 1, 'year')).toBe('2025-02-28');
    expect(addToDay('2026-03-28', 1, 'day')).toBe('2026-03-29');
    expect(addToDay('2026-12-31', 1, 'day')).toBe('2027-01-01');
    expect(daysBetween('2026-06-15', '2027-06-15')).toBe(365);
  });

  it('formats table dates as dd/MM/yyyy in Paris', () => {
    expect(formatTableDate('2026-06-14T22:30:00Z')).toBe('15/06/2026');
    expect(formatTableDate('2026-06-15')).toBe('15/06/2026');
  });
});
