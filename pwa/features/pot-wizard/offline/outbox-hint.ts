/**
 * Whether the pot outbox may hold saves, known without loading it (Dexie and the pot schemas, about
 * 50 kB of script): the public pages start the outbox only then (pwa/app/CreatePotLink.tsx), so that a
 * visit with nothing waiting evaluates none of it (issue 10's TBT). The outbox marks itself 'waiting'
 * when it queues a save and 'empty' when a flush leaves nothing; never marked (an older version, or no
 * save yet), it may hold saves only if the database exists, which a first visit's does not.
 */
/** The name pwa/lib/offline-db.ts gives its database, written here so as not to load Dexie (checked by the test). */
export const OFFLINE_DB_NAME = 'entraide';
const KEY = 'entraide.pot-outbox';

function write(value: 'waiting' | 'empty'): void {
  try {
    localStorage.setItem(KEY, value);
  } catch {
    // storage refused (private mode): the outbox is then loaded on every page, as before
  }
}

export const markOutboxWaiting = (): void => write('waiting');
export const markOutboxEmpty = (): void => write('empty');

export async function outboxMayHoldSaves(): Promise<boolean> {
  let mark: string | null = null;
  try {
    mark = localStorage.getItem(KEY);
  } catch {
    return true;
  }
  if (mark === 'empty') return false;
  if (mark === 'waiting' || typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return true;
  try {
    return (await indexedDB.databases()).some((database) => database.name === OFFLINE_DB_NAME);
  } catch {
    return true;
  }
}
