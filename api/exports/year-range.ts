/** The instants of a calendar year in Paris: gifts are counted by the Paris day they succeeded on. */
import { endOfParisDayIso } from '../../domain/dates';
import { fieldInvalid } from '../http/back-office-errors';

export interface YearRange {
  /** Exclusive: the last instant of the previous year. */
  after: Date;
  /** Inclusive: the last instant of the year. */
  until: Date;
}

export function parisYear(year: number): YearRange {
  return { after: new Date(endOfParisDayIso(`${year - 1}-12-31`)), until: new Date(endOfParisDayIso(`${year}-12-31`)) };
}

/** `?year=` as a year between 2000 and 2100 (422 otherwise). */
export function yearParam(value: unknown): number {
  const year = Number(Array.isArray(value) ? value[0] : value);
  if (!Number.isInteger(year) || year < 2000 || year > 2100)
    throw fieldInvalid('year', 'Indiquez une année, par exemple 2026', 'invalid_year');
  return year;
}
