/** The micro-cache of hot public reads: TTL, one read for concurrent misses, failures not kept, bounded size. */
import { describe, expect, it } from 'vitest';
import { createMicroCache, publicReadTtlMs } from './micro-cache';

function clock(start = 0) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('createMicroCache', () => {
  it('keeps a value for its TTL, then reads again', async () => {
    const time = clock();
    const cache = createMicroCache<string, number>({ ttlMs: 1000, now: time.now });
    let reads = 0;
    const read = async () => ++reads;
    expect(await cache.get('pot', read)).toBe(1);
    time.advance(999);
    expect(await cache.get('pot', read)).toBe(1);
    time.advance(1);
    expect(await cache.get('pot', read)).toBe(2);
  });

  it('shares one read between concurrent misses of a key', async () => {
    const cache = createMicroCache<string, string>({ ttlMs: 1000 });
    let reads = 0;
    let release: (value: string) => void = () => undefined;
    const read = () => {
      reads++;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const answers = Promise.all(Array.from({ length: 50 }, () => cache.get('page', read)));
    release('la page');
    expect(await answers).toEqual(Array(50).fill('la page'));
    expect(reads).toBe(1);
  });

  it('does not keep a failed read', async () => {
    const cache = createMicroCache<string, number>({ ttlMs: 1000 });
    await expect(cache.get('pot', () => Promise.reject(new Error('introuvable')))).rejects.toThrow('introuvable');
    expect(await cache.get('pot', async () => 7)).toBe(7);
  });

  it('reads every time with a TTL of 0', async () => {
    const cache = createMicroCache<string, number>({ ttlMs: 0 });
    let reads = 0;
    await cache.get('pot', async () => ++reads);
    expect(await cache.get('pot', async () => ++reads)).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('forgets a key at once when told (a write through this process)', async () => {
    const cache = createMicroCache<number, string>({ ttlMs: 60_000 });
    await cache.get(1, async () => 'ancien nom');
    await cache.get(2, async () => 'autre');
    cache.delete(1);
    expect(await cache.get(1, async () => 'nouveau nom')).toBe('nouveau nom');
    cache.deleteWhere((key) => key === 2);
    expect(await cache.get(2, async () => 'relu')).toBe('relu');
  });

  it('a read under way when its key is dropped is not kept', async () => {
    const cache = createMicroCache<number, string>({ ttlMs: 60_000 });
    let release: (value: string) => void = () => undefined;
    const pending = cache.get(1, () => new Promise<string>((resolve) => (release = resolve)));
    cache.delete(1);
    release('lu avant la modification');
    await pending;
    expect(await cache.get(1, async () => 'lu après')).toBe('lu après');
  });

  it('holds at most maxEntries keys, dropping the oldest first', async () => {
    const cache = createMicroCache<number, number>({ ttlMs: 60_000, maxEntries: 3 });
    for (const key of [1, 2, 3, 4, 5]) await cache.get(key, async () => key);
    expect(cache.size).toBeLessThanOrEqual(3);
    let reads = 0;
    expect(await cache.get(5, async () => ++reads)).toBe(5);
    expect(await cache.get(1, async () => ++reads)).toBe(1);
    expect(reads).toBe(1);
  });
});

describe('publicReadTtlMs', () => {
  it('caches in production only, unless PUBLIC_READ_CACHE=false', () => {
    expect(publicReadTtlMs({ NODE_ENV: 'production', PUBLIC_READ_CACHE: true })).toBe(1000);
    expect(publicReadTtlMs({ NODE_ENV: 'production', PUBLIC_READ_CACHE: true }, 5000)).toBe(5000);
    expect(publicReadTtlMs({ NODE_ENV: 'production', PUBLIC_READ_CACHE: false })).toBe(0);
    expect(publicReadTtlMs({ NODE_ENV: 'development', PUBLIC_READ_CACHE: true })).toBe(0);
    expect(publicReadTtlMs({ NODE_ENV: 'test', PUBLIC_READ_CACHE: true })).toBe(0);
  });
});
