// The last gifts the live screen shows: the few newest lines of the participants list, kept as gifts
// arrive from the stream and as the list is read again after a reconnection (the same gift may come
// from both: it is shown once).
import type { Participant } from '@domain/participants';

/** How many of the last gifts the screen shows (docs/decisions/0430-live-screen.md). */
export const LIVE_GIFTS_SHOWN = 5;

const newestFirst = (a: Participant, b: Participant) => b.date.localeCompare(a.date) || b.id - a.id;

/** The newest `max` gifts of both lists, each gift once (by id; the later copy wins), newest first. */
export function mergeGifts(current: readonly Participant[], incoming: readonly Participant[], max = LIVE_GIFTS_SHOWN): Participant[] {
  const byId = new Map<number, Participant>();
  for (const gift of [...current, ...incoming]) byId.set(gift.id, gift);
  return [...byId.values()].sort(newestFirst).slice(0, max);
}
