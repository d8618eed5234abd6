/**
 * SQL of a pot's participants: its succeeded donations, newest first, with the donor's names (an
 * account's first and last name or company name, or the quick donor's names). Offsets start at 0 here;
 * the API's start at 1.
 */
import type { Knex } from 'knex';
import type { DonationsRow } from '../db/tables.generated';

/** A succeeded donation (so `succeeded_at` set) with its donor's names (null when it has no account, or no company). */
export type ParticipantRow = Pick<DonationsRow, 'id' | 'amount' | 'is_visible' | 'is_anonymous' | 'quick_firstname' | 'quick_name'> & {
  succeeded_at: Date;
  user_firstname: string | null;
  user_name: string | null;
  enterprise_name: string | null;
};

/**
 * One page, newest first. Deep offsets cost as much as the rows they skip, so a page in the older half
 * of the list is read from the other end of the same index (oldest first, skipping `total - offset -
 * limit` rows) and reversed: the first and the last pages of a pot of any size cost the same
 * (docs/performance.md, flat costs). `succeededCount` is the pot's stored `donations_count`, kept equal to
 * its SUCCEEDED donations by applyDonationStatus; without it the list is read newest first.
 */
export async function findParticipants(
  db: Knex,
  potId: number,
  offset: number,
  limit: number,
  succeededCount?: number,
): Promise<ParticipantRow[]> {
  if (succeededCount === undefined || offset + limit / 2 <= succeededCount / 2) {
    return participantsQuery(db, potId, 'desc').offset(offset).limit(limit);
  }
  const end = Math.min(offset + limit, succeededCount);
  if (end <= offset) return [];
  const rows = (await participantsQuery(db, potId, 'asc')
    .offset(succeededCount - end)
    .limit(end - offset)) as ParticipantRow[];
  return rows.reverse();
}

/** A counted donation's participant line and the id of its live event (api/pots/live/). */
export interface CountedParticipantRow extends ParticipantRow {
  live_seq: number | string;
}

/**
 * The participants counted after the live event `afterSeq` and up to `upToSeq` (the total being sent),
 * oldest first: at most the `limit` most recent of them (the live stream replays what a reconnecting
 * screen missed).
 */
export async function findParticipantsCountedAfter(
  db: Knex,
  potId: number,
  afterSeq: number,
  upToSeq: number,
  limit: number,
): Promise<CountedParticipantRow[]> {
  const rows: CountedParticipantRow[] = await participantRows(db, potId)
    .where('d.live_seq', '>', afterSeq)
    .andWhere('d.live_seq', '<=', upToSeq)
    .orderBy('d.live_seq', 'desc')
    .limit(limit)
    .select('d.live_seq');
  return rows.reverse();
}

function participantsQuery(db: Knex, potId: number, order: 'asc' | 'desc') {
  return participantRows(db, potId).orderBy([
    { column: 'd.succeeded_at', order },
    { column: 'd.id', order },
  ]);
}

function participantRows(db: Knex, potId: number) {
  return db('donations as d')
    .leftJoin('users as u', 'u.id', 'd.user_id')
    .leftJoin('enterprises as e', 'e.user_id', 'd.user_id')
    .where({ 'd.pot_id': potId, 'd.status': 'SUCCEEDED' })
    .select(
      'd.id',
      'd.amount',
      'd.is_visible',
      'd.is_anonymous',
      'd.succeeded_at',
      'u.firstname as user_firstname',
      'u.name as user_name',
      'e.enterprise_name',
      'd.quick_firstname',
      'd.quick_name',
    );
}
