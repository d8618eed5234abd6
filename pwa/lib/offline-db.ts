// The PWA's IndexedDB database (Dexie). Declared schema versions are never edited once shipped:
// a change is a new `db.version(n + 1).stores(...).upgrade(...)` (CONVENTIONS.md, offline data).
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

export type EntraideDb = Dexie & {
  drafts: EntityTable<DraftRow, 'id'>;
  outbox: EntityTable<OutboxRow, 'seq'>;
};

export const db = new Dexie('entraide') as EntraideDb;

db.version(1).stores({
  drafts: 'id', // pot wizard drafts (pot issue)
  outbox: '++seq, key, createdAt', // queued offline writes (pot issue)
});
