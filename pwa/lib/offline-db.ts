// The PWA's IndexedDB database (Dexie). Declared schema versions are never edited once shipped:
// a change is a new `db.version(n + 1).stores(...).upgrade(...)` (so that a device holding an older database upgrades it in order).
// Rows read back are untrusted: features parse them with the domain schemas before use.
import { Dexie, type EntityTable } from 'dexie';

/** A pot wizard draft (every gan_param_* value, images as Blobs). The pot issue defines `data`. */
export type DraftRow = {
  id: string; // e.g. 'pot-wizard' for the creation draft, or 'pot-wizard:{potId}' in edit mode
  updatedAt: number;
  data: unknown;
};

/** A write made offline, sent when the connection returns (the pot issue fills this in). */
export type OutboxRow = {
  seq?: number; // auto-incremented: the sending order
  key: string; // the request's Idempotency-Key, so a resend can never create twice
  createdAt: number;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body: unknown;
};

/**
 * The charity directory kept for offline browsing (directory issue): the API's objects as received
 * (Association, category, goal, region, country, event type), parsed with domain/directory.ts on read.
 */
export type KeptRow<K extends string, V> = { [key in K]: V } & Record<string, unknown>;

/**
 * When the directory was last kept, and the ETag of the charity list it came with; `partial` while only
 * the pages seen are kept (the whole list follows when the browser is idle).
 */
export type DirectoryMetaRow = { key: 'directory'; savedAt: number; etag: string | null; partial?: boolean };

export type EntraideDb = Dexie & {
  drafts: EntityTable<DraftRow, 'id'>;
  outbox: EntityTable<OutboxRow, 'seq'>;
  directoryAssocs: EntityTable<KeptRow<'id', number>, 'id'>;
  directoryCategories: EntityTable<KeptRow<'id', number>, 'id'>;
  directoryOdds: EntityTable<KeptRow<'odd_number', number>, 'odd_number'>;
  directoryRegions: EntityTable<KeptRow<'id', number>, 'id'>;
  directoryCountries: EntityTable<KeptRow<'alpha2Code', string>, 'alpha2Code'>;
  eventTypes: EntityTable<KeptRow<'id', number>, 'id'>;
  directoryMeta: EntityTable<DirectoryMetaRow, 'key'>;
};

export const db = new Dexie('entraide') as EntraideDb;

db.version(1).stores({
  drafts: 'id', // pot wizard drafts (pot issue)
  outbox: '++seq, key, createdAt', // queued offline writes (pot issue)
});

// The directory kept offline (directory issue).
db.version(2).stores({
  directoryAssocs: 'id, url',
  directoryCategories: 'id',
  directoryOdds: 'odd_number',
  directoryRegions: 'id',
  directoryCountries: 'alpha2Code',
  eventTypes: 'id, category',
  directoryMeta: 'key',
});
