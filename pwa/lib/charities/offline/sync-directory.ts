// Keeps the directory for offline use: the charity list (asked with the ETag of the kept copy, so an
// unchanged list answers 304 and is not written again), the reference lists, and the charity logos
// and event images put in the service worker's image cache.
import { associationSchema, listOf } from '@domain/directory';
import { fetchCategories, fetchCountries, fetchEventTypes, fetchOdds, fetchRegions } from '../reference-lists';
import { requestWithHeaders } from '../request';
import { db } from '@/lib/offline-db';
import { keepDirectory, readKeptMeta } from './kept-directory';

/** The runtime cache of /demo/ and /uploads/ images (vite.config.ts), which the service worker reads first. */
export const IMAGE_CACHE = 'images';
/** Most images put in the cache at one sync (the cache keeps 500). */
const IMAGE_WARM_LIMIT = 400;

/** Puts same-origin images in the image cache, one at a time, skipping those already there. */
export async function warmImages(urls: Array<string | null>): Promise<void> {
  if (typeof caches === 'undefined') return;
  const cache = await caches.open(IMAGE_CACHE);
  const wanted = [...new Set(urls.filter((u): u is string => !!u && u.startsWith('/') && !u.startsWith('//')))];
  for (const url of wanted.slice(0, IMAGE_WARM_LIMIT)) {
    if (await cache.match(url)) continue;
    await cache.add(url).catch(() => undefined);
  }
}

/** Downloads and keeps the directory; resolves when the data is written (images follow in the background). */
export async function syncDirectory(): Promise<void> {
  const meta = await readKeptMeta();
  const etag = meta?.etag && (await db.directoryAssocs.count()) > 0 ? meta.etag : null;
  const [answer, categories, odds, regions, countries, eventTypes] = await Promise.all([
    requestWithHeaders<unknown>('/assocs', { headers: etag ? { 'If-None-Match': etag } : {} }),
    fetchCategories(),
    fetchOdds(),
    fetchRegions(),
    fetchCountries(),
    fetchEventTypes(),
  ]);
  const charities = answer.status === 304 ? null : listOf(associationSchema).parse(answer.data);
  await keepDirectory({
    charities,
    categories,
    odds,
    regions,
    countries,
    eventTypes,
    etag: answer.headers.get('ETag') ?? etag,
  });
  const logos = charities
    ? charities.map((c) => c.logo.url)
    : (await db.directoryAssocs.toArray()).map((row) => {
        const logo = (row as { logo?: { url?: unknown } }).logo?.url;
        return typeof logo === 'string' ? logo : null;
      });
  void warmImages([...logos, ...eventTypes.map((e) => e.img)]).catch(() => undefined);
}
