/**
 * What the bank account and mandate requests answer (pots spec §4 "Mandate flow", docs/api-contract.md),
 * written by the API (api/payments/mandates/) and read by the payment page's mandate flow
 * (pwa/features/payments/). Types only: the page does not parse these answers.
 */

/** The spec's Mandate response (the provider's field names), plus its Status. */
export interface MandateAnswer {
  Id: string;
  DocumentURL: string | null;
  BankReference: string | null;
  BankAccountId: string;
  MandateType: 'DIRECT_DEBIT';
  /** The provider's confirmation page, while the mandate waits for the payer's signature; else null. */
  RedirectURL: string | null;
  Status: string;
}

/**
 * `POST /user/bank_accounts/register`: the caller's account, and whether a mandate must still be
 * signed (`register_mandate` false with the usable `mandate` when the account already has one).
 */
export interface BankAccountAnswer {
  bank_account: { Id: string; Active: boolean };
  register_mandate: boolean;
  mandate: MandateAnswer | null;
}

/**
 * `POST /mandates/{id}/confirmed`: the mandate re-read from the provider, the one-off donations it pays
 * with their status now, and the caller's monthly donations on it (ACTIVE, STOPPED...).
 */
export interface MandateConfirmationAnswer extends MandateAnswer {
  donations: Array<{ id: number; payment_status: string }>;
  subscriptions: Array<{ id: number; status: string }>;
}
