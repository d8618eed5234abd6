/**
 * A pot's charity once gifts were made to it: the organiser's edit that changes it is refused (409, a
 * French message, nothing changed) while any donation is paid or still being paid, or a monthly giving
 * exists; a pot whose gifts all failed may still change, and its next gifts go to the new charity.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';
import { CHALLENGE_CARD, DECLINED_CARD, donateByCard, signedInDonor } from '../payments/donations/testing/donation-flows';
import { api, donorWithAccount, newMandate } from '../payments/subscriptions/testing/monthly-giving';
import { potBody } from './testing/pot-factories';
import { changeCharity, charityWorld, creditedWalletOf, organiserPot, receiptText, type CharityWorld } from './testing/charity-flows';

const REFUSED = 'Des dons ont déjà été versés à cette association : elle ne peut plus être changée.';

let t: TestContext;
let w: CharityWorld;
beforeAll(async () => {
  t = await startTestApp();
  w = await charityWorld(t);
});
afterAll(() => t?.close());

const potRow = (id: number) => t.db.knex('pots').where({ id }).first();
const publicCharity = async (id: number) => (await api(t, null, `/cagnottes/${id}`, { method: 'GET' })).body.assoc?.id;

async function expectRefused(potId: number): Promise<void> {
  const before = await potRow(potId);
  const res = await changeCharity(t, w, potId, w.b);
  expect(res.status).toBe(409);
  expect(res.body).toEqual({ errors: [{ code: 'charity_locked', detail: REFUSED, field: 'assoc_id_id' }] });
  expect(await potRow(potId)).toEqual(before);
  expect(await publicCharity(potId)).toBe(w.a.id);
}

describe('changing the charity of a pot that has gifts', () => {
  it('is refused once a gift was paid, with a French message, and nothing changes', async () => {
    const potId = await organiserPot(t, w, w.a);
    const donor = await signedInDonor(t);
    const paid = await donateByCard(t, { token: donor.token, potId, amount: 4500 });
    expect(paid.body.payment_status).toBe('SUCCEEDED');
    await expectRefused(potId);
    // The rest of the edit is still the organiser's to make, with the same charity.
    const same = await api(t, w.organiser.token, `/user/cagnottes/${potId}`, {
      method: 'PUT',
      json: { charity_pot: potBody({ event: w.event, charity: w.a.id }, { name: 'Un autre nom' }) },
    });
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ name: 'Un autre nom', assoc: { id: w.a.id } });
  });

  it('is refused while a gift is still being paid (3-D Secure not yet passed)', async () => {
    const potId = await organiserPot(t, w, w.a);
    const donor = await signedInDonor(t);
    const pending = await donateByCard(t, { token: donor.token, potId, amount: 6000, card: CHALLENGE_CARD });
    expect(pending.body.payment_status).toBe('CREATED');
    await expectRefused(potId);
  });

  it('is refused once a monthly giving was set up on the pot', async () => {
    const potId = await organiserPot(t, w, w.a);
    const donor = await donorWithAccount(t);
    const mandate = await newMandate(t, donor.token, `/participate/${potId}/confirmation`);
    const created = await api(t, donor.token, `/cagnottes/${potId}/subscriptions`, {
      json: {
        charity_subscription: {
          amount: 2000,
          gift_entraide: 0,
          is_visible: true,
          is_anonymous: false,
          debit_day: 5,
          recurrence: 1,
          payment_info: { PaymentType: 'MANDATE', mandateID: mandate.Id },
        },
      },
    });
    expect(created.status).toBe(201);
    await expectRefused(potId);
  });

  it('is allowed when every gift failed, and the next gift goes to the new charity and its receipt names it', async () => {
    const potId = await organiserPot(t, w, w.a);
    const donor = await signedInDonor(t);
    const declined = await donateByCard(t, { token: donor.token, potId, amount: 4000, card: DECLINED_CARD });
    expect(declined.status).toBe(422);
    expect(await t.db.knex('donations').where({ pot_id: potId }).pluck('status')).toEqual(['FAILED']);

    const res = await changeCharity(t, w, potId, w.b);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ assoc: { id: w.b.id } });

    const paid = await donateByCard(t, { token: donor.token, potId, amount: 3000 });
    expect(paid.body.payment_status).toBe('SUCCEEDED');
    expect(await creditedWalletOf(t, paid.body.id)).toBe(w.b.walletId);
    const text = await receiptText(t, donor.token, paid.body.id);
    expect(text).toContain(w.b.name);
    expect(text).not.toContain(w.a.name);
  });
});
