/** GET /assocs (whole and paged, cacheable), GET /assocs/{id}, GET /assocs/url/{url}. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';
import { demoCharities } from '../../migrations/seeds/data/demo-charities';
import { compareCodePoints } from '../../domain/directory-filter';
import type { Association } from '../../domain/directory';
import { foldForSearch } from '../../domain/text';
import { insertCharities } from './testing/charities';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function getJson<T>(path: string, headers: Record<string, string> = {}) {
  const res = await t.request(path, { headers });
  return { res, body: (res.status === 200 ? await res.json() : undefined) as T };
}

const byFoldedName = (a: { name: string; id: number }, b: { name: string; id: number }) =>
  compareCodePoints(foldForSearch(a.name), foldForSearch(b.name)) || a.id - b.id;

describe('GET /assocs', () => {
  it('lists every active charity in the order of their folded names, with the total', async () => {
    const { res, body } = await getJson<Association[]>('/api/v1/assocs');
    expect(res.status).toBe(200);
    expect(body.map((a) => a.name).sort()).toEqual(demoCharities.map((c) => c.name).sort());
    expect(res.headers.get('x-total-count')).toBe(String(demoCharities.length));
    expect([...body].sort(byFoldedName).map((a) => a.id)).toEqual(body.map((a) => a.id));
  });

  it('carries every field of the spec, with media, certification badge, goals, rates and impacts', async () => {
    const { body } = await getJson<Association[]>('/api/v1/assocs');
    const maison = body.find((a) => a.url === 'la-maison-des-courageuses');
    expect(maison).toMatchObject({
      name: 'La Maison des Courageuses',
      banner: { url: '/demo/assocs/la-maison-des-courageuses/banner.svg' },
      logo: { url: '/demo/assocs/la-maison-des-courageuses/logo.webp' },
      video: { url: null, provider: null, embed_url: null, thumbnail: { url: null } },
      diaporamas: [1, 2, 3].map((n) => ({ value: { url: `/demo/assocs/la-maison-des-courageuses/slide-${n}.svg` } })),
      certification: 'DON_EN_CONFIANCE',
      assoc_path_certification: '/img/certifications/don-en-confiance.webp',
      desc_doc: { url: null },
      event_doc: { url: null },
      category: { name: 'Femme' },
      odds: [1, 5, 11].map((odd_number) => ({ odd_number, isActive: true })),
      assoc_types: [
        { assoc_type: 'PRIVATE', value: 75 },
        { assoc_type: 'ENTERPRISE', value: 60 },
      ],
      equivalence_30euro: 'Avec 30 €, vous offrez une semaine de repas à une maman et son enfant.',
      equivalence_100euro: "Avec 100 €, vous équipez une chambre d'enfant d'un lit et de linge neuf.",
      country: { alpha2Code: 'FR', name: 'France' },
      region: { code: '11', name: 'Île-de-France' },
    });
    expect(maison?.description).toMatch(/^La Maison des Courageuses héberge/);
    expect(maison?.assoc_object).toBe('Héberger et accompagner les mères isolées en situation de précarité.');
    expect(maison?.about).toContain('<p>');
    expect(maison?.actions).toContain('<li>');
    const uncertified = body.find((a) => a.url === 'les-ateliers-de-solene');
    expect(uncertified).toMatchObject({ certification: null, assoc_path_certification: '/img/certifications/default.webp' });
  });

  it('derives video players and thumbnails from the ids of both services', async () => {
    const { body } = await getJson<Association[]>('/api/v1/assocs');
    const youtube = body.find((a) => a.video.url === 'https://www.youtube.com/watch?v=aqz-KE-bpKQ');
    expect(youtube?.video).toEqual({
      url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      provider: 'youtube',
      embed_url: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
      thumbnail: { url: 'https://i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg' },
    });
    const vimeo = body.find((a) => a.video.provider === 'vimeo');
    expect(vimeo?.video).toEqual({
      url: 'https://vimeo.com/1084537',
      provider: 'vimeo',
      embed_url: 'https://player.vimeo.com/video/1084537',
      thumbnail: { url: 'https://vumbnail.com/1084537.jpg' },
    });
  });

  it('answers with an ETag and Cache-Control, and 304 to a matching If-None-Match', async () => {
    const first = await t.request('/api/v1/assocs');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=60, stale-while-revalidate=60');
    const again = await t.request('/api/v1/assocs', { headers: { 'If-None-Match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const other = await t.request('/api/v1/assocs', { headers: { 'If-None-Match': 'W/"autre"' } });
    expect(other.status).toBe(200);
  });

  it('gives pages of 12 from page 1, the total in X-Total-Count, and an empty page past the end', async () => {
    const { body: all } = await getJson<Association[]>('/api/v1/assocs');
    const page2 = await getJson<Association[]>('/api/v1/assocs?page=2');
    expect(page2.body.map((a) => a.id)).toEqual(all.slice(12, 24).map((a) => a.id));
    expect(page2.res.headers.get('x-total-count')).toBe('40');
    const last = await getJson<Association[]>('/api/v1/assocs?page=4&per_page=12');
    expect(last.body).toHaveLength(4);
    const past = await getJson<Association[]>('/api/v1/assocs?page=5');
    expect(past.body).toEqual([]);
    expect(past.res.headers.get('x-total-count')).toBe('40');
    const five = await getJson<Association[]>('/api/v1/assocs?page=3&per_page=5');
    expect(five.body.map((a) => a.id)).toEqual(all.slice(10, 15).map((a) => a.id));
  });

  it.each(['page=0', 'page=-1', 'page=abc', 'page=1.5', 'per_page=0', 'per_page=101', 'page=100001'])(
    'refuses ?%s with 422 and the French message',
    async (query) => {
      const res = await t.request(`/api/v1/assocs?${query}`);
      expect(res.status).toBe(422);
      const [error] = (await res.json()).errors;
      expect(error.detail).toBe('Les paramètres de pagination ne sont pas valides');
      expect(['page', 'per_page']).toContain(error.field);
    },
  );
});

describe('GET /assocs/{id} and /assocs/url/{url}', () => {
  it('answers one charity by id and by url slug, identical to its list entry', async () => {
    const { body: all } = await getJson<Association[]>('/api/v1/assocs');
    const listed = all.find((a) => a.url === 'ecoute-marelle') as Association;
    const byId = await getJson<Association>(`/api/v1/assocs/${listed.id}`);
    expect(byId.res.status).toBe(200);
    expect(byId.body).toEqual(listed);
    expect(byId.res.headers.get('etag')).toBeTruthy();
    const byUrl = await getJson<Association>('/api/v1/assocs/url/ecoute-marelle');
    expect(byUrl.body).toEqual(listed);
  });

  it('answers 404 in French for an unknown charity, and 422 for an id that is not one', async () => {
    for (const path of ['/api/v1/assocs/999999', '/api/v1/assocs/url/association-inconnue']) {
      const res = await t.request(path);
      expect(res.status).toBe(404);
      expect((await res.json()).errors[0]).toMatchObject({ code: 'not_found', detail: "Cette association n'existe pas" });
    }
    const bad = await t.request('/api/v1/assocs/abc');
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors[0].detail).toBe("L'identifiant n'est pas valide");
  });

  it('hides an inactive charity from the list and its pages, and changes the ETag', async () => {
    const before = await t.request('/api/v1/assocs');
    const etag = before.headers.get('etag') ?? '';
    const [category] = await t.db.knex('assoc_categories').where({ slug: 'sante' }).pluck('id');
    const [inactive] = await insertCharities(t.db.knex, [{ name: 'Association Endormie', category, active: false }]);
    expect((await t.request(`/api/v1/assocs/${inactive}`)).status).toBe(404);
    const after = await t.request('/api/v1/assocs', { headers: { 'If-None-Match': etag } });
    expect(after.status).toBe(304);
    const [active] = await insertCharities(t.db.knex, [{ name: 'Association Éveillée', category }]);
    const changed = await t.request('/api/v1/assocs', { headers: { 'If-None-Match': etag } });
    expect(changed.status).toBe(200);
    const names = ((await changed.json()) as Association[]).map((a) => a.name);
    expect(names).toContain('Association Éveillée');
    expect(names).not.toContain('Association Endormie');
    await t.db
      .knex('assocs')
      .whereIn('id', [inactive as number, active as number])
      .delete();
  });
});
