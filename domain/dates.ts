/**
 * Calendar days as `YYYY-MM-DD` strings, and the Europe/Paris reading of instants. Domain code never
 * reads the clock: callers pass `today` (a `YYYY-MM-DD` string, or a Date read as its day in Paris).
 * Day arithmetic runs in UTC on midnight values, so daylight-saving changes cannot shift a day.
 */
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { DATE_FORMATS, PARIS_TIME_ZONE } from './constants';

dayjs.extend(customParseFormat);
dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The Europe/Paris calendar day of an instant, from one `Intl.DateTimeFormat` made on first use: dayjs's
 * `tz()` builds a new one on each call (`toLocaleString`), and each costs a slow phone a few
 * milliseconds, the first of a page tens of them.
 */
let parisDayFormat: Intl.DateTimeFormat | null = null;
function parisDay(date: Date): string {
  parisDayFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: PARIS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
  const parts = Object.fromEntries(parisDayFormat.formatToParts(date).map(({ type, value }) => [type, value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** A calendar day (`YYYY-MM-DD`) or an instant whose day in Europe/Paris is meant. */
export type DayInput = string | Date;
/** Which way a date is typed: 'form' is DD-MM-YYYY (what people type), 'api' is YYYY-MM-DD (JSON). */
export type DateInputFormat = 'form' | 'api';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const FORM_DAY = /^\d{2}-\d{2}-\d{4}$/;

/**
 * Reads a typed date strictly (no overflow: 31-02-2000 is refused) and returns it as `YYYY-MM-DD`,
 * or null when it is not a real date in that format.
 */
export function parseDay(value: string, format: DateInputFormat): string | null {
  const text = value.trim();
  if (!(format === 'form' ? FORM_DAY : ISO_DAY).test(text)) return null;
  const parsed = dayjs.utc(text, DATE_FORMATS[format], true);
  return parsed.isValid() ? parsed.format(DATE_FORMATS.api) : null;
}

/** Converts a form date `DD-MM-YYYY` to the API's `YYYY-MM-DD`; null when it is not a real date. */
export function formDateToIso(value: string): string | null {
  return parseDay(value, 'form');
}

/** Converts an API date `YYYY-MM-DD` to the form's `DD-MM-YYYY`; null when it is not a real date. */
export function isoDateToForm(value: string): string | null {
  const day = parseDay(value, 'api');
  return day === null ? null : dayjs.utc(day).format(DATE_FORMATS.form);
}

/**
 * The calendar day meant by `today`: a `YYYY-MM-DD` string as it is, a Date as its day in Europe/Paris.
 * Throws a RangeError on anything else (a programming error, not user input).
 */
export function toDay(today: DayInput): string {
  if (today instanceof Date) {
    if (Number.isNaN(today.getTime())) throw new RangeError('today is an invalid Date');
    return parisDay(today);
  }
  const day = parseDay(today, 'api');
  if (day === null) throw new RangeError(`today must be YYYY-MM-DD, got ${JSON.stringify(today)}`);
  return day;
}

/** Adds (or with a negative amount subtracts) days or years to a calendar day; 29 Feb + 1 year is 28 Feb. */
export function addToDay(day: DayInput, amount: number, unit: 'day' | 'year'): string {
  return dayjs.utc(toDay(day)).add(amount, unit).format(DATE_FORMATS.api);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: DayInput, to: DayInput): number {
  return dayjs.utc(toDay(to)).diff(dayjs.utc(toDay(from)), 'day');
}

/**
 * The instant a day ends in Paris (23:59:59.999 local time), as an ISO 8601 UTC string: the stored
 * value of a pot's closing date. `2026-07-14` gives `2026-07-14T21:59:59.999Z` (summer time) and
 * `2026-01-15` gives `2026-01-15T22:59:59.999Z` (winter time).
 */
export function endOfParisDayIso(day: string): string {
  const checked = parseDay(day, 'api');
  if (checked === null) throw new RangeError(`expected YYYY-MM-DD, got ${JSON.stringify(day)}`);
  return dayjs.tz(`${checked}T23:59:59.999`, PARIS_TIME_ZONE).toISOString();
}

/** The Paris calendar day (`YYYY-MM-DD`) of an instant given as a Date or an ISO 8601 string. */
export function parisDayOf(instant: Date | string): string {
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) throw new RangeError(`invalid instant ${JSON.stringify(instant)}`);
  return parisDay(date);
}

/** Formats an instant (or a `YYYY-MM-DD` day) as the tables show it: `dd/MM/yyyy`, in Paris. */
export function formatTableDate(value: Date | string): string {
  const day = typeof value === 'string' && ISO_DAY.test(value) ? toDay(value) : parisDayOf(value);
  return dayjs.utc(day).format(DATE_FORMATS.table);
}
