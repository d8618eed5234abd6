// The donation's choices carried from page to page in the URL (pots spec "Donation routes"): amount and
// tip in euros as people read them ('20', '12,50'; docs/api-contract.md "Wire format"), hide and anonymous as
// 'true'. Pages read them back into integer cents with domain/money.ts.
import { centsToEuroInput, donationAmountError, parseEuroInput } from '@domain/money';

export interface DonationChoices {
  amountCents: number;
  tipCents: number;
  hide: boolean;
  anonymous: boolean;
}

/** Reads the query of the tips, payment and quick-payment pages; null when the amount is missing or too small. */
export function readDonationChoices(params: URLSearchParams): DonationChoices | null {
  const amountCents = parseEuroInput(params.get('amount'));
  if (amountCents === null || donationAmountError(amountCents) !== null) return null;
  const tip = params.get('tip');
  const tipCents = tip === null || tip === '' ? 0 : parseEuroInput(tip);
  if (tipCents === null) return null;
  return { amountCents, tipCents, hide: params.get('hide') === 'true', anonymous: params.get('anonymous') === 'true' };
}

/** The query for the next page: amount, tip, hide, anonymous. */
export function donationQuery(choices: DonationChoices): URLSearchParams {
  return new URLSearchParams({
    amount: centsToEuroInput(choices.amountCents),
    tip: centsToEuroInput(choices.tipCents),
    hide: String(choices.hide),
    anonymous: String(choices.anonymous),
  });
}

export const paymentPath = (potId: number, choices: DonationChoices) => `/participate/${potId}/payment?${donationQuery(choices)}`;
export const quickPaymentPath = (potId: number, choices: DonationChoices) =>
  `/participate/${potId}/quick-payment?${donationQuery(choices)}`;
/** The sign-in page for a donor who is not signed in: /login2 sends back to the payment page (jackpot, amount, tip, hide, anonymous). */
export const loginForPaymentPath = (potId: number, choices: DonationChoices) => {
  const query = donationQuery(choices);
  query.set('jackpot', String(potId));
  return `/login2?${query}`;
};
/** Back to the tips page with the same amount (the 'Modifier' link). */
export const tipsPath = (potId: number, choices: DonationChoices, quick = false) => {
  const query = new URLSearchParams({ amount: centsToEuroInput(choices.amountCents) });
  if (quick) query.set('quick', 'true');
  return `/participate/${potId}/tips?${query}`;
};
export const confirmationPath = (potId: number) => `/participate/${potId}/confirmation`;
/** The thank-you page of one donation (issue 47: it reads what was paid from the API). */
export const thanksPath = (potId: number, donationId: number) => `${confirmationPath(potId)}?donation=${donationId}`;
/** The thank-you page of a monthly gift (its subscription's id). */
export const monthlyThanksPath = (potId: number, subscriptionId: number) => `${confirmationPath(potId)}?subscription=${subscriptionId}`;
/** The identity-documents page (pots spec "Company KYC screen"), with the total to cover. */
export const kycPath = (type: 'company' | 'particular', potId: number, choices: DonationChoices) =>
  `/participate/${type}/${potId}/kyc?${donationQuery(choices)}`;
