/**
 * `GET /cagnottes/{id}/donations?offset&limit`: the participants of a public pot (domain/participants.ts).
 * The name of an anonymous donor and the amount of a hidden donation never leave the server; companies
 * are named by their company name, people by first name and initial.
 */
import type { Participant } from '../../domain/participants';
import { personDisplayName } from '../../domain/participants';
import type { AppDeps } from '../app-deps';
import { readerOf } from '../db/database';
import { encodeJson } from '../http/json-body';
import type { MicroCache } from '../http/micro-cache';
import { potNotFound } from './pot-errors';
import { findParticipants, type ParticipantRow } from './participants.queries';
import { findPotListing } from './pots.queries';

function donorName(row: ParticipantRow): string {
  if (row.enterprise_name) return row.enterprise_name;
  if (row.user_firstname !== null) return personDisplayName(row.user_firstname, row.user_name ?? '');
  return personDisplayName(row.quick_firstname ?? '', row.quick_name ?? '');
}

export function presentParticipant(row: ParticipantRow): Participant {
  return {
    id: Number(row.id),
    donor_name: row.is_anonymous ? null : donorName(row),
    is_anonymous: row.is_anonymous,
    is_visible: row.is_visible,
    amount: row.is_visible ? Number(row.amount) : null,
    date: new Date(row.succeeded_at).toISOString(),
  };
}

/** One page of participants; `offset` starts at 1. 404 when the pot is missing or inactive. */
export async function listParticipants(deps: Pick<AppDeps, 'db'>, potId: number, offset: number, limit: number): Promise<Participant[]> {
  const reader = readerOf(deps.db); // public: the replica when there is one
  const pot = await findPotListing(reader, potId);
  if (!pot || !pot.is_active) throw potNotFound();
  const rows = await findParticipants(reader, potId, offset - 1, limit, Number(pot.donations_count));
  return rows.map(presentParticipant);
}

/** The key of one page in the participants cache. */
export type ParticipantsPageKey = `${number}:${number}:${number}`;

/** listParticipants as JSON, through `cache` (a micro-cache of a second in production, api/http/micro-cache.ts). */
export function listParticipantsJson(
  deps: Pick<AppDeps, 'db'>,
  cache: MicroCache<ParticipantsPageKey, Buffer>,
  potId: number,
  offset: number,
  limit: number,
): Promise<Buffer> {
  return cache.get(`${potId}:${offset}:${limit}`, async () => encodeJson(await listParticipants(deps, potId, offset, limit)));
}
