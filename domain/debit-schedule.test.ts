import { describe, expect, it } from 'vitest';
import { daysInMonth, debitDateIn, debitsLeftInYear, firstDebitOn, nextDebitAfter, nextPeriod, periodOf } from './debit-schedule';

describe('debit schedule', () => {
  it.each([
    ['2026-01', 31, '2026-01-31'],
    ['2027-02', 31, '2027-02-28'],
    ['2028-02', 31, '2028-02-29'],
    ['2028-02', 29, '2028-02-29'],
    ['2027-02', 29, '2027-02-28'],
    ['2027-04', 31, '2027-04-30'],
    ['2027-04', 30, '2027-04-30'],
    ['2027-04', 1, '2027-04-01'],
  ])('in %s, debit day %i falls on %s', (period, day, date) => {
    expect(debitDateIn(period, day)).toBe(date);
  });

  it('goes month by month keeping the chosen day: 31 January -> 28 February -> 31 March', () => {
    const dates = ['2027-01-31'];
    for (let i = 0; i < 3; i++) dates.push(nextDebitAfter(dates.at(-1) as string, 31));
    expect(dates).toEqual(['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30']);
  });

  it('first debit: this month when the day is today or later, else next month', () => {
    expect(firstDebitOn(25, '2026-11-22')).toBe('2026-11-25');
    expect(firstDebitOn(22, '2026-11-22')).toBe('2026-11-22');
    expect(firstDebitOn(5, '2026-11-22')).toBe('2026-12-05');
    expect(firstDebitOn(31, '2026-11-22')).toBe('2026-11-30');
    expect(firstDebitOn(1, '2026-12-31')).toBe('2027-01-01');
    // An instant is read as its day in Paris: 23:30 UTC on 30 November is already 1 December there.
    expect(firstDebitOn(1, new Date('2026-11-30T23:30:00Z'))).toBe('2026-12-01');
  });

  it('periods', () => {
    expect(periodOf('2026-11-22')).toBe('2026-11');
    expect(nextPeriod('2026-12')).toBe('2027-01');
    expect(nextPeriod('2027-09')).toBe('2027-10');
    expect([daysInMonth(2027, 2), daysInMonth(2028, 2), daysInMonth(2027, 12)]).toEqual([28, 29, 31]);
  });

  it('counts the debits left in the calendar year of the first one, it included', () => {
    expect([debitsLeftInYear('2026-01-31'), debitsLeftInYear('2026-11-25'), debitsLeftInYear('2026-12-31')]).toEqual([12, 2, 1]);
  });
});
