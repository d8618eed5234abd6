/**
 * Money is integer cents everywhere. People type euros ('12,50', '12.5', '1 000'); the API and the
 * database carry cents (1250). Display is fr-FR: '1 234,50 €' with U+202F as thousands separator and
 * U+00A0 before the euro sign, as Intl gives it.
 * Donation rules: empty, unreadable or zero reads 'Merci de saisir le montant de votre don'; below
 * 100 cents 'La contribution minimum est de 1,00 €'; above 100 000,00 € 'Le montant maximum d'un don est de
 * 100 000,00 €' (issue 47). The tip (gift_entraide) is a whole number of
 * cents, 0 to 100 000,00 €.
 */
import { z } from 'zod';
import { MAX_DONATION_CENTS } from './constants';
import { DONATION_MESSAGES } from './messages';
import { donationAmountError, parseEuroInput } from './money-format';

// Reading, formatting and the amount rule live in money-format.ts (no zod there: the first screens' script budget, docs/performance.md).
export { centsToEuroInput, donationAmountError, formatAmount, formatEuros, parseEuroInput } from './money-format';

function checkAmount(cents: number | null, ctx: z.RefinementCtx<unknown>): void {
  const message = donationAmountError(cents);
  if (message !== null) ctx.addIssue({ code: 'custom', message });
}

/** The API's `amount`: integer cents, at least 100. */
export const donationAmountSchema = z
  .number({ error: DONATION_MESSAGES.amountRequired })
  .superRefine((value, ctx) => checkAmount(value, ctx));

/** The amount box of the pot page and tips page: euros as typed, parsed to cents. */
export const donationAmountInputSchema = z
  .union([z.string(), z.number()], { error: DONATION_MESSAGES.amountRequired })
  .transform((value) => parseEuroInput(value) ?? 0)
  .superRefine((cents, ctx) => checkAmount(cents, ctx));

/** The tip `gift_entraide` (and `gift_creator`): integer cents, 0 or more; absent means 0. */
export const tipSchema = z
  .number({ error: DONATION_MESSAGES.tipInvalid })
  .int({ error: DONATION_MESSAGES.tipInvalid })
  .min(0, { error: DONATION_MESSAGES.tipInvalid })
  .max(MAX_DONATION_CENTS, { error: DONATION_MESSAGES.tipInvalid })
  .default(0);

/** Total paid by the donor: the gift plus the tip (the tip is the pay-in's fees). */
export function totalPaid(amountCents: number, tipCents: number): number {
  return amountCents + tipCents;
}
