import { describe, expect, it, vi } from 'vitest';
import type { DonationAnswer } from '@domain/donation-answers';
import { ApiError, OfflineError, ValidationError } from '@/lib/api-client';
import { CardTokenizationError, type CardRegistration } from '../requests/cards';
import { CardPaymentError, payByCard, type CardPaymentSteps } from './card-payment';

const CARD = { cardNumber: '4970105181818183', cardExpirationDate: '1230', cardCvx: '123' };
const REGISTRATION: CardRegistration = {
  Id: 'reg-1',
  CardRegistrationURL: 'http://sandbox/tokenize/x/reg-1',
  PreregistrationData: 'pre',
  AccessKey: 'key',
};

function steps(overrides: Partial<CardPaymentSteps> = {}): CardPaymentSteps {
  return {
    preRegister: vi.fn(async () => REGISTRATION),
    tokenize: vi.fn(async () => 'data=token'),
    finish: vi.fn(async () => 'card-9'),
    donate: vi.fn(async (): Promise<DonationAnswer> => ({ id: 5, payment_status: 'SUCCEEDED' })),
    ...overrides,
  };
}

async function failure(promise: Promise<unknown>): Promise<CardPaymentError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof CardPaymentError) return err;
    throw err;
  }
  throw new Error('expected a CardPaymentError');
}

describe('payByCard', () => {
  it('registers the card, passes the provider answer on, and donates with the card id and the attempt key', async () => {
    const s = steps();
    expect(await payByCard(s, CARD, 'donation-key-0000000001')).toEqual({ kind: 'done', answer: { id: 5, payment_status: 'SUCCEEDED' } });
    expect(s.tokenize).toHaveBeenCalledWith(REGISTRATION, CARD);
    expect(s.finish).toHaveBeenCalledWith('reg-1', 'data=token');
    expect(s.donate).toHaveBeenCalledWith('card-9', 'donation-key-0000000001');
  });

  it('answers the 3-D Secure redirect when the API gives one', async () => {
    const s = steps({ donate: async () => ({ id: 5, payment_status: 'CREATED', secureModeRedirectURL: 'http://sandbox/3ds/x/p1' }) });
    expect(await payByCard(s, CARD, 'k'.repeat(20))).toEqual({ kind: 'redirect', url: 'http://sandbox/3ds/x/p1' });
  });

  it('keeps the donor on the form with the field message or the provider message when the card is refused', async () => {
    const cvc = await failure(
      payByCard(steps({ tokenize: async () => Promise.reject(new CardTokenizationError('02627')) }), CARD, 'k'.repeat(20)),
    );
    expect([cvc.stage, cvc.message]).toEqual(['card', "Votre crypto n'est pas valide"]);
    const notATestCard = await failure(
      payByCard(steps({ tokenize: async () => Promise.reject(new CardTokenizationError('02625', true)) }), CARD, 'k'.repeat(20)),
    );
    expect([notATestCard.stage, notATestCard.message]).toEqual([
      'card',
      "Seules les cartes de test fonctionnent sur cette démonstration : aucune vraie carte n'est acceptée",
    ]);
    const other = await failure(
      payByCard(steps({ tokenize: async () => Promise.reject(new CardTokenizationError('09101')) }), CARD, 'k'.repeat(20)),
    );
    expect([other.stage, other.message]).toEqual([
      'card',
      "Une erreur technique s'est produite avec le prestataire de paiement, réessayez plus tard",
    ]);
    const api = await failure(payByCard(steps({ preRegister: async () => Promise.reject(new ApiError(500, [])) }), CARD, 'k'.repeat(20)));
    expect([api.stage, api.message]).toEqual(['card', "Une erreur s'est produite, réessayez plus tard"]);
  });

  it('reports a refused donation with the first error detail and its code, and a failed pay-in', async () => {
    const closed = new ValidationError([{ code: 'pot_closed', detail: 'La cagnotte est déjà fermée', field: null }]);
    const err = await failure(payByCard(steps({ donate: async () => Promise.reject(closed) }), CARD, 'k'.repeat(20)));
    expect([err.stage, err.message, err.code]).toEqual(['donation', 'La cagnotte est déjà fermée', 'pot_closed']);
    const refused = await failure(payByCard(steps({ donate: async () => ({ id: 5, payment_status: 'FAILED' }) }), CARD, 'k'.repeat(20)));
    expect([refused.stage, refused.message]).toEqual([
      'donation',
      'Votre paiement a été refusé. Vérifiez les informations de votre carte ou essayez avec une autre carte.',
    ]);
  });

  it('sends the donation again with the same key after a network failure, never registering the card twice', async () => {
    const donate = vi
      .fn<CardPaymentSteps['donate']>()
      .mockRejectedValueOnce(new OfflineError(false))
      .mockResolvedValueOnce({ id: 7, payment_status: 'SUCCEEDED' });
    const s = steps({ donate });
    await payByCard(s, CARD, 'donation-same-key-000001');
    expect(donate.mock.calls).toEqual([
      ['card-9', 'donation-same-key-000001'],
      ['card-9', 'donation-same-key-000001'],
    ]);
    expect(s.preRegister).toHaveBeenCalledTimes(1);
  });
});
