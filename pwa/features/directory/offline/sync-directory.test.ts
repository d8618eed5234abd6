import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/offline-db';
import { categories, charities, charity, countries, fakeDirectoryApi } from '../testing/fake-directory';
import { clearKeptDirectory } from '../testing/render';
import {
  keepSeenPage,
  readKeptCategories,
  readKeptCharities,
  readKeptCharity,
  readKeptCountries,
  readKeptEventTypes,
  readKeptMeta,
} from '@/lib/charities/offline/kept-directory';
import { syncDirectory } from '@/lib/charities/offline/sync-directory';

beforeEach(clearKeptDirectory);
afterEach(() => vi.unstubAllGlobals());

describe('syncDirectory', () => {
  it('keeps the charities, reference lists and the ETag, stamped with the time', async () => {
    fakeDirectoryApi();
    const before = Date.now();
    await syncDirectory();
    const meta = await readKeptMeta();
    expect(meta?.etag).toBe('W/"v1"');
    expect(meta?.savedAt).toBeGreaterThanOrEqual(before);
    const kept = await readKeptCharities();
    expect(kept?.map((c) => c.name).slice(-3)).toEqual(['Élevé', 'ELEVEURS Solidaires', 'Les Écoles du Fleuve']);
    expect(kept).toHaveLength(charities.length);
    expect((await readKeptCharity('association-1'))?.name).toBe('Élevé');
    expect((await readKeptCharity('2'))?.name).toBe('Les Écoles du Fleuve');
    expect(await readKeptCountries()).toEqual(countries); // the API's order, not the key's
    expect((await readKeptEventTypes())?.map((e) => e.id)).toEqual([1, 2, 10]);
  });

  it('asks with the kept ETag and, on 304, keeps the charities without writing them again', async () => {
    fakeDirectoryApi();
    await syncDirectory();
    const first = await readKeptMeta();
    const fetch = fakeDirectoryApi();
    fetch.mockImplementationOnce(async () => new Response(null, { status: 304, headers: { ETag: 'W/"v1"' } }));
    const put = vi.spyOn(db.directoryAssocs, 'bulkPut');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await syncDirectory();
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/v1/assocs');
    expect((init?.headers as Record<string, string>)['If-None-Match']).toBe('W/"v1"');
    expect(put).not.toHaveBeenCalled();
    expect(await readKeptCharities()).toHaveLength(charities.length);
    expect((await readKeptMeta())?.savedAt).toBeGreaterThan(first?.savedAt ?? Infinity);
  });

  it('leaves out kept rows that do not parse (rows read back are untrusted)', async () => {
    fakeDirectoryApi();
    await syncDirectory();
    await db.directoryAssocs.put({ id: 999, url: 'piegee', name: 42 });
    await db.directoryMeta.update('directory', { savedAt: Date.now() + 1 });
    const kept = await readKeptCharities();
    expect(kept).toHaveLength(charities.length);
    expect(kept?.some((c) => c.id === 999)).toBe(false);
    expect(await readKeptCharity('piegee')).toBeNull();
  });

  it('keeps nothing when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(syncDirectory()).rejects.toThrow();
    expect(await readKeptMeta()).toBeUndefined();
    expect(await readKeptCharities()).toBeNull();
  });
});

describe('keepSeenPage', () => {
  it('keeps a page just shown and its categories until the whole list is kept, then leaves the whole copy alone', async () => {
    await keepSeenPage(charities.slice(0, 2), categories);
    expect((await readKeptCharities())?.map((c) => c.id).sort()).toEqual(
      charities
        .slice(0, 2)
        .map((c) => c.id)
        .sort(),
    );
    expect(await readKeptCategories()).toEqual(categories);
    expect((await readKeptMeta())?.partial).toBe(true);
    await keepSeenPage(charities.slice(2, 3), undefined);
    expect(await readKeptCharities()).toHaveLength(3);

    fakeDirectoryApi();
    await syncDirectory();
    expect((await readKeptMeta())?.partial).toBeUndefined();
    await keepSeenPage([charity(999, 'Vue une fois')], undefined);
    expect(await readKeptCharities()).toHaveLength(charities.length);
  });
});
