/**
 * A pot's closing day and its stored instant: the end of that day in Europe/Paris (23:59:59.999 local
 * time), exchanged as ISO 8601 UTC (pot-status.ts computes the state from it).
 */
import { endOfParisDayIso, parisDayOf } from './dates';

/** The stored closing instant of a closing day `YYYY-MM-DD`: the end of that day in Paris, ISO UTC. */
export function closingDateToIso(day: string): string {
  return endOfParisDayIso(day);
}

/** The closing day (`YYYY-MM-DD`, Paris) of a stored closing instant, for edit forms. */
export function closingIsoToDay(closingIso: string): string {
  return parisDayOf(closingIso);
}
