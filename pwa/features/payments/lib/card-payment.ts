// The card payment sequence (pots spec "Card payment"; docs/api-contract.md "Card registration"): pre-register
// the card with the API, post the card data straight to the provider, finish the registration with
// the API (card id), then post the donation with the attempt's Idempotency-Key. The outcome says what
// the page does next; failures say whether the donor stays on the form (card problems) or goes back
// to the pot page (the donation itself failed).
import type { DonationAnswer } from '@domain/donation-answers';
import { POT_NOTICES } from '@domain/notices';
import { PAYMENT_MESSAGES } from '@domain/messages';
import { ApiError, firstErrorMessage, OfflineError } from '@/lib/api-client';
import { CardTokenizationError, type CardData, type CardRegistration } from '../requests/cards';

/** The API's error code when identity documents are needed first (docs/api-contract.md "Donations"). */
export const KYC_REQUIRED_CODE = 'kyc_required';

export type CardPaymentOutcome = { kind: 'redirect'; url: string } | { kind: 'done'; answer: DonationAnswer };

/** Where the sequence stopped: 'card' keeps the donor on the form, 'donation' returns to the pot. */
export class CardPaymentError extends Error {
  override name = 'CardPaymentError';
  constructor(
    readonly stage: 'card' | 'donation',
    message: string,
    readonly code: string | null = null,
  ) {
    super(message);
  }
}

export interface CardPaymentSteps {
  preRegister(): Promise<CardRegistration>;
  tokenize(registration: CardRegistration, card: CardData): Promise<string>;
  finish(registrationId: string, registrationData: string): Promise<string>;
  donate(cardId: string, idempotencyKey: string): Promise<DonationAnswer>;
}

const TOKENIZER_FIELD_MESSAGES: Record<string, string> = {
  '02625': PAYMENT_MESSAGES.cardNumberInvalid,
  '02626': PAYMENT_MESSAGES.cardExpiryInvalid,
  '02627': PAYMENT_MESSAGES.cardCvcInvalid,
};

function cardStageMessage(err: unknown): string {
  if (err instanceof CardTokenizationError && err.testCardsOnly) return PAYMENT_MESSAGES.cardNotATestCard;
  if (err instanceof CardTokenizationError) return (err.code && TOKENIZER_FIELD_MESSAGES[err.code]) || POT_NOTICES.providerError;
  if (err instanceof ApiError || err instanceof OfflineError) return firstErrorMessage(err);
  return POT_NOTICES.providerError;
}

const RETRIES = 2;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends the donation, and sends it again with the same key when the network failed or the first
 * request is still running (409): the API answers the first result and never pays twice.
 */
async function donateOnce(steps: CardPaymentSteps, cardId: string, key: string): Promise<DonationAnswer> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await steps.donate(cardId, key);
    } catch (err) {
      const retriable = err instanceof OfflineError || (err instanceof ApiError && err.status === 409);
      if (!retriable || attempt >= RETRIES) throw err;
      await pause(800 * (attempt + 1));
    }
  }
}

/** Runs the whole sequence for one attempt (one Idempotency-Key). */
export async function payByCard(steps: CardPaymentSteps, card: CardData, idempotencyKey: string): Promise<CardPaymentOutcome> {
  let cardId: string;
  try {
    const registration = await steps.preRegister();
    const data = await steps.tokenize(registration, card);
    cardId = await steps.finish(registration.Id, data);
  } catch (err) {
    const code = err instanceof ApiError ? (err.errors[0]?.code ?? null) : null;
    throw new CardPaymentError('card', cardStageMessage(err), code);
  }
  let answer: DonationAnswer;
  try {
    answer = await donateOnce(steps, cardId, idempotencyKey);
  } catch (err) {
    const code = err instanceof ApiError ? (err.errors[0]?.code ?? null) : null;
    throw new CardPaymentError('donation', firstErrorMessage(err), code);
  }
  if (answer.secureModeRedirectURL) return { kind: 'redirect', url: answer.secureModeRedirectURL };
  if (answer.payment_status === 'FAILED') throw new CardPaymentError('donation', POT_NOTICES.paymentRefused, 'payment_failed');
  return { kind: 'done', answer };
}
