/**
 * What the donation requests answer (docs/api-contract.md "Donations"), written by the API
 * (api/payments/donations/, api/payments/mandates/) and parsed by the payment pages
 * (pwa/features/payments/api/). Pages that must not load zod on their first screen import the types
 * only, or load this module when they call.
 */
import { z } from 'zod';

/** A payment status, compared in upper case by the pages. */
export const paymentStatusSchema = z.string().transform((value) => value.toUpperCase());

/**
 * `POST /cagnottes/{id}/donations` (card or mandate) and `POST /cagnottes/{id}/quick_donations`: the
 * donation and its status, CREATED until the provider settles it. A card donation the bank wants to
 * authenticate adds the 3-D Secure page (`secureModeRedirectURL`); a mandate donation never does.
 */
export const donationAnswerSchema = z.object({
  id: z.number().int(),
  payment_status: paymentStatusSchema,
  secureModeRedirectURL: z.string().nullish(),
});
export type DonationAnswer = z.infer<typeof donationAnswerSchema>;

/**
 * `POST /payments/return`: the pay-in's status, re-read after the 3-D Secure page. A stranger gets the
 * status alone; the donation's owner also gets its id, its pot and, when it failed, the provider's
 * result code (101304: the bank's page expired).
 */
export const paymentReturnSchema = z.object({
  donation_id: z.number().int().nullish(),
  pot_id: z.number().int().nullish(),
  payment_status: paymentStatusSchema,
  result_code: z.string().nullish(),
});
export type PaymentReturn = z.infer<typeof paymentReturnSchema>;

/**
 * `POST /donations/{id}/thanks` {quick_token?}: what the thank-you page says of one donation, to its
 * donor only (the signed-in account that made it, or the browser holding the quick donation's secret;
 * anyone else gets 404). Amounts in cents; `tax_receipt`: DONATION (a receipt of its own, in the
 * dashboard once the money is received), ANNUAL (a monthly gift: the yearly receipt), BY_CHARITY (the
 * charity sends it itself) or NONE (a quick donation).
 */
export const donationThanksSchema = z.object({
  id: z.number().int(),
  pot_id: z.number().int(),
  pot_name: z.string(),
  charity_name: z.string(),
  amount: z.number().int(),
  gift_entraide: z.number().int(),
  payment_method: z.enum(['CARD', 'BANKWIRE', 'DIRECT_DEBIT']),
  monthly: z.boolean(),
  quick: z.boolean(),
  payment_status: paymentStatusSchema,
  result_code: z.string().nullish(),
  tax_receipt: z.enum(['DONATION', 'ANNUAL', 'BY_CHARITY', 'NONE']),
});
export type DonationThanks = z.infer<typeof donationThanksSchema>;
