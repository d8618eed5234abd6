/**
 * A short-lived in-process cache for hot public reads (the pot page, its participants, the directory
 * filter): a value is kept `ttlMs` after it was read, concurrent misses of one key share a single read
 * (no stampede on the database when it expires under load), failures are not kept, and the number of
 * keys is bounded (the oldest goes first). `ttlMs` 0 turns it off: every call reads.
 *
 * It trades freshness for throughput: a value may be up to `ttlMs` old when another process (the job
 * worker, another API instance) changed the data; writes made through this process call `delete`.
 * Where it is used and with what TTL: docs/decisions.md, Performance.
 */
import type { Config } from '../config';

/** How long the public reads may be served from memory: 1 s in production (unless PUBLIC_READ_CACHE=false), off elsewhere. */
export function publicReadTtlMs(config: Pick<Config, 'NODE_ENV' | 'PUBLIC_READ_CACHE'>, productionMs = 1000): number {
  return config.NODE_ENV === 'production' && config.PUBLIC_READ_CACHE ? productionMs : 0;
}

interface Entry<V> {
  value: Promise<V>;
  /** performance.now() after which the entry is stale; Infinity while its read is under way. */
  expires: number;
}

export interface MicroCache<K, V> {
  /** The kept value of `key`, or `read()`'s (shared with concurrent callers, kept `ttlMs`). */
  get(key: K, read: () => Promise<V>): Promise<V>;
  /** Forgets `key` (after a write through this process). */
  delete(key: K): void;
  /** Forgets every key whose test passes. */
  deleteWhere(test: (key: K) => boolean): void;
  readonly size: number;
}

export function createMicroCache<K, V>(options: { ttlMs: number; maxEntries?: number; now?: () => number }): MicroCache<K, V> {
  const { ttlMs, maxEntries = 1000 } = options;
  const now = options.now ?? (() => performance.now());
  const entries = new Map<K, Entry<V>>();

  function evict(): void {
    if (entries.size < maxEntries) return;
    const at = now();
    for (const [key, entry] of entries) if (entry.expires <= at) entries.delete(key);
    // Still full: drop the oldest keys (a Map iterates in insertion order).
    for (const key of entries.keys()) {
      if (entries.size < maxEntries) break;
      entries.delete(key);
    }
  }

  return {
    get(key, read) {
      if (ttlMs <= 0) return read();
      const found = entries.get(key);
      if (found && found.expires > now()) return found.value;
      if (found) entries.delete(key);
      evict();
      const entry: Entry<V> = { value: read(), expires: Infinity };
      entries.set(key, entry);
      entry.value.then(
        () => {
          if (entries.get(key) === entry) entry.expires = now() + ttlMs;
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return entry.value;
    },
    delete(key) {
      entries.delete(key);
    },
    deleteWhere(test) {
      for (const key of entries.keys()) if (test(key)) entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}
