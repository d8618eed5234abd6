/**
 * Gateway operations for card payments: card registration (start, then finish with the tokenizer's
 * answer, https://docs.mangopay.com/api-reference/card-registrations/create-card-registration and
 * update-card-registration), cards (read, deactivate), direct card pay-ins with 3-D Secure
 * (https://docs.mangopay.com/api-reference/direct-card-payins/create-direct-card-payin) and reading any
 * pay-in back (the hooks and the 3-D Secure return are hints: the state is always re-read).
 *
 * A refused payment is not an error: Mangopay answers HTTP 200 with Status FAILED and a ResultCode,
 * returned as is. A challenged pay-in comes back CREATED with SecureModeNeeded and SecureModeRedirectURL:
 * send the browser there; it comes back to SecureModeReturnURL?transactionId={Id}.
 * The browser's details (IpAddress, BrowserInfo) are the server's to provide, from the payer's request.
 */
import type { card } from 'mangopay2-nodejs-sdk/typings/models/card';
import type { cardRegistration } from 'mangopay2-nodejs-sdk/typings/models/cardRegistration';
import type { payIn } from 'mangopay2-nodejs-sdk/typings/models/payIn';
import type { GatewayCore, Sdk } from './gateway';
import { PaymentProviderError } from './errors';
import { copyForSdk, narrowPayIn } from './sdk-guard';

export type CardRegistration = cardRegistration.CardRegistrationData;
export type Card = card.CardData;
export type CardPayIn = payIn.CardDirectPayInData;
export type BankWirePayIn = payIn.BankWireDirectPayInData;
export type DirectDebitPayIn = payIn.DirectDebitDirectPayInData;
/** The pay-ins the product makes. */
export type PayIn = CardPayIn | BankWirePayIn | DirectDebitPayIn;

/** An amount in cents. */
export interface Money {
  Currency: 'EUR';
  Amount: number;
}

export interface CardRegistrationInput {
  userId: string;
  Currency: 'EUR';
  /** CB_VISA_MASTERCARD (default) covers Visa, Mastercard and CB; AMEX and MAESTRO have their own. */
  CardType?: 'CB_VISA_MASTERCARD' | 'MAESTRO' | 'AMEX' | 'BCMC';
  Tag?: string;
}

/** The payer's browser, as 3-D Secure 2 needs it (read from the payer's request and page). */
export interface BrowserInfo {
  AcceptHeader: string;
  JavaEnabled: boolean;
  JavascriptEnabled: boolean;
  Language: string;
  ColorDepth: number;
  ScreenHeight: number;
  ScreenWidth: number;
  /** Minutes from UTC, as the browser's Date.getTimezoneOffset() gives them. */
  TimeZoneOffset: number;
  UserAgent: string;
}

export interface CardPayInInput {
  AuthorId: string;
  CreditedWalletId: string;
  /** What the card is charged. */
  DebitedFunds: Money;
  /** Kept by the platform: the wallet is credited DebitedFunds - Fees. */
  Fees: Money;
  CardId: string;
  /** Where the browser comes back after 3-D Secure (Mangopay adds transactionId). */
  SecureModeReturnURL: string;
  IpAddress: string;
  BrowserInfo: BrowserInfo;
  /** DEFAULT unless told: frictionless when the bank allows it. Maestro and AMEX need FORCE. */
  SecureMode?: 'DEFAULT' | 'FORCE' | 'NO_CHOICE';
  /** On the payer's statement: up to 10 letters, digits or spaces. */
  StatementDescriptor?: string;
  Culture?: 'FR' | 'EN';
  Tag?: string;
}

export interface CardOperations {
  startCardRegistration(input: CardRegistrationInput, idempotencyKey: string): Promise<CardRegistration>;
  /** Hands the tokenizer's answer (`data=...` or `errorCode=...`) over: VALIDATED with CardId, or ERROR. */
  finishCardRegistration(registrationId: string, registrationData: string, cardHolderName?: string): Promise<CardRegistration>;
  getCardRegistration(registrationId: string): Promise<CardRegistration>;
  getCard(cardId: string): Promise<Card>;
  /** Turns the card off for good (`PUT cards/{Id} {Active: false}`): it can pay nothing more. */
  deactivateCard(cardId: string): Promise<Card>;
  createCardPayIn(input: CardPayInInput, idempotencyKey: string): Promise<CardPayIn>;
  getPayIn(payInId: string): Promise<PayIn>;
}

const KNOWN_PAYINS = [
  ['CARD', 'DIRECT'],
  ['BANK_WIRE', 'DIRECT'],
  ['DIRECT_DEBIT', 'DIRECT'],
];

export function cardOperations(core: GatewayCore): CardOperations {
  return {
    startCardRegistration(input, key) {
      const data: cardRegistration.CreateCardRegistration = { UserId: input.userId, Currency: input.Currency };
      if (input.CardType) data.CardType = input.CardType as cardRegistration.CreateCardRegistration['CardType'];
      if (input.Tag !== undefined) data.Tag = input.Tag;
      return core.create('startCardRegistration', key, (sdk, options) => sdk.CardRegistrations.create(copyForSdk(data), options));
    },

    async finishCardRegistration(registrationId, registrationData, cardHolderName) {
      // A PUT, not a creation: Mangopay takes no idempotency key; the emulator answers a repeat unchanged.
      const data: cardRegistration.UpdateCardRegistration = { Id: registrationId, RegistrationData: registrationData };
      if (cardHolderName !== undefined) data.CardHolderName = cardHolderName;
      const call = (sdk: Sdk) => sdk.CardRegistrations.update(copyForSdk(data), { resolveWithFullResponse: true });
      return (await core.run('finishCardRegistration', call)).body;
    },

    async getCardRegistration(registrationId) {
      return (await core.run('getCardRegistration', (sdk) => sdk.CardRegistrations.get(registrationId, { resolveWithFullResponse: true })))
        .body;
    },

    async getCard(cardId) {
      return (await core.run('getCard', (sdk) => sdk.Cards.get(cardId, { resolveWithFullResponse: true }))).body;
    },

    async deactivateCard(cardId) {
      // A PUT: no idempotency key; deactivating a card already off changes nothing.
      const data: card.UpdateCard = { Id: cardId, Active: false };
      return (await core.run('deactivateCard', (sdk) => sdk.Cards.update(copyForSdk(data), { resolveWithFullResponse: true }))).body;
    },

    async createCardPayIn(input, key) {
      const data = {
        ...copyForSdk(input),
        SecureMode: input.SecureMode ?? 'DEFAULT',
        PaymentType: 'CARD',
        ExecutionType: 'DIRECT',
      } as const;
      // The SDK types TimeZoneOffset as a string; Mangopay documents an integer, which is what is sent.
      const sdkData = data as unknown as payIn.CreateCardDirectPayIn;
      const created = await core.create('createCardPayIn', key, (sdk, options) => sdk.PayIns.create(copyForSdk(sdkData), options));
      return narrowPayIn<CardPayIn>('createCardPayIn', created, 'CARD', 'DIRECT');
    },

    async getPayIn(payInId) {
      const { body } = await core.run('getPayIn', (sdk) => sdk.PayIns.get(payInId, { resolveWithFullResponse: true }));
      if (!KNOWN_PAYINS.some(([payment, execution]) => body?.PaymentType === payment && body.ExecutionType === execution)) {
        throw new PaymentProviderError('unexpected', `pay-in ${payInId} is of an unexpected kind`, { operation: 'getPayIn' });
      }
      return body as PayIn;
    },
  };
}
