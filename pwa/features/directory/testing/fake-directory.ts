// Test data and a fake API for the directory's component tests: a few charities with accented names,
// the reference lists, and a fetch that answers like the server (filter, pages, X-Total-Count).
import { vi } from 'vitest';
import type { Association, Category, Country, EventType, Odd, Region } from '@domain/directory';
import { filterCharities, paginate } from '@domain/directory-filter';
import { directoryFilterSchema } from '@domain/directory-filter-schemas';

export const categories: Category[] = [
  { id: 1, name: 'Femme', slug: 'femme', enabled: true },
  { id: 2, name: 'Éducation', slug: 'education', enabled: true },
  { id: 3, name: 'Cachée', slug: 'cachee', enabled: false },
];
export const odds: Odd[] = Array.from({ length: 17 }, (_, i) => ({
  odd_number: i + 1,
  name: `Objectif numéro ${i + 1}`,
  img: { url: `/img/odd/${i + 1}.svg` },
  isActive: [8, 11, 17].includes(i + 1),
}));
export const regions: Region[] = [
  { id: 10, code: '11', name: 'Île-de-France' },
  { id: 11, code: '84', name: 'Auvergne-Rhône-Alpes' },
];
export const countries: Country[] = [
  { alpha2Code: 'FR', name: 'France' },
  { alpha2Code: 'SN', name: 'Sénégal' },
];
export const eventTypes: EventType[] = [
  { id: 1, name: 'Anniversaire', description: 'Fêtez.', img: '/demo/event-types/anniversaire.svg', category: 'particulier' },
  { id: 2, name: 'Mariage', description: 'Unissez.', img: null, category: 'particulier' },
  { id: 10, name: 'Team building', description: 'Rassemblez.', img: null, category: 'entreprise' },
];

/** A complete charity; `overrides` change any field. */
export function charity(id: number, name: string, overrides: Partial<Association> = {}): Association {
  return {
    id,
    name,
    url: `association-${id}`,
    description: `${name} agit près de chez vous.`,
    assoc_object: 'Aider.',
    about: '<p>Notre histoire.</p>',
    actions: '<ul><li>Une action</li></ul>',
    banner: { url: `/demo/${id}/banner.svg` },
    logo: { url: `/demo/${id}/logo.webp` },
    video: { url: null, provider: null, embed_url: null, thumbnail: { url: null } },
    diaporamas: [],
    certification: null,
    assoc_path_certification: '/img/certifications/default.webp',
    desc_doc: { url: null },
    event_doc: { url: null },
    category: { id: 1, name: 'Femme' },
    odds: [{ odd_number: 5, isActive: true }],
    assoc_types: [
      { assoc_type: 'PRIVATE', value: 75 },
      { assoc_type: 'ENTERPRISE', value: 60 },
    ],
    equivalence_30euro: 'Avec 30 €, un repas.',
    equivalence_100euro: 'Avec 100 €, une nuit.',
    country: { alpha2Code: 'FR', name: 'France' },
    region: { id: 10, code: '11', name: 'Île-de-France' },
    ...overrides,
  };
}

/** 14 charities: two pages, accents, another category, country and region. */
export const charities: Association[] = [
  charity(1, 'Élevé'),
  charity(2, 'Les Écoles du Fleuve', {
    category: { id: 2, name: 'Éducation' },
    country: { alpha2Code: 'SN', name: 'Sénégal' },
    region: null,
  }),
  charity(3, 'ELEVEURS Solidaires', { region: { id: 11, code: '84', name: 'Auvergne-Rhône-Alpes' } }),
  ...Array.from({ length: 11 }, (_, i) => charity(10 + i, `Association ${String.fromCharCode(65 + i)}`)),
];

const json = (body: unknown, headers: Record<string, string> = {}, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/** Replaces fetch with a fake of the directory's API; returns the mock to inspect the calls. */
export function fakeDirectoryApi(list: Association[] = charities) {
  const ordered = filterCharities(list, directoryFilterSchema.parse({}));
  const page = (items: Association[], url: URL) => {
    const p = Number(url.searchParams.get('page') ?? '0');
    const per = Number(url.searchParams.get('per_page') ?? '12');
    return json(p ? paginate(items, p, per) : items, { 'X-Total-Count': String(items.length), ETag: 'W/"v1"' });
  };
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace('/api/v1', '');
    if (path === '/assocs/filter') {
      const body = JSON.parse(String(init?.body ?? '{}')) as { filter?: unknown };
      return page(filterCharities(ordered, directoryFilterSchema.parse(body.filter ?? {})), url);
    }
    if (path === '/assocs') return page(ordered, url);
    const byCategory = /^\/assoc_categories\/(\d+)\/assocs$/.exec(path);
    if (byCategory)
      return page(
        ordered.filter((c) => c.category.id === Number(byCategory[1])),
        url,
      );
    const one = /^\/assocs\/(?:url\/)?(.+)$/.exec(path);
    if (one) {
      const found = ordered.find((c) => String(c.id) === one[1] || c.url === one[1]);
      return found ? json(found) : json({ errors: [{ code: 'not_found', detail: "Cette association n'existe pas" }] }, {}, 404);
    }
    const lists: Record<string, unknown> = {
      '/assoc_categories': categories,
      '/odds': odds,
      '/regions': regions,
      '/countries.json': countries,
      '/event_types': [eventTypes.filter((e) => e.category === 'particulier'), eventTypes.filter((e) => e.category === 'entreprise')],
      '/sponsorship/show': { url: '/charte-qualité-cagnotte-solidaire#parrainage' },
    };
    if (path in lists) return json(lists[path]);
    return json({ errors: [{ code: 'not_found', detail: 'introuvable' }] }, {}, 404);
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

/** Makes navigator.onLine answer `online` (jsdom's is always true). */
export function setOnline(online: boolean): void {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
}
