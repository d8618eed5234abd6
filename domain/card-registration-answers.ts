/**
 * What the card registration requests answer (docs/api-contract.md "Card registration"), written by the
 * API (api/payments/cards/) and parsed by the card forms (pwa/features/payments/api/cards.ts). Provider
 * ids are read as strings whether the answer carries them as strings or numbers.
 */
import { z } from 'zod';

const providerId = z.union([z.string(), z.number()]).transform(String);

/** `POST /user/register_card`: where the browser posts the card data, and what it posts with it. */
export const cardRegistrationSchema = z.object({
  Id: providerId,
  CardRegistrationURL: z.string().min(1),
  PreregistrationData: z.string(),
  AccessKey: z.string(),
});
export type CardRegistration = z.infer<typeof cardRegistrationSchema>;

/** `POST /user/quick_register_card`: the same, for the quick donor's provider user and wallet made now. */
export const quickCardRegistrationSchema = cardRegistrationSchema.extend({
  mangopay_user_id: providerId,
  mangopay_wallet_id: providerId,
  /** The one-time secret the quick donation sends with the card (only this browser can pay with it). */
  quick_token: z.string().min(1),
});
export type QuickCardRegistration = z.infer<typeof quickCardRegistrationSchema>;
/** The quick registration as the API writes it: it also repeats the registration (`registered_card`), which the form does not read. */
export type QuickCardRegistrationAnswer = QuickCardRegistration & { registered_card: CardRegistration };

/** `PUT /user/register_card/{Id}` and `PUT /user/quick_register_card/{Id}`: the registered card. */
export const registeredCardSchema = z.object({ card_id: providerId });
export type RegisteredCard = z.infer<typeof registeredCardSchema>;
