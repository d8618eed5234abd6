/**
 * GET /cagnottes/{id}/donations (paging from offset 1, visibility, anonymity) and applyDonationStatus
 * (the pot's totals always equal the sum of its succeeded donations).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';
import { buildCompany, buildUser } from '../../test/factories';
import { applyDonationStatus, computePotTotals, type DonationStatus } from '../ledger';
import { insertDonation, organiserPots } from './testing/pot-factories';

let t: TestContext;
let pots: Awaited<ReturnType<typeof organiserPots>>;

beforeAll(async () => {
  t = await startTestApp();
  pots = await organiserPots(t.db.knex);
});
afterAll(() => t.close());

const newPot = () => pots.newPot();
const setStatus = (donationId: number, status: DonationStatus) =>
  t.db.knex.transaction((trx) => applyDonationStatus(trx, donationId, status, t.clock.now()));
const totalsOf = async (potId: number) =>
  t.db.knex('pots').where({ id: potId }).first('donations_total_amount', 'donations_count', 'donators_count');
const page = async (potId: number, query = '') => {
  const res = await t.request(`/api/v1/cagnottes/${potId}/donations${query}`);
  expect(res.status).toBe(200);
  return res.json() as Promise<Array<Record<string, unknown>>>;
};

describe('applyDonationStatus', () => {
  it('keeps the totals equal to the succeeded donations through every change', async () => {
    const potId = await newPot();
    const donor = await buildUser(t.db.knex);
    const a = await insertDonation(t.db.knex, { pot_id: potId, amount: 2500, user_id: donor.id, gift_entraide: 300 });
    const b = await insertDonation(t.db.knex, { pot_id: potId, amount: 1000, user_id: donor.id });
    const c = await insertDonation(t.db.knex, {
      pot_id: potId,
      amount: 700,
      quick_email: 'Rapide@Exemple.fr',
      quick_firstname: 'Léa',
      quick_name: 'Roux',
    });
    const d = await insertDonation(t.db.knex, {
      pot_id: potId,
      amount: 900,
      quick_email: 'rapide@exemple.fr',
      quick_firstname: 'Léa',
      quick_name: 'Roux',
    });

    expect(await totalsOf(potId)).toEqual({ donations_total_amount: 0, donations_count: 0, donators_count: 0 });
    await setStatus(a, 'SUCCEEDED');
    expect(await totalsOf(potId)).toEqual({ donations_total_amount: 2500, donations_count: 1, donators_count: 1 });
    await setStatus(b, 'SUCCEEDED');
    await setStatus(c, 'SUCCEEDED');
    await setStatus(d, 'SUCCEEDED');
    // The tip is not counted; one account and one quick donor (same e-mail, case ignored).
    expect(await totalsOf(potId)).toEqual({ donations_total_amount: 5100, donations_count: 4, donators_count: 2 });
    const again = await setStatus(d, 'SUCCEEDED');
    expect(again.changed).toBe(false);
    await setStatus(b, 'REFUNDED');
    await setStatus(c, 'FAILED');
    expect(await totalsOf(potId)).toEqual({ donations_total_amount: 3400, donations_count: 2, donators_count: 2 });
    expect(await totalsOf(potId)).toEqual(await computePotTotals(t.db.knex, potId));
    const row = await t.db.knex('donations').where({ id: a }).first('succeeded_at');
    expect(row.succeeded_at).toEqual(t.clock.now());
  });

  it('counts a donor out with their last succeeded donation, and in again with a new one', async () => {
    const potId = await newPot();
    const donor = await buildUser(t.db.knex);
    const other = await buildUser(t.db.knex);
    const mine = await insertDonation(t.db.knex, { pot_id: potId, amount: 4000, user_id: donor.id, gift_entraide: 200 });
    const theirs = await insertDonation(t.db.knex, { pot_id: potId, amount: 600, user_id: other.id });
    const quick = await insertDonation(t.db.knex, {
      pot_id: potId,
      amount: 800,
      quick_email: 'Seule@Exemple.fr',
      quick_firstname: 'Ana',
      quick_name: 'Roy',
    });
    // A quick donor's e-mail that an account also uses counts apart (accounts by id, quick donors by e-mail).
    const sameMail = await insertDonation(t.db.knex, { pot_id: potId, amount: 300, user_id: other.id, quick_email: 'seule@exemple.fr' });
    for (const id of [mine, theirs, quick, sameMail]) await setStatus(id, 'SUCCEEDED');
    expect(await totalsOf(potId)).toEqual({ donations_total_amount: 5700, donations_count: 4, donators_count: 3 });
    await setStatus(mine, 'REFUNDED');
    await setStatus(quick, 'REFUNDED');
    expect(await totalsOf(potId)).toEqual({ donations_total_amount: 900, donations_count: 2, donators_count: 1 });
    await setStatus(theirs, 'REFUNDED');
    expect(await totalsOf(potId)).toEqual({ donations_total_amount: 300, donations_count: 1, donators_count: 1 });
    // Settled or failed donations moving between themselves leave the totals alone.
    const failed = await insertDonation(t.db.knex, { pot_id: potId, amount: 999, user_id: donor.id });
    await setStatus(failed, 'FAILED');
    await setStatus(failed, 'REFUNDED');
    const again = await insertDonation(t.db.knex, {
      pot_id: potId,
      amount: 1000,
      quick_email: 'SEULE@exemple.fr',
      quick_firstname: 'Ana',
      quick_name: 'Roy',
    });
    await setStatus(again, 'SUCCEEDED');
    const change = await setStatus(sameMail, 'FAILED');
    expect(change.totals).toEqual({ donations_total_amount: 1000, donations_count: 1, donators_count: 1 });
    expect(await totalsOf(potId)).toEqual(change.totals);
    expect(await totalsOf(potId)).toEqual(await computePotTotals(t.db.knex, potId));
  });

  it('changes nothing when the transaction rolls back', async () => {
    const potId = await newPot();
    const donation = await insertDonation(t.db.knex, { pot_id: potId, amount: 1500, user_id: pots.organiser });
    await expect(
      t.db.knex.transaction(async (trx) => {
        await applyDonationStatus(trx, donation, 'SUCCEEDED', t.clock.now());
        throw new Error('provider answer could not be recorded');
      }),
    ).rejects.toThrow();
    expect(await totalsOf(potId)).toEqual({ donations_total_amount: 0, donations_count: 0, donators_count: 0 });
    expect((await t.db.knex('donations').where({ id: donation }).first('status')).status).toBe('CREATED');
  });

  it('keeps the totals right when many donations succeed at once', async () => {
    const potId = await newPot();
    const donations = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        insertDonation(t.db.knex, { pot_id: potId, amount: 100 * (i + 1), quick_email: `d${i}@exemple.fr` }),
      ),
    );
    await Promise.all(donations.map((id) => setStatus(id, 'SUCCEEDED')));
    expect(await totalsOf(potId)).toEqual({ donations_total_amount: 7800, donations_count: 12, donators_count: 12 });
  });
});

describe('GET /cagnottes/{id}/donations', () => {
  it('lists succeeded donations newest first, 50 per page from offset 1', async () => {
    const potId = await newPot();
    for (let i = 0; i < 120; i += 1) {
      const id = await insertDonation(t.db.knex, {
        pot_id: potId,
        amount: 100 + i,
        quick_email: `p${i}@exemple.fr`,
        quick_firstname: 'Jean',
        quick_name: `Numéro${i}`,
      });
      t.clock.advance(1000);
      if (i % 2 === 0) await setStatus(id, 'SUCCEEDED'); // 60 succeeded, 60 left CREATED
    }
    const first = await page(potId);
    expect(first).toHaveLength(50);
    expect(first[0]).toMatchObject({ amount: 218 });
    const second = await page(potId, '?offset=51');
    expect(second).toHaveLength(10);
    expect(second.at(-1)).toMatchObject({ amount: 100 });
    expect(new Set([...first, ...second].map((p) => p.id)).size).toBe(60);
    expect(await page(potId, '?offset=61')).toEqual([]);
    expect(await page(potId, '?offset=2&limit=1')).toEqual([first[1]]);
    expect((await totalsOf(potId)).donations_count).toBe(60);
  });

  it('hides amounts when asked, never names anonymous donors, and names companies', async () => {
    const potId = await newPot();
    const person = await buildUser(t.db.knex, { firstname: 'Inès', name: 'lefèvre' });
    const company = await buildCompany(t.db.knex, { enterprise: { enterprise_name: 'Boulangerie Lenoir' } });
    const secret = await buildUser(t.db.knex, { firstname: 'Secret', name: 'Caché' });
    const rows = [
      { user_id: person.id, amount: 2000 },
      { user_id: person.id, amount: 3000, is_visible: false },
      { user_id: company.id, amount: 10000 },
      { user_id: secret.id, amount: 5000, is_anonymous: true },
      {
        quick_email: 'quick@exemple.fr',
        quick_firstname: 'Zoé',
        quick_name: 'Martin',
        amount: 1200,
        is_anonymous: true,
        is_visible: false,
      },
    ];
    for (const spec of rows) {
      const id = await insertDonation(t.db.knex, { pot_id: potId, ...spec });
      t.clock.advance(1000);
      await setStatus(id, 'SUCCEEDED');
    }
    const list = await page(potId);
    expect(list.map(({ donor_name, amount, is_anonymous, is_visible }) => ({ donor_name, amount, is_anonymous, is_visible }))).toEqual([
      { donor_name: null, amount: null, is_anonymous: true, is_visible: false },
      { donor_name: null, amount: 5000, is_anonymous: true, is_visible: true },
      { donor_name: 'Boulangerie Lenoir', amount: 10000, is_anonymous: false, is_visible: true },
      { donor_name: 'Inès L.', amount: null, is_anonymous: false, is_visible: false },
      { donor_name: 'Inès L.', amount: 2000, is_anonymous: false, is_visible: true },
    ]);
    const raw = JSON.stringify(list);
    expect(raw).not.toMatch(/Secret|Caché|Zoé|quick@|@exemple/);
  });

  it('refuses bad paging with 422 and answers 404 for a missing pot', async () => {
    const potId = await newPot();
    for (const query of ['?offset=0', '?limit=0', '?limit=101', '?offset=abc']) {
      const res = await t.request(`/api/v1/cagnottes/${potId}/donations${query}`);
      expect(res.status, query).toBe(422);
    }
    expect((await t.request('/api/v1/cagnottes/999999/donations')).status).toBe(404);
  });
});
