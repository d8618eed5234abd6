/**
 * Categories, regions, goals, event types, the free-text search and the sponsorship link; and a table
 * that must name every route of the directory router (a new route without a row fails).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';
import { categories as seededCategories } from '../../migrations/seeds/data/categories';
import { eventTypes as seededEventTypes } from '../../migrations/seeds/data/event-types';
import { regions as seededRegions } from '../../migrations/seeds/data/regions';
import { demoCharities } from '../../migrations/seeds/data/demo-charities';
import type { Association, Category, EventType, Odd, Region } from '../../domain/directory';
import { directoryRoutes } from './directory.routes';

let t: TestContext;
let femme: number;
let firstEvent: number;
beforeAll(async () => {
  t = await startTestApp();
  femme = Number(
    await t.db
      .knex('assoc_categories')
      .where({ slug: 'femme' })
      .first()
      .then((r) => r.id),
  );
  firstEvent = Number(
    await t.db
      .knex('event_types')
      .orderBy('id')
      .first()
      .then((r) => r.id),
  );
});
afterAll(() => t.close());

async function json<T>(path: string, init?: RequestInit & { json?: unknown }) {
  const res = await t.request(path, init);
  return { res, body: (await res.json()) as T };
}

describe('categories', () => {
  it('lists the 8 categories in the home order, enabled', async () => {
    const { res, body } = await json<Category[]>('/api/v1/assoc_categories');
    expect(body.map((c) => c.name)).toEqual(seededCategories.map((c) => c.name));
    expect(body.every((c) => c.enabled)).toBe(true);
    expect(res.headers.get('etag')).toBeTruthy();
    expect(res.headers.get('cache-control')).toMatch(/max-age=/);
  });

  it('answers one category, and 404 or 422 otherwise', async () => {
    const { body } = await json<Category>(`/api/v1/assoc_categories/${femme}`);
    expect(body).toEqual({ id: femme, name: 'Femme', slug: 'femme', enabled: true });
    const missing = await json<{ errors: Array<{ detail: string }> }>('/api/v1/assoc_categories/9999');
    expect(missing.res.status).toBe(404);
    expect(missing.body.errors[0]?.detail).toBe("Cette cause n'existe pas");
    expect((await t.request('/api/v1/assoc_categories/x')).status).toBe(422);
  });

  it('lists the charities of a category, whole or paged, and 404 for an unknown one', async () => {
    const { res, body } = await json<Association[]>(`/api/v1/assoc_categories/${femme}/assocs`);
    expect(body.map((a) => a.name).sort()).toEqual(
      demoCharities
        .filter((c) => c.category === 'femme')
        .map((c) => c.name)
        .sort(),
    );
    expect(body.every((a) => a.category.id === femme)).toBe(true);
    expect(res.headers.get('x-total-count')).toBe(String(body.length));
    const page = await json<Association[]>(`/api/v1/assoc_categories/${femme}/assocs?page=2&per_page=2`);
    expect(page.body.map((a) => a.id)).toEqual(body.slice(2, 4).map((a) => a.id));
    expect((await t.request('/api/v1/assoc_categories/9999/assocs')).status).toBe(404);
    expect((await t.request(`/api/v1/assoc_categories/${femme}/assocs?per_page=0`)).status).toBe(422);
  });
});

describe('regions and goals', () => {
  it('lists the 18 regions with their INSEE codes in display order', async () => {
    const { body } = await json<Region[]>('/api/v1/regions');
    expect(body.map((r) => [r.code, r.name])).toEqual(seededRegions.map((r) => [r.code, r.name]));
    expect(body.every((r) => Number.isInteger(r.id))).toBe(true);
  });

  it('lists the 17 goals with images, the sponsorship ones (8, 11, 17) active', async () => {
    const { body } = await json<Odd[]>('/api/v1/odds');
    expect(body.map((o) => o.odd_number)).toEqual(Array.from({ length: 17 }, (_, i) => i + 1));
    expect(body.filter((o) => o.isActive).map((o) => o.odd_number)).toEqual([8, 11, 17]);
    expect(body[0]).toEqual({ odd_number: 1, name: 'Pas de pauvreté', img: { url: '/img/odd/1.svg' }, isActive: false });
  });
});

describe('event types', () => {
  const names = (category: string) => seededEventTypes.filter((e) => e.category === category).map((e) => e.name);

  it('answers both groups without cat: individuals first, companies second', async () => {
    const { body } = await json<EventType[][]>('/api/v1/event_types');
    expect(body).toHaveLength(2);
    expect(body[0]?.map((e) => e.name)).toEqual(names('particulier'));
    expect(body[1]?.map((e) => e.name)).toEqual(names('entreprise'));
    expect(body[0]?.[0]).toMatchObject({ name: 'Anniversaire', img: '/demo/event-types/anniversaire.svg', category: 'particulier' });
    expect(body[0]?.[0]?.description).toMatch(/cadeaux/);
  });

  it('answers one group with ?cat=particulier or ?cat=entreprise, 422 for another value', async () => {
    expect((await json<EventType[]>('/api/v1/event_types?cat=particulier')).body.map((e) => e.name)).toEqual(names('particulier'));
    expect((await json<EventType[]>('/api/v1/event_types?cat=entreprise')).body.map((e) => e.name)).toEqual(names('entreprise'));
    const bad = await json<{ errors: Array<{ field: string; detail: string }> }>('/api/v1/event_types?cat=association');
    expect(bad.res.status).toBe(422);
    expect(bad.body.errors[0]).toMatchObject({ field: 'cat', detail: "La catégorie d'événement n'est pas valide" });
  });

  it('answers one event type by id, 404 when unknown', async () => {
    const { body } = await json<EventType>(`/api/v1/event_types/${firstEvent}`);
    expect(body.id).toBe(firstEvent);
    const missing = await json<{ errors: Array<{ detail: string }> }>('/api/v1/event_types/99999');
    expect(missing.res.status).toBe(404);
    expect(missing.body.errors[0]?.detail).toBe("Ce type d'événement n'existe pas");
  });
});

describe('POST /seeker and POST /sponsorship/show', () => {
  it('searches charities by the words of a free text, accents ignored', async () => {
    const { res, body } = await json<{ assocs: Association[]; cagnottes: unknown[] }>('/api/v1/seeker', {
      method: 'POST',
      json: { seeker: { query: 'ECOLE fleuve' } },
    });
    expect(res.status).toBe(200);
    expect(body.assocs.map((a) => a.name)).toEqual(['Les Écoles du Fleuve']);
    expect(body.cagnottes).toEqual([]);
    const empty = await json<{ assocs: unknown[] }>('/api/v1/seeker', { method: 'POST', json: { seeker: { query: ' ' } } });
    expect(empty.body.assocs).toEqual([]);
    const bad = await t.request('/api/v1/seeker', { method: 'POST', json: { seeker: { query: 3 } } });
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors[0].detail).toBe("La recherche n'est pas valide");
  });

  it('gives the address of the sponsorship explanation, and 422 without a description', async () => {
    const { body } = await json<{ url: string }>('/api/v1/sponsorship/show', { method: 'POST', json: { description: 'odd' } });
    expect(body.url).toBe('/charte-qualité-cagnotte-solidaire#parrainage');
    const bad = await t.request('/api/v1/sponsorship/show', { method: 'POST', json: {} });
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors[0]).toMatchObject({ field: 'description', detail: 'La description est obligatoire' });
  });
});

describe('every directory route', () => {
  // One row per route of the router: a good request and the status it must answer.
  const table: Record<string, { path: () => string; body?: unknown; cacheable: boolean }> = {
    'GET /assocs': { path: () => '/assocs', cacheable: true },
    'POST /assocs/filter': { path: () => '/assocs/filter', body: { filter: {} }, cacheable: false },
    'GET /assocs/url/:url': { path: () => '/assocs/url/ecoute-marelle', cacheable: true },
    'GET /assocs/:id': { path: () => `/assocs/${femme}`, cacheable: true },
    'GET /assoc_categories': { path: () => '/assoc_categories', cacheable: true },
    'GET /assoc_categories/:id': { path: () => `/assoc_categories/${femme}`, cacheable: true },
    'GET /assoc_categories/:id/assocs': { path: () => `/assoc_categories/${femme}/assocs`, cacheable: true },
    'GET /regions': { path: () => '/regions', cacheable: true },
    'GET /odds': { path: () => '/odds', cacheable: true },
    'GET /event_types': { path: () => '/event_types', cacheable: true },
    'GET /event_types/:id': { path: () => `/event_types/${firstEvent}`, cacheable: true },
    'POST /seeker': { path: () => '/seeker', body: { seeker: { query: 'a' } }, cacheable: false },
    'POST /sponsorship/show': { path: () => '/sponsorship/show', body: { description: 'odd' }, cacheable: false },
  };

  it('has a row for each route, and each answers 200 (GETs with an ETag, then 304)', async () => {
    const router = directoryRoutes(t.deps);
    const routes = router.stack.flatMap((layer) => layer.methods.filter((m) => m !== 'HEAD').map((m) => `${m} ${layer.path}`));
    expect(routes.sort()).toEqual(Object.keys(table).sort());
    for (const [route, row] of Object.entries(table)) {
      const method = route.split(' ')[0] as string;
      const res = await t.request(`/api/v1${row.path()}`, { method, ...(row.body ? { json: row.body } : {}) });
      expect(res.status, route).toBe(200);
      if (!row.cacheable) continue;
      const etag = res.headers.get('etag') ?? '';
      expect(etag, route).toMatch(/^W\//);
      expect((await t.request(`/api/v1${row.path()}`, { headers: { 'If-None-Match': etag } })).status, route).toBe(304);
    }
  });
});
