/**
 * `POST /donations/{id}/thanks` (issue 47, item 2): the thank-you page's facts of a donation — amount,
 * pot, charity, status, way of paying, tax receipt — go to its donor only. Another account, a visitor
 * without a session, another quick donor's secret and an id that does not exist all get the same 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/app';
import { bearer } from '../../../test/factories';
import {
  CHALLENGE_CARD,
  donateByCard,
  FRICTIONLESS_CARD,
  openPot,
  passSecureMode,
  paymentReturn,
  postQuickDonation,
  QUICK_DONOR,
  quickRegisterCard,
  signedInDonor,
  type PotSetup,
} from './testing/donation-flows';

let t: TestContext;
let pot: PotSetup;
let charityName: string;

const UNKNOWN = { status: 404, body: { errors: [{ code: 'donation_not_found', detail: 'Ce don est introuvable' }] } };

const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> });

function thanks(donationId: number | string, caller: { token?: string; quickToken?: string } = {}) {
  return t
    .request(`/api/v1/donations/${donationId}/thanks`, {
      method: 'POST',
      headers: caller.token ? bearer(caller.token) : {},
      json: caller.quickToken ? { quick_token: caller.quickToken } : {},
    })
    .then(json);
}

beforeAll(async () => {
  t = await startTestApp();
  pot = await openPot(t, { name: 'Les 40 ans de Paul' });
  const row = await t.db.knex('pots as p').join('assocs as a', 'a.id', 'p.assoc_id').where('p.id', pot.potId).first('a.name');
  charityName = row.name;
});
afterAll(() => t.close());

describe('POST /donations/{id}/thanks', () => {
  it('tells a signed-in donor what they gave, and nobody else: another account, no session, an unknown id', async () => {
    const donor = await signedInDonor(t);
    const other = await signedInDonor(t);
    const { body } = await donateByCard(t, { token: donor.token, potId: pot.potId, amount: 4000, tip: 200, card: FRICTIONLESS_CARD });

    expect(await thanks(body.id, { token: donor.token })).toEqual({
      status: 200,
      body: {
        id: body.id,
        pot_id: pot.potId,
        pot_name: 'Les 40 ans de Paul',
        charity_name: charityName,
        amount: 4000,
        gift_entraide: 200,
        payment_method: 'CARD',
        monthly: false,
        quick: false,
        payment_status: 'SUCCEEDED',
        tax_receipt: 'DONATION',
      },
    });
    expect(await thanks(body.id, { token: other.token })).toEqual(UNKNOWN);
    expect(await thanks(body.id)).toEqual(UNKNOWN);
    expect(await thanks(body.id + 100_000, { token: donor.token })).toEqual(UNKNOWN);
    expect(await thanks('abc', { token: donor.token })).toEqual(UNKNOWN);
  });

  it('says a 3-D Secure payment is pending until the bank answers, then succeeded', async () => {
    const donor = await signedInDonor(t);
    const { body } = await donateByCard(t, { token: donor.token, potId: pot.potId, amount: 2500, card: CHALLENGE_CARD });
    expect((await thanks(body.id, { token: donor.token })).body).toMatchObject({ payment_status: 'CREATED' });
    const { transactionId } = await passSecureMode(body.secureModeRedirectURL, 'authenticate');
    await paymentReturn(t, transactionId ?? '', { token: donor.token });
    expect((await thanks(body.id, { token: donor.token })).body).toMatchObject({ amount: 2500, payment_status: 'SUCCEEDED' });
  });

  it("tells a quick donor their gift with no tax receipt, and refuses another quick donor's secret", async () => {
    const headers = { 'X-Forwarded-For': '198.51.100.91' };
    const donor = { ...QUICK_DONOR, email: 'merci.rapide@exemple.fr' };
    const { cardId, quickToken } = await quickRegisterCard(t, donor, FRICTIONLESS_CARD, headers);
    const stranger = await quickRegisterCard(t, donor, undefined, { 'X-Forwarded-For': '203.0.113.91' });
    const { body } = await postQuickDonation(t, { potId: pot.potId, amount: 1500, cardId, quickToken, identity: donor, headers });

    expect((await thanks(body.id, { quickToken })).body).toMatchObject({
      amount: 1500,
      charity_name: charityName,
      quick: true,
      payment_status: 'SUCCEEDED',
      tax_receipt: 'NONE',
    });
    expect(await thanks(body.id, { quickToken: stranger.quickToken })).toEqual(UNKNOWN);
    expect(await thanks(body.id, { token: (await signedInDonor(t)).token })).toEqual(UNKNOWN);
  });
});
