/**
 * The mandate flow of the payment page (pots spec §4 "Mandate flow"): register the bank account; when
 * the API says a mandate must be registered, register it with the confirmation page as return URL, save
 * the donation (one-off) or the subscription (monthly) without debiting yet (`process_payin_dds` false)
 * and send the browser to the mandate's page; when the account already has a usable mandate, save and
 * go straight to the confirmation page. Each creating call has its own Idempotency-Key derived from the
 * one of the submitted attempt (lib/idempotency.ts), so a retry of the same submit never registers or pays twice.
 */
import { POT_NOTICES } from '@domain/notices';
import {
  createMandateDonation,
  createSubscription,
  registerBankAccount,
  registerMandate,
  type BankAccountBody,
  type MandateAnswer,
  type MandatePaymentInfo,
} from '../requests/bank';
import { confirmationPath, monthlyThanksPath, thanksPath } from '../lib/donation-query';
import type { PaymentContext } from '../payment-context';

/** The form's fields, as the API names them in its field errors (maybe prefixed `bank_account.`). */
export const MANDATE_FORM_FIELDS = [
  'iban',
  'bic',
  'bank_account_holder',
  'bank_account_address_line_1',
  'bank_account_postal_code',
  'bank_account_city',
  'debit_day',
] as const;
export type MandateFormField = (typeof MANDATE_FORM_FIELDS)[number];

/** The form field an API error field names, or undefined. */
export function formFieldOf(field: string | null | undefined): MandateFormField | undefined {
  if (!field) return undefined;
  return MANDATE_FORM_FIELDS.find((name) => field === name || field.endsWith(`.${name}`));
}

export type MandateFormValues = Omit<BankAccountBody, 'bank_account_country_iso'> & { debit_day?: number };

/** Where the browser goes next: the provider's mandate page, or our confirmation page. */
export type MandateFlowResult = { kind: 'redirect'; url: string } | { kind: 'confirmation'; path: string };

/** Thrown when the provider gave no mandate page to go to. */
export class MandateRedirectMissingError extends Error {
  constructor() {
    super(POT_NOTICES.mandateRedirectMissing);
    this.name = 'MandateRedirectMissingError';
  }
}

/** The four calls of the flow (the API's by default; a test gives its own). */
const bankApi = { registerBankAccount, registerMandate, createMandateDonation, createSubscription };
export type MandateFlowApi = typeof bankApi;

function paymentInfo(mandate: MandateAnswer, returnUrl: string, processNow: boolean): MandatePaymentInfo {
  return {
    PaymentType: 'MANDATE',
    mandateID: mandate.Id,
    ...(mandate.DocumentURL ? { mandateDocURL: mandate.DocumentURL } : {}),
    ...(mandate.MandateType ? { mandateType: mandate.MandateType } : {}),
    ...(mandate.BankReference ? { bankReference: mandate.BankReference } : {}),
    ...(mandate.BankAccountId ? { bankAccountID: mandate.BankAccountId } : {}),
    mandateReturnURL: returnUrl,
    mandateCulture: 'FR',
    process_payin_dds: processNow,
  };
}

/**
 * Runs the flow for a one-off (no `debit_day`) or a monthly donation; `key` is the submit's
 * idempotency key. The return URL is sent as a path: the API puts it on its PUBLIC_URL.
 */
export async function runMandateFlow(
  context: PaymentContext,
  values: MandateFormValues,
  options: { monthly: boolean; key: string; client?: MandateFlowApi },
): Promise<MandateFlowResult> {
  const client = options.client ?? bankApi;
  const { debit_day: debitDay, ...account } = values;
  const returnUrl = confirmationPath(context.potId);
  const registered = await client.registerBankAccount(
    { ...account, bank_account_country_iso: 'FR' },
    { idempotencyKey: `${options.key}-account` },
  );
  const mustRegister = registered.register_mandate;
  const mandate = mustRegister
    ? await client.registerMandate(registered.bank_account.Id, returnUrl, { idempotencyKey: `${options.key}-mandate` })
    : registered.mandate;
  if (!mandate?.Id) throw new MandateRedirectMissingError();
  if (mustRegister && !mandate.RedirectURL) throw new MandateRedirectMissingError();

  const fields = {
    amount: context.amountCents,
    gift_entraide: context.tipCents,
    gift_creator: 0 as const,
    is_visible: !context.hide,
    is_anonymous: context.anonymous,
  };
  const info = paymentInfo(mandate, returnUrl, !mustRegister);
  const idempotencyKey = `${options.key}-${options.monthly ? 'sub' : 'donation'}`;
  const id = options.monthly
    ? (
        await client.createSubscription(
          context.potId,
          { ...fields, debit_day: debitDay ?? 1, recurrence: 1, payment_info: info },
          { idempotencyKey },
        )
      ).id
    : (await client.createMandateDonation(context.potId, { ...fields, is_main: false, payment_info: info }, { idempotencyKey })).id;
  if (mustRegister) return { kind: 'redirect', url: mandate.RedirectURL as string };
  // The thank-you of the one-off donation or of the monthly gift (issue 47).
  return { kind: 'confirmation', path: options.monthly ? monthlyThanksPath(context.potId, id) : thanksPath(context.potId, id) };
}
