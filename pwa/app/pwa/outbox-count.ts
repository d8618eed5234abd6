// How many writes wait in the offline outbox (table `outbox` of the IndexedDB database 'entraide',
// pwa/lib/offline-db.ts), read with the bare IndexedDB API so the shell does not load Dexie on every
// page, and imported when first read (ConnectionBar.tsx, CreatePotLink.tsx), after the first render. The
// database is never created here: it is read only if the app already made it, and each read closes its
// connection (and gives way at once to a version upgrade of the app's own code).
const DB_NAME = 'entraide';
const STORE = 'outbox';

async function databaseExists(): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  if (typeof indexedDB.databases !== 'function') return true; // openExisting then undoes a creation
  const list = await indexedDB.databases();
  return list.some((info) => info.name === DB_NAME);
}

/** Opens the database as it is, or gives null if opening would create it. */
function openExisting(): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    let created = false;
    const request = indexedDB.open(DB_NAME);
    request.onupgradeneeded = () => {
      created = true; // it did not exist: abort, leaving nothing behind
      request.transaction?.abort();
    };
    request.onsuccess = () => {
      const db = request.result;
      db.onversionchange = () => db.close();
      if (created) {
        db.close();
        resolve(null);
      } else resolve(db);
    };
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
  });
}

/** The number of queued writes (0 when there is no database or no outbox yet). */
export async function countQueuedWrites(): Promise<number> {
  if (!(await databaseExists())) return 0;
  const db = await openExisting();
  if (!db) return 0;
  try {
    if (!db.objectStoreNames.contains(STORE)) return 0;
    return await new Promise<number>((resolve) => {
      const request = db.transaction(STORE, 'readonly').objectStore(STORE).count();
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(0);
    });
  } finally {
    db.close();
  }
}
