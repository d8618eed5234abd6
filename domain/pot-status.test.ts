import { describe, expect, it } from 'vitest';
import { closingDateToIso, closingIsoToDay } from './closing-date';
import { potStatItems, canEditPot, daysRemaining, daysRemainingLabel, formatDaysRemaining, isPotClosed, potStatus } from './pot-status';

const DAY_MS = 86_400_000;

describe('closing date stored as the end of its day in Paris', () => {
  it.each([
    ['2026-01-15', '2026-01-15T22:59:59.999Z'], // winter, UTC+1
    ['2026-07-14', '2026-07-14T21:59:59.999Z'], // summer, UTC+2
    ['2026-03-28', '2026-03-28T22:59:59.999Z'], // day before the spring change
    ['2026-03-29', '2026-03-29T21:59:59.999Z'], // spring change at 02:00: the day ends in summer time
    ['2026-10-24', '2026-10-24T21:59:59.999Z'], // day before the autumn change
    ['2026-10-25', '2026-10-25T22:59:59.999Z'], // autumn change at 03:00: the day ends in winter time
    ['2028-02-29', '2028-02-29T22:59:59.999Z'],
  ])('%s -> %s', (day, iso) => {
    expect(closingDateToIso(day)).toBe(iso);
    expect(closingIsoToDay(iso)).toBe(day);
  });

  it('refuses what is not a day', () => {
    expect(() => closingDateToIso('2026-02-30')).toThrow(RangeError);
    expect(() => closingDateToIso('15-01-2026')).toThrow(RangeError);
  });
});

describe('pot status', () => {
  const closing = '2026-06-20T21:59:59.999Z';
  it.each([
    ['2026-06-20T21:59:59.998Z', false, 'En cours'],
    ['2026-06-20T21:59:59.999Z', false, 'En cours'], // the last millisecond still counts
    ['2026-06-20T22:00:00.000Z', false, 'Terminée'],
    ['2026-06-01T00:00:00.000Z', true, 'Terminée'], // closed early by its organiser
  ])('at %s (closed flag %s) -> %s', (now, closed, label) => {
    expect(potStatus(closing, closed, now)).toBe(label);
    expect(isPotClosed(closing, closed, new Date(now))).toBe(label === 'Terminée');
  });

  it('only the creator of an open pot may edit it', () => {
    const pot = { closing_date: closing, closed: false };
    expect(canEditPot(pot, true, '2026-06-19T10:00:00Z')).toBe(true);
    expect(canEditPot(pot, false, '2026-06-19T10:00:00Z')).toBe(false);
    expect(canEditPot(pot, true, '2026-06-21T10:00:00Z')).toBe(false);
    expect(canEditPot({ ...pot, closed: true }, true, '2026-06-19T10:00:00Z')).toBe(false);
  });
});

describe('days remaining', () => {
  const closing = '2026-06-20T21:59:59.999Z';
  const at = (daysBefore: number) => new Date(Date.parse(closing) - daysBefore * DAY_MS);
  it.each([
    [12.4, 12, '12 jours restants'],
    [2.5, 3, '3 jours restants'], // halves round up
    [1.5, 2, '2 jours restants'],
    [1.49, 1, '1 jour restant'],
    [1, 1, '1 jour restant'],
    [0.96, 1, '1 jour restant'], // one decimal below one day
    [0.5, 0.5, '0,5 jour restant'],
    [0.04, 0, '0 jour restant'],
    [0, 0, '0 jour restant'],
    [-3, 0, '0 jour restant'],
  ])('%s days before -> %s (%s)', (before, days, text) => {
    expect(daysRemaining(closing, at(before))).toBe(days);
    expect(formatDaysRemaining(days)).toBe(text);
  });

  it.each([
    [0, 'jour restant'],
    [1, 'jour restant'],
    [1.1, 'jours restants'],
    [2, 'jours restants'],
  ])('label at %s -> %s', (days, label) => {
    expect(daysRemainingLabel(days)).toBe(label);
  });
});

describe('potStatItems (the pot page and its server-written first screen)', () => {
  const pot = { donations_total_amount: 123456, closing_date: '2026-12-11T22:59:59.999Z', closed: false, donators_count: 2 };

  it('gives the total, the days left and the donors, value over label', () => {
    expect(potStatItems(pot, '2026-12-01T12:00:00.000Z')).toEqual([
      { key: 'total', value: '1\u202f234,56\u00a0€', label: 'collectés' },
      { key: 'days', value: '10', label: 'jours restants' },
      { key: 'donors', value: '2', label: 'donateurs' },
    ]);
  });

  it("says 'Terminée' once closed, and 'donateur' for one or none", () => {
    const items = potStatItems({ ...pot, closed: true, donators_count: 1 }, '2026-12-01T12:00:00.000Z');
    expect(items[1]).toEqual({ key: 'days', value: 'Terminée', label: 'cagnotte' });
    expect(items[2]).toEqual({ key: 'donors', value: '1', label: 'donateur' });
  });
});
