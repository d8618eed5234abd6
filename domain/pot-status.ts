/**
 * A pot's state in time. Closing dates are stored as the end of their day in Europe/Paris
 * (23:59:59.999 local time) and exchanged as ISO 8601 UTC. A pot is 'Terminée' once that instant has
 * passed or its organiser closed it, else 'En cours' (computed, never stored by a job).
 * Days remaining: (closing - now) in days; 1 or more is rounded to the nearest whole day (half up),
 * between 0 and 1 it keeps one decimal (rounded), below 0 it is 0. The label is singular ('jour restant')
 * at 1 or less, plural ('jours restants') above. Free of dayjs (the pot page loads it before it is
 * interactive): the closing day <-> instant conversions are in closing-date.ts.
 */
import { POT_MESSAGES } from './pot-messages';
import { formatEuros } from './money-format';
import { formatNumberFr } from './number-format';

/** What the tables and pot page show for a pot's status. */
export type PotStatusLabel = typeof POT_MESSAGES.statusOpen | typeof POT_MESSAGES.statusClosed;

const DAY_MS = 86_400_000;

function toMs(instant: Date | string): number {
  const ms = instant instanceof Date ? instant.getTime() : Date.parse(instant);
  if (Number.isNaN(ms)) throw new RangeError(`invalid instant ${JSON.stringify(instant)}`);
  return ms;
}

/** True when the pot is closed: its organiser closed it, or its closing instant is before `now`. */
export function isPotClosed(closingDateIso: string, closedFlag: boolean | null | undefined, now: Date | string): boolean {
  return closedFlag === true || toMs(now) > toMs(closingDateIso);
}

/** 'Terminée' when the pot is closed, else 'En cours'. */
export function potStatus(closingDateIso: string, closedFlag: boolean | null | undefined, now: Date | string): PotStatusLabel {
  return isPotClosed(closingDateIso, closedFlag, now) ? POT_MESSAGES.statusClosed : POT_MESSAGES.statusOpen;
}

/** Days remaining before the closing instant, rounded as the pot page shows them. */
export function daysRemaining(closingDateIso: string, now: Date | string): number {
  const days = (toMs(closingDateIso) - toMs(now)) / DAY_MS;
  if (days < 0) return 0;
  if (days >= 1) return Math.round(days);
  return Math.round(days * 10) / 10;
}

/** 'jour restant' at 1 or less, 'jours restants' above. */
export function daysRemainingLabel(days: number): string {
  return days <= 1 ? POT_MESSAGES.dayRemaining : POT_MESSAGES.daysRemaining;
}

/** The pot page's line: '12 jours restants', '1 jour restant', '0,5 jour restant', '0 jour restant'. */
export function formatDaysRemaining(days: number): string {
  return `${formatNumberFr(days, 1)} ${daysRemainingLabel(days)}`;
}

/**
 * Whether the caller may edit the pot (the edit pencil, `can_edit`): only its creator, and only while
 * the pot is open.
 */
export function canEditPot(pot: { closing_date: string; closed?: boolean | null }, isCreator: boolean, now: Date | string): boolean {
  return isCreator && !isPotClosed(pot.closing_date, pot.closed, now);
}

/** One of the pot page's three figures: its value over its label. */
export type PotStatItem = { key: 'total' | 'days' | 'donors'; value: string; label: string };

/**
 * The pot page's figures: the total collected, the days left (or 'Terminée' once closed) and the donors.
 * Written by the PWA (PotStats), also in the first screen the server renders with it (api/http/first-screens.ts).
 */
export function potStatItems(
  pot: { donations_total_amount: number; closing_date: string; closed?: boolean | null; donators_count: number },
  now: Date | string,
): PotStatItem[] {
  const days = daysRemaining(pot.closing_date, now);
  return [
    { key: 'total', value: formatEuros(pot.donations_total_amount), label: 'collectés' },
    pot.closed
      ? { key: 'days', value: POT_MESSAGES.statusClosed, label: 'cagnotte' }
      : { key: 'days', value: formatNumberFr(days, 1), label: daysRemainingLabel(days) },
    { key: 'donors', value: String(pot.donators_count), label: pot.donators_count > 1 ? 'donateurs' : 'donateur' },
  ];
}

/** The meta tag in which the server dates a pot page and its inlined pot (read by the PWA's pot query). */
export const SERVED_AT_META = 'entraide-served-at';
