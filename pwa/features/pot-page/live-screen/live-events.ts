// Reading the events of `GET /api/v1/cagnottes/{id}/live` (text/event-stream): `total` carries
// `{"total": cents, "donations_count": n}`, `donation` one line of the participants list. A message that
// does not read as such is ignored rather than shown.
import { participantSchema, type Participant } from '@domain/participants';

export type LiveTotals = { total: number; donationsCount: number };

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

function parseJson(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}

/** A `total` event's data, or null. */
export function readTotals(data: string): LiveTotals | null {
  const value = parseJson(data) as { total?: unknown; donations_count?: unknown } | undefined;
  if (!value || !isCount(value.total) || !isCount(value.donations_count)) return null;
  return { total: value.total, donationsCount: value.donations_count };
}

/** A `donation` event's data (a participants-list line), or null. */
export function readGift(data: string): Participant | null {
  const parsed = participantSchema.safeParse(parseJson(data));
  return parsed.success ? parsed.data : null;
}
