// GET /event_types?cat=particulier|entreprise, kept in IndexedDB (the table the directory fills too) so
// the page works offline after one visit. Rows read back are parsed with the domain schema.
import { useQuery } from '@tanstack/react-query';
import { eventTypeSchema, listOf, type EventCategory, type EventType } from '@domain/directory';
import { api, ApiError, OfflineError } from '@/lib/api-client';
import { db } from '@/lib/offline-db';

async function readKept(category: EventCategory): Promise<EventType[] | null> {
  const rows = (await db.eventTypes.where('category').equals(category).toArray()) as Array<{ _order?: unknown }>;
  const order = (row: { _order?: unknown }) => (typeof row._order === 'number' ? row._order : 0);
  const parsed = rows
    .sort((a, b) => order(a) - order(b))
    .flatMap((row) => {
      const result = eventTypeSchema.safeParse(row);
      return result.success ? [result.data] : [];
    });
  return parsed.length > 0 ? parsed : null;
}

async function keep(list: EventType[]): Promise<void> {
  await db.eventTypes.bulkPut(list.map((event, index) => ({ ...event, _order: index })));
}

const unreachable = (err: unknown) => err instanceof OfflineError || (err instanceof ApiError && err.status >= 502 && err.status <= 504);

/** The event types of one group: from the server, else the kept copy. */
export async function loadEventTypes(category: EventCategory): Promise<EventType[]> {
  if (navigator.onLine) {
    try {
      const list = listOf(eventTypeSchema).parse(await api.get<unknown>('/event_types', { query: { cat: category } }));
      await keep(list).catch(() => undefined);
      return list;
    } catch (err) {
      if (!unreachable(err)) throw err;
      const kept = await readKept(category);
      if (kept) return kept;
      throw err;
    }
  }
  const kept = await readKept(category);
  if (kept) return kept;
  throw new OfflineError(true);
}

export function useEventTypeGroup(category: EventCategory) {
  return useQuery({ queryKey: ['events', category], queryFn: () => loadEventTypes(category), staleTime: 60 * 60 * 1000, retry: false });
}
