/**
 * The next debit day of a running subscription (domain/debit-schedule.ts): its debit day on or after
 * today, but never in a month already debited, so that resuming or moving the day in a month whose
 * debit happened waits for the next month (a month is debited once: unique subscription and period).
 */
import { debitDateIn, firstDebitOn, nextPeriod, periodOf } from '../../domain/debit-schedule';
import type { DayInput } from '../../domain/dates';

export function nextDebitOn(debitDay: number, today: DayInput, lastDebitedPeriod: string | null): string {
  const candidate = firstDebitOn(debitDay, today);
  if (lastDebitedPeriod !== null && periodOf(candidate) <= lastDebitedPeriod) {
    return debitDateIn(nextPeriod(lastDebitedPeriod), debitDay);
  }
  return candidate;
}
