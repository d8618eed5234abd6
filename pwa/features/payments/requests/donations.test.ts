import { afterEach, describe, expect, it, vi } from 'vitest';
import { postCardDonation, postQuickDonation } from './donations';

const BROWSER = { language: 'fr-FR', user_agent: 'test', color_depth: 24, screen_height: 844, screen_width: 390, timezone_offset: -60 };
const INPUT = { potId: 12, amountCents: 2500, tipCents: 200, hide: true, anonymous: false, cardId: 'card-1', browserInfo: BROWSER };

function captureFetch(answer: unknown) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(answer), { status: 201, headers: { 'Content-Type': 'application/json' } });
  });
  return calls;
}
afterEach(() => vi.unstubAllGlobals());

describe('donation requests', () => {
  it('posts charity_donation in cents with the attempt key, is_visible = not hide, gift_creator 0, the card, and is_main', async () => {
    const calls = captureFetch({ id: 3, payment_status: 'CREATED', secureModeRedirectURL: 'http://sandbox/3ds/x/1' });
    const answer = await postCardDonation({ ...INPUT, isMain: true }, 'donation-0123456789abcdef');
    expect(answer).toEqual({ id: 3, payment_status: 'CREATED', secureModeRedirectURL: 'http://sandbox/3ds/x/1' });
    expect(calls[0]?.url).toBe('/api/v1/cagnottes/12/donations');
    expect((calls[0]?.init.headers as Record<string, string>)['Idempotency-Key']).toBe('donation-0123456789abcdef');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      charity_donation: {
        pot_id: 12,
        amount: 2500,
        gift_creator: 0,
        gift_entraide: 200,
        is_visible: false,
        is_anonymous: false,
        is_main: true,
        browser_info: BROWSER,
        payment_info: { PaymentType: 'CARD', card_id: 'card-1' },
      },
    });
  });

  it('posts quick_charity_donation with the identity, the provider ids and the card registration secret', async () => {
    const calls = captureFetch({ id: 4, payment_status: 'SUCCEEDED' });
    const identity = { firstname: 'Noé', name: 'Lambert', email: 'noe@exemple.fr', birth_date: '1992-03-14' };
    await postQuickDonation(
      { ...INPUT, identity, mangopayUserId: 'u-1', mangopayWalletId: 'w-1', quickToken: 'secret-1' },
      'donation-fedcba9876543210',
    );
    expect(calls[0]?.url).toBe('/api/v1/cagnottes/12/quick_donations');
    expect(JSON.parse(String(calls[0]?.init.body)).quick_charity_donation).toMatchObject({
      ...identity,
      amount: 2500,
      gift_entraide: 200,
      mangopay_user_id: 'u-1',
      mangopay_wallet_id: 'w-1',
      quick_token: 'secret-1',
      payment_info: { PaymentType: 'CARD', card_id: 'card-1' },
    });
  });
});
