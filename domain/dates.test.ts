import { describe, expect, it } from 'vitest';
import { addToDay, daysBetween, endOfParisDayIso, formatTableDate, parisDayOf, toDay } from './dates';

describe('the Paris day of an instant', () => {
  it('is the day in Paris, not in UTC, in winter (UTC+1) and in summer (UTC+2)', () => {
    expect(parisDayOf('2026-01-15T22:59:59.999Z')).toBe('2026-01-15');
    expect(parisDayOf('2026-01-15T23:00:00.000Z')).toBe('2026-01-16');
    expect(parisDayOf('2026-07-14T21:59:59.999Z')).toBe('2026-07-14');
    expect(parisDayOf('2026-07-14T22:00:00.000Z')).toBe('2026-07-15');
    expect(toDay(new Date('2026-12-31T23:30:00.000Z'))).toBe('2027-01-01');
  });

  it('follows the clock changes (last Sundays of March and October)', () => {
    // 29 March 2026: 02:00 becomes 03:00 (UTC+2 from 01:00 UTC)
    expect(parisDayOf('2026-03-28T22:59:59.000Z')).toBe('2026-03-28');
    expect(parisDayOf('2026-03-28T23:00:00.000Z')).toBe('2026-03-29');
    expect(parisDayOf('2026-03-29T21:59:59.000Z')).toBe('2026-03-29');
    expect(parisDayOf('2026-03-29T22:00:00.000Z')).toBe('2026-03-30');
    // 25 October 2026: 03:00 becomes 02:00 (UTC+1 from 01:00 UTC)
    expect(parisDayOf('2026-10-24T21:59:59.000Z')).toBe('2026-10-24');
    expect(parisDayOf('2026-10-24T22:00:00.000Z')).toBe('2026-10-25');
    expect(parisDayOf('2026-10-25T22:59:59.000Z')).toBe('2026-10-25');
    expect(parisDayOf('2026-10-25T23:00:00.000Z')).toBe('2026-10-26');
  });

  it('is the same day for the same instant however often it is asked, and refuses what is not an instant', () => {
    const instant = new Date('2026-11-28T00:30:00.000Z');
    expect([toDay(instant), toDay(instant), parisDayOf(instant)]).toEqual(['2026-11-28', '2026-11-28', '2026-11-28']);
    expect(() => parisDayOf('not a date')).toThrow(RangeError);
    expect(() => toDay(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('is what the day arithmetic and the tables start from', () => {
    expect(addToDay(new Date('2026-11-27T23:30:00.000Z'), 1, 'day')).toBe('2026-11-29');
    expect(daysBetween(new Date('2026-11-27T23:30:00.000Z'), '2026-12-28')).toBe(30);
    expect(formatTableDate('2026-07-14T22:30:00.000Z')).toBe('15/07/2026');
    expect(endOfParisDayIso('2026-07-14')).toBe('2026-07-14T21:59:59.999Z');
    expect(endOfParisDayIso('2026-01-15')).toBe('2026-01-15T22:59:59.999Z');
  });
});
