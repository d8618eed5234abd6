/** An event type as the spec's `{id, name, description, img}`, plus its group (`category`). */
import type { EventType } from '../../domain/directory';
import type { EventTypeRow } from './event-types.queries';

export function presentEventType(row: EventTypeRow): EventType {
  return { id: row.id, name: row.name, description: row.description, img: row.img_path, category: row.category };
}
