/**
 * When a monthly donation is debited. A subscription has a debit day (1 to 31); in a month shorter
 * than that day, the debit falls on the month's last day (31 -> 28 February, 30 April). Days are
 * calendar days in Europe/Paris (`toDay`); a month is named by its period `YYYY-MM`, which is also
 * what makes a monthly debit unique.
 */
import { toDay, type DayInput } from './dates';

/** The period (`YYYY-MM`) of a calendar day. */
export function periodOf(day: string): string {
  return day.slice(0, 7);
}

/** The number of days of a month (1-12). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The debit date of a period for a debit day: the day itself, or the month's last day when shorter. */
export function debitDateIn(period: string, debitDay: number): string {
  const [year, month] = period.split('-').map(Number) as [number, number];
  const day = Math.min(debitDay, daysInMonth(year, month));
  return `${period}-${String(day).padStart(2, '0')}`;
}

/** The period after `period`. */
export function nextPeriod(period: string): string {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
}

/** The first debit date on or after `today` for a debit day. */
export function firstDebitOn(debitDay: number, today: DayInput): string {
  const day = toDay(today);
  const thisMonth = debitDateIn(periodOf(day), debitDay);
  return thisMonth >= day ? thisMonth : debitDateIn(nextPeriod(periodOf(day)), debitDay);
}

/** The debit date of the month after the one debited on `debitedOn`. */
export function nextDebitAfter(debitedOn: string, debitDay: number): string {
  return debitDateIn(nextPeriod(periodOf(debitedOn)), debitDay);
}

/** How many monthly debits fall from `firstDebit` (YYYY-MM-DD) to the end of its calendar year, it included. */
export function debitsLeftInYear(firstDebit: string): number {
  return 13 - Number(firstDebit.slice(5, 7));
}
