/** Event types: one group, both groups (index 0 individuals, index 1 companies), or one by id. */
import type { Knex } from 'knex';
import { DIRECTORY_MESSAGES } from '../../domain/directory-filter';
import type { EventCategory, EventType } from '../../domain/directory';
import { notFound } from '../http/errors';
import { presentEventType } from './event-types.presenter';
import { findEventTypeById, findEventTypes } from './event-types.queries';

/** The event types of one group. */
export async function listEventTypes(knex: Knex, category: EventCategory): Promise<EventType[]> {
  return (await findEventTypes(knex, category)).map(presentEventType);
}

/** Both groups: `[[individual types], [company types]]` (docs/api-contract.md). */
export async function listEventTypeGroups(knex: Knex): Promise<[EventType[], EventType[]]> {
  const all = (await findEventTypes(knex)).map(presentEventType);
  return [all.filter((e) => e.category === 'particulier'), all.filter((e) => e.category === 'entreprise')];
}

/** One event type; 404 when unknown. */
export async function getEventType(knex: Knex, id: number): Promise<EventType> {
  const row = await findEventTypeById(knex, id);
  if (!row) throw notFound(DIRECTORY_MESSAGES.eventTypeNotFound);
  return presentEventType(row);
}
