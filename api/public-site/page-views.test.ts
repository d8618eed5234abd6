import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';
import { countPageViews } from './page-views.queries';
import { PAGE_VIEW_LIMIT } from './page-views.routes';
import { purgeExpiredPageViews, retentionStart } from './page-views.service';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.knex('page_views').delete();
  t.clock.set('2026-11-22T10:00:00Z');
});

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

function view(path: unknown, headers: Record<string, string> = {}) {
  return t.request('/api/v1/analytics/page_views', {
    method: 'POST',
    json: { path },
    headers: { 'X-Forwarded-For': '203.0.113.7', 'User-Agent': CHROME, ...headers },
  });
}
const rows = () => t.db.knex('page_views').orderBy('id').select('*');

describe('POST /analytics/page_views', () => {
  it('stores the path without its query, the Paris day and an anonymous id, and nothing personal', async () => {
    const res = await view('/newsletter/confirmation?token=secret-token#haut');
    expect(res.status).toBe(204);
    const [row, ...others] = await rows();
    expect(others).toEqual([]);
    expect(Object.keys(row).sort()).toEqual(['day', 'id', 'path', 'visitor_id']);
    expect(row).toMatchObject({ day: '2026-11-22', path: '/newsletter/confirmation' });
    expect(row.visitor_id).toMatch(/^[0-9a-f]{32}$/);
    const stored = JSON.stringify(await t.db.knex('page_views').select('*'));
    for (const personal of ['203.0.113.7', 'Chrome', 'secret-token']) expect(stored).not.toContain(personal);
  });

  it('decodes accents and reads the day in Paris', async () => {
    t.clock.set('2026-11-21T23:30:00Z'); // already 22 November in Paris
    await view('/charte-qualit%C3%A9-cagnotte-solidaire/');
    expect(await rows()).toMatchObject([{ day: '2026-11-22', path: '/charte-qualité-cagnotte-solidaire' }]);
  });

  it('keeps one id for a visitor during a day, and a new unrelated one the next day', async () => {
    await view('/');
    await view('/tarif-cagnotte-solidaire-mecenat-entreprise');
    await view('/', { 'User-Agent': `${CHROME} Edg/140` });
    t.clock.advanceDays(1);
    await view('/');
    const ids = (await rows()).map((r) => r.visitor_id);
    expect(ids[0]).toBe(ids[1]);
    expect(ids[2]).not.toBe(ids[0]);
    expect(ids[3]).not.toBe(ids[0]);
    expect(await t.db.knex('page_view_salts').pluck('day')).toEqual(['2026-11-23']);

    const counts = await countPageViews(t.db.knex, '2026-11-22', '2026-11-22');
    expect(counts).toEqual([
      { path: '/', views: 2, visitors: 2 },
      { path: '/tarif-cagnotte-solidaire-mecenat-entreprise', views: 1, visitors: 1 },
    ]);
  });

  it('records nothing for robots, a browser sending Global Privacy Control, or a visitor who refused in the banner', async () => {
    expect((await view('/', { 'Sec-GPC': '1' })).status).toBe(204);
    expect((await view('/', { Cookie: 'cookie_consent=refused' })).status).toBe(204);
    expect((await view('/', { 'User-Agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' })).status).toBe(204);
    expect(await rows()).toEqual([]);
  });

  it('records a visitor who accepted in the banner', async () => {
    expect((await view('/', { Cookie: 'cookie_consent=accepted' })).status).toBe(204);
    expect(await rows()).toHaveLength(1);
  });

  it.each([[undefined], [''], ['https://ailleurs.example/'], ['relative'], [`/${'a'.repeat(300)}`], ['/a b'], [42]])(
    'refuses the path %j with 422',
    async (path) => {
      const res = await view(path);
      expect(res.status).toBe(422);
      expect((await res.json()).errors[0]).toMatchObject({ detail: 'Le chemin de la page n’est pas valide', field: 'path' });
      expect(await rows()).toEqual([]);
    },
  );

  it('throttles one client address past 300 views a minute', async () => {
    const headers = { 'X-Forwarded-For': '198.51.100.77' };
    expect(PAGE_VIEW_LIMIT).toEqual({ limit: 300, windowMs: 60_000 });
    for (let i = 0; i < 300; i += 1) expect((await view('/', headers)).status).toBe(204);
    const res = await view('/', headers);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBeTruthy();
    t.clock.advance(60_000);
    expect((await view('/', headers)).status).toBe(204);
  });
});

describe('13-month retention', () => {
  it('starts 13 months before the Paris day of now', () => {
    expect(retentionStart(new Date('2026-11-22T10:00:00Z'))).toBe('2025-10-22');
    expect(retentionStart(new Date('2026-11-21T23:30:00Z'))).toBe('2025-10-22');
    expect(retentionStart(new Date('2027-03-31T12:00:00Z'))).toBe('2026-02-28');
  });

  it('deletes views older than 13 months and keeps the rest', async () => {
    const visitor = 'a'.repeat(32);
    await t.db
      .knex('page_views')
      .insert(['2025-10-21', '2025-10-22', '2026-11-22'].map((day) => ({ day, path: '/', visitor_id: visitor })));
    const deleted = await purgeExpiredPageViews(t.db.knex, new Date('2026-11-22T10:00:00Z'));
    expect(deleted).toBe(1);
    expect((await rows()).map((r) => r.day)).toEqual(['2025-10-22', '2026-11-22']);
  });
});
