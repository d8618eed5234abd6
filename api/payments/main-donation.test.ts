/**
 * The creation-flow gift (`is_main: true`): the pot's creator makes it by card or by bank transfer and
 * it is recorded as the pot's main gift; anyone else sending `is_main` is refused (403, French, nothing
 * recorded, no pay-in), while their ordinary gift to the same pot goes through.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';
import { signInAs } from '../../test/factories';
import { donateByCard, openPot, signedInDonor } from './donations/testing/donation-flows';
import { api } from './subscriptions/testing/monthly-giving';

const REFUSED = {
  errors: [{ code: 'not_pot_owner', detail: 'Seul le créateur de la cagnotte peut faire le don qui accompagne sa création.' }],
};

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const donationsOf = (potId: number) =>
  t.db.knex('donations').where({ pot_id: potId }).orderBy('id').select('user_id', 'is_main', 'payment_method', 'amount');
const wire = (token: string, potId: number, body: Record<string, unknown>) =>
  api(t, token, `/cagnottes/${potId}/donations/bankwire`, {
    json: { charity_donation: { id: potId, amount: 4000, gift_entraide: 0, ...body } },
  });

describe('the creation-flow gift (is_main)', () => {
  it('is the creator’s own, by card', async () => {
    const { potId, organiser } = await openPot(t);
    const token = await signInAs(t.db.knex, t.clock, organiser);
    const paid = await donateByCard(t, { token, potId, amount: 4000, extra: { is_main: true } });
    expect(paid.status).toBe(201);
    expect(paid.body.payment_status).toBe('SUCCEEDED');
    expect(await donationsOf(potId)).toEqual([{ user_id: organiser.id, is_main: true, payment_method: 'CARD', amount: 4000 }]);
  });

  it('is the creator’s own, by bank transfer', async () => {
    const { potId, organiser } = await openPot(t);
    const token = await signInAs(t.db.knex, t.clock, organiser);
    const res = await wire(token, potId, { is_main: true });
    expect(res.status).toBe(201);
    expect(await donationsOf(potId)).toEqual([{ user_id: organiser.id, is_main: true, payment_method: 'BANKWIRE', amount: 4000 }]);
    // Without the flag, a transfer stays an ordinary gift.
    const plain = await wire(token, potId, { amount: 1500 });
    expect(plain.status).toBe(201);
    expect((await donationsOf(potId))[1]).toEqual({ user_id: organiser.id, is_main: false, payment_method: 'BANKWIRE', amount: 1500 });
  });

  it('is refused to anyone else, by card or by transfer, and nothing is recorded or charged', async () => {
    const { potId } = await openPot(t);
    const donor = await signedInDonor(t);
    const payinsBefore = (t.sandbox?.records('payins') ?? []).length;
    const card = await donateByCard(t, { token: donor.token, potId, amount: 4000, extra: { is_main: true } });
    expect(card.status).toBe(403);
    expect(card.body).toEqual(REFUSED);
    const transfer = await wire(donor.token, potId, { is_main: true });
    expect(transfer.status).toBe(403);
    expect(transfer.body).toEqual(REFUSED);
    expect(await donationsOf(potId)).toEqual([]);
    expect((t.sandbox?.records('payins') ?? []).length).toBe(payinsBefore);
    // The same person's ordinary gift goes through.
    const plain = await donateByCard(t, { token: donor.token, potId, amount: 2000 });
    expect(plain.status).toBe(201);
    expect(await donationsOf(potId)).toEqual([{ user_id: donor.id, is_main: false, payment_method: 'CARD', amount: 2000 }]);
  });
});
