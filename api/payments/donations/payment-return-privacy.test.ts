/**
 * `POST /payments/return` tells a stranger walking pay-in ids only the payment's status; the donation
 * and pot ids (and the provider's result code) go to the donation's owner: the signed-in account that
 * made it, or the browser holding the quick donation's secret.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/app';
import {
  CHALLENGE_CARD,
  donateByCard,
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

beforeAll(async () => {
  t = await startTestApp();
  pot = await openPot(t);
});
afterAll(() => t.close());

describe('POST /payments/return', () => {
  it("answers a signed-in donor's payment with its status only to anyone but the donor", async () => {
    const donor = await signedInDonor(t);
    const other = await signedInDonor(t);
    const { body } = await donateByCard(t, { token: donor.token, potId: pot.potId, amount: 4000, card: CHALLENGE_CARD });
    const { transactionId } = await passSecureMode(body.secureModeRedirectURL, 'authenticate');
    const id = transactionId ?? '';

    expect(await paymentReturn(t, id)).toEqual({ status: 200, body: { payment_status: 'SUCCEEDED' } });
    expect(await paymentReturn(t, id, { token: other.token })).toEqual({ status: 200, body: { payment_status: 'SUCCEEDED' } });
    expect(await paymentReturn(t, id, { token: donor.token })).toEqual({
      status: 200,
      body: { donation_id: body.id, pot_id: pot.potId, payment_status: 'SUCCEEDED' },
    });
  });

  it("answers a quick donor's failed payment with its status only without the donation's secret", async () => {
    const headers = { 'X-Forwarded-For': '198.51.100.81' };
    const donor = { ...QUICK_DONOR, email: 'retour.prive@exemple.fr' };
    const { cardId, quickToken } = await quickRegisterCard(t, donor, CHALLENGE_CARD, headers);
    const stranger = await quickRegisterCard(t, donor, undefined, { 'X-Forwarded-For': '203.0.113.81' });
    const { body } = await postQuickDonation(t, { potId: pot.potId, amount: 2500, cardId, quickToken, identity: donor, headers });
    const { transactionId } = await passSecureMode(body.secureModeRedirectURL, 'fail');
    const id = transactionId ?? '';

    expect(await paymentReturn(t, id)).toEqual({ status: 200, body: { payment_status: 'FAILED' } });
    expect(await paymentReturn(t, id, { quickToken: stranger.quickToken })).toEqual({ status: 200, body: { payment_status: 'FAILED' } });
    expect(await paymentReturn(t, id, { token: (await signedInDonor(t)).token })).toEqual({
      status: 200,
      body: { payment_status: 'FAILED' },
    });
    expect(await paymentReturn(t, id, { quickToken })).toEqual({
      status: 200,
      body: { donation_id: body.id, pot_id: pot.potId, payment_status: 'FAILED', result_code: '101301' },
    });
  });
});
