/** A category row as the API shows it: `{id, name, slug, enabled}` (enabled: shown as a quick filter). */
import type { Category } from '../../domain/directory';
import type { CategoryRow } from './categories.queries';

export function presentCategory(row: CategoryRow): Category {
  return { id: row.id, name: row.name, slug: row.slug, enabled: row.enabled };
}
