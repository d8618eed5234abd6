/** PUT /user/cagnottes/{id} and POST /user/cagnottes/{id}/close: ownership, open pots only, nothing changed on refusal. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';
import { bearer, buildCompany, buildUser, signInAs } from '../../test/factories';
import { potBody, referenceIds } from './testing/pot-factories';

let t: TestContext;
let ids: Awaited<ReturnType<typeof referenceIds>>;
let owner: string;
let other: string;

beforeAll(async () => {
  t = await startTestApp();
  ids = await referenceIds(t.db.knex);
  owner = await signInAs(t.db.knex, t.clock, await buildUser(t.db.knex));
  other = await signInAs(t.db.knex, t.clock, await buildUser(t.db.knex));
});
afterAll(() => t.close());

const personal = (overrides: Record<string, unknown> = {}) => potBody({ event: ids.privateEvent, charity: ids.charity }, overrides);
async function newPot(token = owner): Promise<number> {
  const res = await t.request('/api/v1/user/cagnottes', { method: 'POST', json: { charity_pot: personal() }, headers: bearer(token) });
  expect(res.status).toBe(201);
  return (await res.json()).id;
}
const update = (id: number, token: string | null, body: unknown) =>
  t.request(`/api/v1/user/cagnottes/${id}`, { method: 'PUT', json: body, headers: token ? bearer(token) : {} });
const close = (id: number, token: string | null) =>
  t.request(`/api/v1/user/cagnottes/${id}/close`, { method: 'POST', headers: token ? bearer(token) : {} });
const row = (id: number) => t.db.knex('pots').where({ id }).first();

describe('PUT /user/cagnottes/{id}', () => {
  it('updates the creator’s open pot', async () => {
    const id = await newPot();
    const res = await update(id, owner, {
      charity_pot: personal({ name: 'Nouveau nom', closing_date: '2027-01-15', assoc_id_id: ids.charity2 }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id,
      name: 'Nouveau nom',
      closing_date: '2027-01-15T22:59:59.999Z',
      assoc: { id: ids.charity2 },
      can_edit: true,
    });
  });

  it('answers 403 to anyone but the creator and changes nothing', async () => {
    const id = await newPot();
    const before = await row(id);
    const res = await update(id, other, { charity_pot: personal({ name: 'Détournée' }) });
    expect(res.status).toBe(403);
    expect((await res.json()).errors[0]).toMatchObject({ code: 'not_pot_owner' });
    expect(await row(id)).toEqual(before);
    expect((await update(id, null, { charity_pot: personal() })).status).toBe(401);
  });

  it('answers 403 once the pot is closed, by its closing date or by its organiser', async () => {
    const id = await newPot();
    await t.db
      .knex('pots')
      .where({ id })
      .update({ closing_date: new Date('2026-11-22T09:59:59Z') });
    const before = await row(id);
    const res = await update(id, owner, { charity_pot: personal({ name: 'Trop tard' }) });
    expect(res.status).toBe(403);
    expect((await res.json()).errors[0]).toMatchObject({ code: 'pot_closed', detail: 'La cagnotte est déjà fermée' });
    expect(await row(id)).toEqual(before);
  });

  it('keeps the pot type of the creation whatever the body says', async () => {
    const id = await newPot();
    const res = await update(id, owner, { charity_pot: personal({ pot_type: 1 }) });
    expect(res.status).toBe(200);
    expect((await res.json()).pot_type).toBe(0);
  });

  it('checks the details like the creation (422, nothing changed)', async () => {
    const id = await newPot();
    const before = await row(id);
    const res = await update(id, owner, { charity_pot: personal({ name: 'ab', closing_date: '2026-11-22' }) });
    expect(res.status).toBe(422);
    const fields = (await res.json()).errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['name', 'closing_date']));
    expect(await row(id)).toEqual(before);
  });

  it('answers 404 for a missing pot', async () => {
    expect((await update(999999, owner, { charity_pot: personal() })).status).toBe(404);
  });

  it('lets a company edit its colour and sharing option', async () => {
    const token = await signInAs(t.db.knex, t.clock, await buildCompany(t.db.knex));
    const body = potBody({ event: ids.companyEvent, charity: ids.charity }, { pot_type: 1, is_locked: true });
    const { id } = await (
      await t.request('/api/v1/user/cagnottes', { method: 'POST', json: { charity_pot: body }, headers: bearer(token) })
    ).json();
    const res = await update(id, token, { charity_pot: { ...body, is_locked: false, color: '#1e88e5' } });
    expect(await res.json()).toMatchObject({ is_locked: false, color: '#1e88e5' });
  });
});

describe('POST /user/cagnottes/{id}/close', () => {
  it('closes the pot now: closed, no longer editable, and a second close is refused', async () => {
    const id = await newPot();
    const res = await close(id, owner);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id, closed: true, can_edit: false });
    expect((await row(id)).closed_at).toEqual(t.clock.now());
    expect((await close(id, owner)).status).toBe(403);
    expect((await update(id, owner, { charity_pot: personal() })).status).toBe(403);
  });

  it('answers 403 to anyone but the creator and leaves the pot open', async () => {
    const id = await newPot();
    expect((await close(id, other)).status).toBe(403);
    expect((await close(id, null)).status).toBe(401);
    expect((await row(id)).closed_at).toBeNull();
  });

  it('reads a pot as closed once its closing day is over, by the clock', async () => {
    const id = await newPot();
    t.clock.set('2026-12-31T22:59:59.999Z');
    expect((await (await t.request(`/api/v1/cagnottes/${id}`, { headers: bearer(owner) })).json()).closed).toBe(false);
    t.clock.set('2026-12-31T23:00:00.000Z');
    expect(await (await t.request(`/api/v1/cagnottes/${id}`, { headers: bearer(owner) })).json()).toMatchObject({
      closed: true,
      can_edit: false,
    });
    t.clock.set('2026-11-22T10:00:00Z');
  });
});
