/** Seeds the event types of both groups, upserted by slug. */
import type { Knex } from 'knex';
import { eventTypeImagePath, eventTypes } from './data/event-types';

export async function seedEventTypes(knex: Knex): Promise<void> {
  const position = { particulier: 0, entreprise: 0 };
  const rows = eventTypes.map((e) => ({
    slug: e.slug,
    name: e.name,
    description: e.description,
    img_path: eventTypeImagePath(e.slug),
    category: e.category,
    position: ++position[e.category],
  }));
  await knex('event_types').insert(rows).onConflict('slug').merge(['name', 'description', 'img_path', 'category', 'position']);
}
