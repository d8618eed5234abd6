/**
 * Bodies of the money-moving requests (pots spec §3, docs/api-contract.md "Donations"):
 * `charity_donation` (card or mandate), `quick_charity_donation`, `charity_subscription` (monthly) and
 * the bank-wire request. Amounts are integer cents: `amount` 100 to 10 000 000 (100 000 €), `gift_entraide`
 * (the tip) and `gift_creator` 0 to 10 000 000 (0 when absent). The server sets the 3-D Secure mode, the return URL
 * and the donor's IP address itself: values sent for them are accepted but meant to be ignored.
 */
import { z } from 'zod';
import { MONTHLY_RECURRENCE } from './constants';
import { debitDaySchema } from './bank';
import { donationAmountSchema, tipSchema } from './money';
import { quickIdentitySchema, type QuickIdentityOptions } from './quick-payment';
import { PAYMENT_MESSAGES, REQUEST_MESSAGES } from './messages';
import { idSchema } from './requests';

/** What the browser tells about itself for 3-D Secure 2 (all optional, numbers or strings). */
export const browserInfoSchema = z
  .object({
    language: z.string().max(35).optional(),
    user_agent: z.string().max(1024).optional(),
    color_depth: z.coerce.number().int().optional(),
    screen_height: z.coerce.number().int().optional(),
    screen_width: z.coerce.number().int().optional(),
    timezone_offset: z.coerce.number().int().optional(),
  })
  .partial();

const text = (max = 255) => z.string({ error: REQUEST_MESSAGES.idInvalid }).trim().min(1, { error: REQUEST_MESSAGES.idInvalid }).max(max);

/** Card payment: the registered card's id (`card_id`), from the provider. */
export const cardPaymentInfoSchema = z.object({
  PaymentType: z.literal('CARD'),
  card_id: text(),
  secure_mode_return_url: z.string().optional(),
  ip_address: z.string().optional(),
});

/** Direct-debit payment with a mandate. */
export const mandatePaymentInfoSchema = z.object({
  PaymentType: z.literal('MANDATE'),
  mandateID: text(),
  mandateDocURL: z.string().optional(),
  mandateType: z.string().optional(),
  bankReference: z.string().optional(),
  bankAccountID: z.string().optional(),
  mandateReturnURL: z.string().optional(),
  mandateCulture: z.string().default('FR'),
  process_payin_dds: z.boolean().optional(),
});

/** `payment_info`, by PaymentType. */
export const paymentInfoSchema = z.discriminatedUnion('PaymentType', [cardPaymentInfoSchema, mandatePaymentInfoSchema], {
  error: REQUEST_MESSAGES.idInvalid,
});

const donationFields = {
  amount: donationAmountSchema,
  gift_entraide: tipSchema,
  gift_creator: tipSchema,
  is_visible: z.boolean().default(true),
  is_anonymous: z.boolean().default(false),
};

/** `POST cagnottes/{pot_id}/donations` body `charity_donation`. */
export const donationRequestSchema = z.object({
  pot_id: idSchema.optional(),
  ...donationFields,
  is_main: z.boolean().default(false),
  browser_info: browserInfoSchema.optional(),
  payment_info: paymentInfoSchema,
});

/** The secret `POST /user/quick_register_card` answered with the card's registration (one donation). */
export const quickTokenSchema = z
  .string({ error: PAYMENT_MESSAGES.quickTokenMissing })
  .trim()
  .min(1, { error: PAYMENT_MESSAGES.quickTokenMissing })
  .max(128, { error: PAYMENT_MESSAGES.quickTokenMissing });

/**
 * `POST cagnottes/{pot_id}/quick_donations` body `quick_charity_donation`: a card donation plus
 * identity, and the card registration's `quick_token`.
 */
export function quickDonationRequestSchema(options: QuickIdentityOptions) {
  return quickIdentitySchema(options).extend({
    pot_id: idSchema.optional(),
    ...donationFields,
    quick_token: quickTokenSchema,
    mangopay_user_id: text().optional(),
    mangopay_wallet_id: text().optional(),
    browser_info: browserInfoSchema.optional(),
    payment_info: cardPaymentInfoSchema,
  });
}

/** `POST cagnottes/{potId}/subscriptions` body `charity_subscription`: a monthly debit on a mandate. */
export const subscriptionRequestSchema = z.object({
  pot_id: idSchema.optional(),
  ...donationFields,
  debit_day: debitDaySchema,
  recurrence: z.literal(MONTHLY_RECURRENCE).default(MONTHLY_RECURRENCE),
  payment_info: mandatePaymentInfoSchema,
});

/** `POST cagnottes/{id}/donations/bankwire` body `charity_donation`: amount and tip in cents. */
export const bankwireRequestSchema = z.object({
  id: idSchema.optional(),
  amount: donationAmountSchema,
  gift_entraide: tipSchema,
});
