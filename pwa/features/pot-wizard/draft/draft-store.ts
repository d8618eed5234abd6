// The draft in IndexedDB (pwa/lib/offline-db.ts, table `drafts`): read, write, clear. Writes are
// queued one after another so a slow write never lands after a later one.
import { db } from '@/lib/offline-db';
import { parseDraft, type PotDraft } from './draft-schema';

let queue: Promise<unknown> = Promise.resolve();

function enqueue<T>(work: () => Promise<T>): Promise<T> {
  const next = queue.then(work, work);
  queue = next.catch(() => undefined);
  return next;
}

/** The stored draft (parsed), or null when there is none. */
export async function readDraft(id: string): Promise<PotDraft | null> {
  await queue;
  const row = await db.drafts.get(id);
  return row ? parseDraft(row.data) : null;
}

export function writeDraft(id: string, draft: PotDraft): Promise<void> {
  return enqueue(async () => {
    await db.drafts.put({ id, updatedAt: Date.now(), data: draft });
  });
}

/** Merges `changes` into the stored draft. */
export function patchDraft(id: string, changes: Partial<PotDraft>, base: PotDraft): Promise<PotDraft> {
  return enqueue(async () => {
    const row = await db.drafts.get(id);
    const next = { ...(row ? parseDraft(row.data) : base), ...changes };
    await db.drafts.put({ id, updatedAt: Date.now(), data: next });
    return next;
  });
}

export function clearDraft(id: string): Promise<void> {
  return enqueue(() => db.drafts.delete(id));
}
