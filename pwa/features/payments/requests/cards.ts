// Card registration (docs/api-contract.md "Card registration"): the API pre-registers the card, the browser
// posts the card data straight to the provider's CardRegistrationURL (the card number never reaches
// our server), then the API finishes the registration and answers the card id.
import {
  cardRegistrationSchema,
  quickCardRegistrationSchema,
  registeredCardSchema,
  type CardRegistration,
  type QuickCardRegistration,
} from '@domain/card-registration-answers';
import { api } from '@/lib/api-client';

export type { CardRegistration } from '@domain/card-registration-answers';

/** The card form's values, with the provider's field names (digits only, expiry MMYY). */
export interface CardData {
  cardNumber: string;
  cardExpirationDate: string;
  cardCvx: string;
}

/** The quick donor's identity, as the API reads it (birth date YYYY-MM-DD). */
export interface QuickIdentity {
  firstname: string;
  name: string;
  email: string;
  birth_date: string;
}

/**
 * Why the provider refused the card data (its `errorCode=`), or any other tokenization failure.
 * `testCardsOnly`: the demo's payment emulator refused a number that is not a test card (it adds an
 * `errorMessage` to the bad-number code 02625; Mangopay itself never does).
 */
export class CardTokenizationError extends Error {
  override name = 'CardTokenizationError';
  constructor(
    readonly code: string | null,
    readonly testCardsOnly = false,
  ) {
    super(`card tokenization failed${code ? ` (${code})` : ''}`);
  }
}

/** POST /user/register_card (signed-in donor). */
export async function preRegisterCard(): Promise<CardRegistration> {
  return cardRegistrationSchema.parse(await api.post<unknown>('/user/register_card', {}));
}

/** POST /user/quick_register_card: creates the quick donor's provider user and wallet, then pre-registers. */
export async function preRegisterQuickCard(user: QuickIdentity, idempotencyKey?: string): Promise<QuickCardRegistration> {
  return quickCardRegistrationSchema.parse(await api.post<unknown>('/user/quick_register_card', { user }, { idempotencyKey }));
}

/**
 * Posts the card data to the provider's tokenization URL, as an HTML form would (urlencoded), and
 * reads its plain-text answer: `data=<registration data>` or `errorCode=<code>`.
 */
export async function tokenizeCard(registration: CardRegistration, card: CardData): Promise<string> {
  const body = new URLSearchParams({
    data: registration.PreregistrationData,
    accessKeyRef: registration.AccessKey,
    cardNumber: card.cardNumber,
    cardExpirationDate: card.cardExpirationDate,
    cardCvx: card.cardCvx,
  });
  let text: string;
  try {
    const response = await fetch(registration.CardRegistrationURL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
    });
    text = (await response.text()).trim();
    if (!response.ok) throw new CardTokenizationError(null);
  } catch (err) {
    if (err instanceof CardTokenizationError) throw err;
    throw new CardTokenizationError(null);
  }
  if (text.startsWith('data=')) return text;
  const code = /errorCode=(\w+)/.exec(text)?.[1] ?? null;
  throw new CardTokenizationError(code, code === '02625' && /(?:^|&)errorMessage=/.test(text));
}

/** PUT /user/register_card/{Id} with the provider's answer: the registered card's id. */
export async function finishCardRegistration(id: string, registrationData: string): Promise<string> {
  const answer = await api.put<unknown>(`/user/register_card/${encodeURIComponent(id)}`, { registration_data: registrationData });
  return registeredCardSchema.parse(answer).card_id;
}

/** PUT /user/quick_register_card/{Id}, the quick donor's version. */
export async function finishQuickCardRegistration(id: string, registrationData: string): Promise<string> {
  const answer = await api.put<unknown>(`/user/quick_register_card/${encodeURIComponent(id)}`, { registration_data: registrationData });
  return registeredCardSchema.parse(answer).card_id;
}
