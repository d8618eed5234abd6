// The public pages load the pot outbox only if a save may wait: known from the outbox's own mark, or,
// never marked, from whether the offline database exists at all (a first visit's does not).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dexie } from 'dexie';
import { db } from '../../../lib/offline-db';
import { markOutboxEmpty, markOutboxWaiting, OFFLINE_DB_NAME, outboxMayHoldSaves } from './outbox-hint';

afterEach(async () => {
  vi.unstubAllGlobals();
  await Dexie.delete(OFFLINE_DB_NAME);
});

describe('outboxMayHoldSaves', () => {
  it('looks for the database the PWA opens', () => {
    expect(db.name).toBe(OFFLINE_DB_NAME);
  });

  it('is false on a first visit: no mark and no offline database', async () => {
    await Dexie.delete(OFFLINE_DB_NAME);
    expect(await outboxMayHoldSaves()).toBe(false);
  });

  it('is true, never marked, once the offline database exists (an older version may have queued a save)', async () => {
    const database = new Dexie(OFFLINE_DB_NAME);
    database.version(1).stores({ outbox: '++seq' });
    await database.open();
    database.close();
    expect(await outboxMayHoldSaves()).toBe(true);
  });

  it('follows the outbox’s mark', async () => {
    markOutboxWaiting();
    expect(await outboxMayHoldSaves()).toBe(true);
    markOutboxEmpty();
    expect(await outboxMayHoldSaves()).toBe(false);
  });

  it('is true when the browser cannot tell (no storage, no list of databases)', async () => {
    vi.stubGlobal('indexedDB', { ...indexedDB, databases: undefined });
    expect(await outboxMayHoldSaves()).toBe(true);
    vi.stubGlobal('localStorage', { getItem: () => { throw new Error('refused'); }, setItem: () => { throw new Error('refused'); } });
    markOutboxEmpty(); // does not throw
    expect(await outboxMayHoldSaves()).toBe(true);
  });
});
