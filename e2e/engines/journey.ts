/** What every engine journey gets: the phone, the API helpers and the server under test. */
import type { Api } from './api';
import type { Phone } from './phone';
import type { TestServer } from './server';

export interface JourneyContext {
  phone: Phone;
  api: Api;
  server: TestServer;
  /** A port of this run's own range for anything else a journey starts (the offline proxy). */
  sparePort: number;
}
export interface Journey {
  name: string;
  /** Runs in a browser session of its own instead of the one the earlier journeys used. */
  freshSession?: boolean;
  /** Needs a manager account on the server (made before it starts). */
  needsManager?: boolean;
  run(ctx: JourneyContext): Promise<void>;
}

export const CONSENT = { cookie_consent: JSON.stringify({ choice: 'refused', at: new Date().toISOString() }) };

/** The in-page reader of one store of the app's IndexedDB (as e2e/support.ts readAppStore): never creates it. */
export function readStoreInPage(name: string): Promise<unknown[]> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('entraide');
    open.onupgradeneeded = () => open.transaction?.abort();
    open.onerror = () => resolve([]);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains(name)) {
        db.close();
        resolve([]);
        return;
      }
      const transaction = db.transaction(name);
      const all = transaction.objectStore(name).getAll();
      all.onsuccess = () => resolve(all.result);
      all.onerror = () => reject(all.error);
      transaction.oncomplete = () => db.close();
    };
  });
}
