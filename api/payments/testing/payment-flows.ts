/**
 * Test helper for the card and bank flows through the gateway: a payer and a charity's wallet, a card
 * registered as the browser registers it (the browser's part is the emulator's testing helpers':
 * tokenize, clickThrough), and a card pay-in's input.
 */
import { randomUUID } from 'node:crypto';
import type { CardPayInInput, CardRegistration } from '../gateway-cards';
import type { PaymentGateway, Wallet } from '../gateway.types';
import type { LegalUserSca, NaturalUserSca } from '../gateway-users-sca';
import { deriveIdempotencyKey } from '../idempotency-keys';
import { BROWSER, tokenize, type CardData } from '@entraide/mangopay-sandbox/testing';

/** A fresh idempotency key, derived as the product derives them from a record (here a random id). */
export const keyFor = (purpose: string) => deriveIdempotencyKey(purpose, randomUUID());

export interface Parties {
  payer: NaturalUserSca;
  charity: LegalUserSca;
  wallet: Wallet;
}

/** A natural PAYER (optionally named, e.g. "Penniless") and a charity's EUR wallet. */
export async function parties(gateway: PaymentGateway, payerFirstName = 'Léa'): Promise<Parties> {
  // Through the SCA user endpoints, as the product creates its users (gateway-users-sca.ts).
  const payer = await gateway.createNaturalUserSca(
    { UserCategory: 'PAYER', FirstName: payerFirstName, LastName: 'Durand', Email: `lea.${randomUUID().slice(0, 8)}@example.com` },
    keyFor('payer'),
  );
  const charity = await gateway.createLegalUserSca(
    {
      UserCategory: 'PAYER',
      LegalPersonType: 'ORGANIZATION',
      Name: 'Les Amis du Test',
      Email: 'contact@amis.example',
      LegalRepresentative: { FirstName: 'Camille', LastName: 'Martin' },
    },
    keyFor('charity'),
  );
  const wallet = await gateway.createWallet({ ownerId: charity.Id, Currency: 'EUR', Description: 'Séquestre' }, keyFor('wallet'));
  return { payer, charity, wallet };
}

/** Registers a card for the user (start, tokenize, finish) and returns the finished registration. */
export async function registerCard(
  gateway: PaymentGateway,
  userId: string,
  card: CardData,
  now = new Date(),
  CardType?: 'CB_VISA_MASTERCARD' | 'MAESTRO' | 'AMEX',
): Promise<CardRegistration> {
  const registration = await gateway.startCardRegistration(
    { userId, Currency: 'EUR', ...(CardType ? { CardType } : {}) },
    keyFor('card-registration'),
  );
  const { text } = await tokenize(registration, card, now);
  return gateway.finishCardRegistration(registration.Id, text);
}

/** The input of a card pay-in of `amount` cents (fees 10 % rounded) to the wallet. */
export function cardPayIn(p: Parties, cardId: string, amount: number, extra: Partial<CardPayInInput> = {}): CardPayInInput {
  return {
    AuthorId: p.payer.Id,
    CreditedWalletId: p.wallet.Id,
    DebitedFunds: { Currency: 'EUR', Amount: amount },
    Fees: { Currency: 'EUR', Amount: Math.round(amount / 10) },
    CardId: cardId,
    SecureModeReturnURL: 'https://entraide.example/don/retour?etape=3ds',
    IpAddress: '203.0.113.7',
    BrowserInfo: BROWSER,
    ...extra,
  };
}
