/**
 * `GET /user/donations` and `GET /cagnottes`: the caller's own rows only, newest donations first, pots
 * by closing date (latest first), the receipt link's rule, and the two summary boxes (total given
 * counts succeeded payments only; total received is what the caller's own pots collected).
 * Donations are inserted through the test factories (dashboard-factories.ts), not paid.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totalGiven, totalReceived } from '../../domain/dashboard';
import type { DashboardDonation, DashboardPot } from '../../domain/dashboard-types';
import { startTestApp, type TestContext } from '../../test/app';
import { bearer, buildCompany, buildUser, signInAs } from '../../test/factories';
import { insertPot, referenceIds } from '../pots/testing/pot-factories';
import { insertDonationWithStatus } from './testing/dashboard-factories';

let t: TestContext;
let ids: Awaited<ReturnType<typeof referenceIds>>;
let donor: { id: number; token: string };
let organiser: { id: number; token: string };
let sentByCharity: number;
const donation: Record<string, number> = {};
const pot: Record<string, number> = {};

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await startTestApp();
  const knex = t.db.knex;
  ids = await referenceIds(knex);
  sentByCharity = ids.charity2;
  await knex('assocs').where({ id: sentByCharity }).update({ cerfa_type: 'SENT_BY_ASSOC' });
  const donorUser = await buildUser(knex, { firstname: 'Inès' });
  const organiserUser = await buildUser(knex, { firstname: 'Hugo' });
  donor = { id: donorUser.id, token: await signInAs(knex, t.clock, donorUser) };
  organiser = { id: organiserUser.id, token: await signInAs(knex, t.clock, organiserUser) };
  const base = { created_by_id: organiser.id, event_type_id: ids.privateEvent };
  pot.open = await insertPot(knex, {
    ...base,
    assoc_id: ids.charity,
    name: 'Les quarante ans de Hugo et de toute sa famille',
    closing_day: '2026-12-31',
  });
  pot.later = await insertPot(knex, { ...base, assoc_id: sentByCharity, name: 'Marathon solidaire', closing_day: '2027-03-01' });
  pot.ended = await insertPot(knex, { ...base, assoc_id: ids.charity, name: 'Pot terminé', closing_day: '2026-10-01' });
  pot.donorOwn = await insertPot(knex, {
    created_by_id: donor.id,
    event_type_id: ids.privateEvent,
    assoc_id: ids.charity,
    name: 'Cagnotte d’Inès',
  });

  const give = (key: string, spec: Parameters<typeof insertDonationWithStatus>[1]) =>
    insertDonationWithStatus(knex, spec).then((id) => (donation[key] = id));
  await give('paid', {
    pot_id: pot.open,
    user_id: donor.id,
    amount: 5000,
    gift_entraide: 300,
    status: 'SUCCEEDED',
    at: at('2026-11-01T09:00:00Z'),
  });
  await give('paidSentByCharity', {
    pot_id: pot.later,
    user_id: donor.id,
    amount: 2500,
    status: 'SUCCEEDED',
    at: at('2026-11-02T09:00:00Z'),
  });
  await give('pending', { pot_id: pot.open, user_id: donor.id, amount: 7000, status: 'CREATED', at: at('2026-11-03T09:00:00Z') });
  await give('refused', { pot_id: pot.open, user_id: donor.id, amount: 9000, status: 'FAILED', at: at('2026-11-04T09:00:00Z') });
  await give('onEnded', { pot_id: pot.ended, user_id: donor.id, amount: 1000, status: 'SUCCEEDED', at: at('2026-09-20T09:00:00Z') });
  await give('organiserOwn', {
    pot_id: pot.open,
    user_id: organiser.id,
    amount: 4200,
    status: 'SUCCEEDED',
    at: at('2026-11-05T09:00:00Z'),
  });
  await give('toDonorPot', {
    pot_id: pot.donorOwn,
    user_id: organiser.id,
    amount: 1500,
    status: 'SUCCEEDED',
    at: at('2026-11-06T09:00:00Z'),
  });
  await give('toDonorPotFailed', {
    pot_id: pot.donorOwn,
    user_id: organiser.id,
    amount: 99900,
    status: 'FAILED',
    at: at('2026-11-07T09:00:00Z'),
  });
});
afterAll(() => t?.close());

async function get<T>(path: string, token?: string): Promise<{ status: number; body: T }> {
  const res = await t.request(path, { headers: token ? bearer(token) : {} });
  return { status: res.status, body: (await res.json()) as T };
}

describe('GET /user/donations', () => {
  it('refuses anonymous callers', async () => {
    const res = await get<{ errors: unknown[] }>('/api/v1/user/donations');
    expect(res.status).toBe(401);
  });

  it("lists the caller's donations only, newest first", async () => {
    const { status, body } = await get<DashboardDonation[]>('/api/v1/user/donations', donor.token);
    expect(status).toBe(200);
    expect(body.map((d) => d.id)).toEqual([
      donation.refused,
      donation.pending,
      donation.paidSentByCharity,
      donation.paid,
      donation.onEnded,
    ]);
    expect(body.every((d) => d.donated_by_id === donor.id)).toBe(true);
  });

  it('gives each donation the fields of the spec, amount being the gift alone', async () => {
    const { body } = await get<DashboardDonation[]>('/api/v1/user/donations', donor.token);
    expect(body.find((d) => d.id === donation.paid)).toEqual({
      id: donation.paid,
      pot_id: pot.open,
      pot_name: 'Les quarante ans de Hugo et de toute sa famille',
      pot_is_active: true,
      pot_closing_date: '2026-12-31T22:59:59.999Z',
      pot_is_closed: false,
      assoc_id: ids.charity,
      assoc_name: expect.any(String),
      assoc_cerfa_type: 'GENERATED',
      amount: 5000,
      gift_entraide: 300,
      payment_status: 'SUCCEEDED',
      payment_method: 'CARD',
      subscription_id: null,
      donated_at: '2026-11-01T09:00:00.000Z',
      payment_success_date: '2026-11-01T09:00:00.000Z',
      donated_by_id: donor.id,
      cerfa_pdf: `/api/v1/user/donations/${donation.paid}/cerfa`,
    });
  });

  it('links the receipt only for a succeeded donation to a charity whose receipts are generated', async () => {
    const { body } = await get<DashboardDonation[]>('/api/v1/user/donations', donor.token);
    const byId = new Map<number | undefined, DashboardDonation>(body.map((d) => [d.id, d]));
    expect(byId.get(donation.paidSentByCharity)).toMatchObject({ assoc_cerfa_type: 'SENT_BY_ASSOC', cerfa_pdf: null });
    expect(byId.get(donation.pending)).toMatchObject({ payment_status: 'CREATED', payment_success_date: null, cerfa_pdf: null });
    expect(byId.get(donation.refused)).toMatchObject({ payment_status: 'FAILED', payment_success_date: null, cerfa_pdf: null });
  });

  it('marks the pot of an ended collection as closed and no longer active', async () => {
    const { body } = await get<DashboardDonation[]>('/api/v1/user/donations', donor.token);
    expect(body.find((d) => d.id === donation.onEnded)).toMatchObject({ pot_is_active: false, pot_is_closed: true });
  });

  it('counts only succeeded payments in the total given', async () => {
    const { body } = await get<DashboardDonation[]>('/api/v1/user/donations', donor.token);
    expect(totalGiven(body)).toBe(5000 + 2500 + 1000);
  });
});

describe('GET /cagnottes', () => {
  it('refuses anonymous callers', async () => {
    expect((await get('/api/v1/cagnottes')).status).toBe(401);
  });

  it("lists the caller's pots, latest closing date first, with their totals and contributor counts", async () => {
    const { status, body } = await get<DashboardPot[]>('/api/v1/cagnottes', organiser.token);
    expect(status).toBe(200);
    expect(body.map((p) => p.id)).toEqual([pot.later, pot.open, pot.ended]);
    const open = body.find((p) => p.id === pot.open);
    expect(open).toMatchObject({
      name: 'Les quarante ans de Hugo et de toute sa famille',
      closing_date: '2026-12-31T22:59:59.999Z',
      event_type: { id: ids.privateEvent },
      assoc: { id: ids.charity, name: expect.any(String) },
      pot_type: 0,
      donations_total_amount: 5000 + 4200,
      donators_count: 2,
      closed: false,
      is_active: true,
      donation: null,
    });
    expect(body.find((p) => p.id === pot.ended)).toMatchObject({ closed: true, donations_total_amount: 1000, donators_count: 1 });
  });

  it("shows the donor's own pot with what it received (succeeded donations only)", async () => {
    const { body } = await get<DashboardPot[]>('/api/v1/cagnottes', donor.token);
    expect(body.map((p) => p.id)).toEqual([pot.donorOwn]);
    expect(totalReceived(body)).toBe(1500);
  });

  it('leaves out a pot its organiser removed', async () => {
    const removed = await insertPot(t.db.knex, {
      created_by_id: donor.id,
      event_type_id: ids.privateEvent,
      assoc_id: ids.charity,
      is_active: false,
    });
    const { body } = await get<DashboardPot[]>('/api/v1/cagnottes', donor.token);
    expect(body.map((p) => p.id)).not.toContain(removed);
  });

  it("gives a company's pot the status of its creation-flow donation", async () => {
    const company = await buildCompany(t.db.knex);
    const token = await signInAs(t.db.knex, t.clock, company);
    const companyPot = await insertPot(t.db.knex, {
      created_by_id: company.id,
      event_type_id: ids.companyEvent,
      assoc_id: ids.charity,
      pot_type: 1,
    });
    const main = await insertDonationWithStatus(t.db.knex, {
      pot_id: companyPot,
      user_id: company.id,
      amount: 30000,
      status: 'SUCCEEDED',
      at: at('2026-11-10T09:00:00Z'),
      extra: { is_main: true },
    });
    const { body } = await get<DashboardPot[]>('/api/v1/cagnottes', token);
    expect(body).toEqual([
      expect.objectContaining({ id: companyPot, pot_type: 1, donations_total_amount: 30000, donation: { id: main, status: 'SUCCEEDED' } }),
    ]);
  });
});
