/** POST /user/cagnottes and GET /cagnottes/{id}: creation rules, roles against pot types, bounds. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';
import { bearer, buildCompany, buildUser, signInAs } from '../../test/factories';
import { potBody, referenceIds } from './testing/pot-factories';

let t: TestContext;
let ids: Awaited<ReturnType<typeof referenceIds>>;
let privateToken: string;
let companyToken: string;
let managerToken: string;

beforeAll(async () => {
  t = await startTestApp(); // clock: 2026-11-22T10:00:00Z
  ids = await referenceIds(t.db.knex);
  privateToken = await signInAs(t.db.knex, t.clock, await buildUser(t.db.knex, { firstname: 'Camille', name: 'Durand' }));
  companyToken = await signInAs(t.db.knex, t.clock, await buildCompany(t.db.knex));
  managerToken = await signInAs(t.db.knex, t.clock, await buildUser(t.db.knex, { role_id: 3 }));
});
afterAll(() => t.close());

type Errors = { errors: Array<{ code: string; detail: string; field?: string }> };
const create = (token: string | null, pot: Record<string, unknown>) =>
  t.request('/api/v1/user/cagnottes', { method: 'POST', json: { charity_pot: pot }, headers: token ? bearer(token) : {} });
const personal = (overrides: Record<string, unknown> = {}) => potBody({ event: ids.privateEvent, charity: ids.charity }, overrides);
const company = (overrides: Record<string, unknown> = {}) =>
  potBody({ event: ids.companyEvent, charity: ids.charity }, { pot_type: 1, ...overrides });
const potCount = async () => Number((await t.db.knex('pots').count({ n: '*' }).first())?.n);

describe('POST /user/cagnottes', () => {
  it('creates a personal pot closing at the end of its day in Paris, answering 201 with the pot', async () => {
    const res = await create(privateToken, personal());
    expect(res.status).toBe(201);
    const pot = await res.json();
    expect(pot).toMatchObject({
      name: 'Les 30 ans de Camille',
      closing_date: '2026-12-31T22:59:59.999Z',
      pot_type: 0,
      is_locked: false,
      color: null,
      closed: false,
      is_active: true,
      can_edit: true,
      donations_total_amount: 0,
      donators_count: 0,
      donations_count: 0,
      created_by: { display_name: 'Camille D.', entreprise: null },
      event_type: { id: ids.privateEvent, category: 'particulier' },
      assoc: { id: ids.charity },
      banner: { url: null, images: [] },
    });
    expect(pot.id).toBeGreaterThan(0);
  });

  it('refuses anonymous callers with 401', async () => {
    expect((await create(null, personal())).status).toBe(401);
  });

  it('lets a company create a company pot with its colour, lock and logo shown by company name', async () => {
    const res = await create(companyToken, company({ color: '#2E7D32', is_locked: true }));
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      pot_type: 1,
      is_locked: true,
      color: '#2e7d32',
      created_by: { display_name: 'Martin Conseil', entreprise: { enterprise_name: 'Martin Conseil', logo: null } },
    });
  });

  it.each([
    ['a private account asking for a company pot', () => privateToken, () => company()],
    ['a company account asking for a personal pot', () => companyToken, () => personal()],
    ['a manager', () => managerToken, () => personal()],
  ])('answers 403 for %s and creates nothing', async (_label, token, body) => {
    const before = await potCount();
    const res = await create(token(), body());
    expect(res.status).toBe(403);
    expect(((await res.json()) as Errors).errors[0]).toMatchObject({
      code: 'wrong_account_type',
      detail: 'Votre type de compte ne vous permet pas de créer ce type de cagnotte',
    });
    expect(await potCount()).toBe(before);
  });

  it.each([
    ['name', { name: 'ab' }, 'Le nom de votre cagnotte est trop court'],
    ['name', { name: '  ab  ' }, 'Le nom de votre cagnotte est trop court'],
    ['name', { name: 'x'.repeat(121) }, 'Le nom de votre cagnotte est trop long'],
    ['name', { name: '' }, 'Le nom de votre cagnotte est obligatoire'],
    ['description', { description: '<p>ab</p>' }, 'La description de votre cagnotte est trop courte'],
    ['description', { description: '<p><script>alert(1)</script></p>' }, 'La description de votre cagnotte est obligatoire'],
    ['closing_date', { closing_date: '2026-11-22' }, 'La date de fin de collecte doit être au plus tôt demain'],
    ['closing_date', { closing_date: '2027-11-23' }, 'La date de fin de collecte doit être au plus tard dans 365 jours'],
    ['closing_date', { closing_date: '31-12-2026' }, 'Date invalide'],
    ['assoc_id_id', { assoc_id_id: 999999 }, 'Merci de choisir une association'],
    ['event_type_id_id', { event_type_id_id: 999999 }, "Le type d'événement est obligatoire"],
    ['is_locked', { is_locked: true }, "Le partage réservé au créateur n'existe que pour les cagnottes d'entreprise"],
  ])('answers 422 on %s for %j', async (field, overrides, detail) => {
    const before = await potCount();
    const res = await create(privateToken, personal(overrides));
    expect(res.status).toBe(422);
    expect(((await res.json()) as Errors).errors).toContainEqual(expect.objectContaining({ field, detail }));
    expect(await potCount()).toBe(before);
  });

  it('refuses an event type of the other kind', async () => {
    const res = await create(privateToken, personal({ event_type_id_id: ids.companyEvent }));
    expect(res.status).toBe(422);
    expect(((await res.json()) as Errors).errors[0]?.field).toBe('event_type_id_id');
  });

  it('accepts the closing-date bounds: tomorrow and today + 365 days', async () => {
    const first = await (await create(privateToken, personal({ closing_date: '2026-11-23' }))).json();
    expect(first.closing_date).toBe('2026-11-23T22:59:59.999Z');
    const last = await (await create(privateToken, personal({ closing_date: '2027-11-22' }))).json();
    expect(last.closing_date).toBe('2027-11-22T22:59:59.999Z');
  });

  it('closes at the end of tomorrow when no closing date is given', async () => {
    const res = await create(privateToken, personal({ closing_date: undefined }));
    expect(res.status).toBe(201);
    expect((await res.json()).closing_date).toBe('2026-11-23T22:59:59.999Z');
  });
});

describe('GET /cagnottes/{id}', () => {
  it('never exposes the organiser e-mail and gives can_edit only to the creator', async () => {
    const user = await buildUser(t.db.knex, { email: 'organisatrice.secrete@exemple.fr' });
    const token = await signInAs(t.db.knex, t.clock, user);
    const { id } = await (await create(token, personal())).json();

    const anonymous = await t.request(`/api/v1/cagnottes/${id}`);
    expect(anonymous.status).toBe(200);
    const text = await anonymous.text();
    expect(text).not.toContain('organisatrice.secrete');
    expect(text).not.toMatch(/"email"/);
    expect(JSON.parse(text).can_edit).toBe(false);

    expect((await (await t.request(`/api/v1/cagnottes/${id}`, { headers: bearer(privateToken) })).json()).can_edit).toBe(false);
    expect((await (await t.request(`/api/v1/cagnottes/${id}`, { headers: bearer(token) })).json()).can_edit).toBe(true);
  });

  it('answers 404 for a missing, inactive or malformed id', async () => {
    expect((await t.request('/api/v1/cagnottes/999999')).status).toBe(404);
    expect((await t.request('/api/v1/cagnottes/abc')).status).toBe(404);
    for (const malformed of ['0', '-1', '2147483648', '99999999999', '1.5', '1e3'])
      expect((await t.request(`/api/v1/cagnottes/${malformed}`)).status, malformed).toBe(404);
    const { id } = await (await create(privateToken, personal())).json();
    // Another spelling of the same id (a leading zero) is the same pot, with the same answer and headers.
    const [plain, padded] = await Promise.all([t.request(`/api/v1/cagnottes/${id}`), t.request(`/api/v1/cagnottes/0${id}`)]);
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(plain.headers.get('vary')).toBe('Authorization');
    expect(await padded.json()).toEqual(await plain.json());
    await t.db.knex('pots').where({ id }).update({ is_active: false });
    expect((await t.request(`/api/v1/cagnottes/${id}`)).status).toBe(404);
  });
});
