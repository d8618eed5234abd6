/** SQL of the event types (groups `particulier` and `entreprise`). */
import type { Knex } from 'knex';
import type { EventCategory } from '../../domain/directory';
import type { EventTypesRow } from '../db/tables.generated';

/** An event type as read, its group narrowed. */
export type EventTypeRow = Pick<EventTypesRow, 'id' | 'name' | 'description' | 'img_path'> & { category: EventCategory };

const COLUMNS = ['id', 'name', 'description', 'img_path', 'category'];

/** The event types of one group, or of both, in display order. */
export function findEventTypes(knex: Knex, category?: EventCategory): Promise<EventTypeRow[]> {
  const query = knex('event_types')
    .select(COLUMNS)
    .orderBy([{ column: 'position' }, { column: 'id' }]);
  if (category) query.where({ category });
  return query;
}

/** One event type by id. */
export function findEventTypeById(knex: Knex, id: number): Promise<EventTypeRow | undefined> {
  return knex('event_types').select(COLUMNS).where({ id }).first();
}
