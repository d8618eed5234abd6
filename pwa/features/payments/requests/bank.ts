/**
 * The bank side of payments, as the API answers it (pots spec §3 and §7, docs/api-contract.md): bank account
 * and mandate registration, one-off mandate donations, monthly subscriptions, bank wires, the mandate
 * confirmation and identity documents. Amounts are integer cents. Every creating call carries the
 * Idempotency-Key its caller gives (one per submitted form, so that a retry never pays twice).
 */
import type { BankAccountBody } from '@domain/bank';
import type { DashboardSubscription } from '@domain/dashboard-types';
import type { DonationAnswer } from '@domain/donation-answers';
import type { BankAccountAnswer, MandateAnswer, MandateConfirmationAnswer } from '@domain/mandate-answers';
import { api } from '@/lib/api-client';

// The body and answers are defined in domain/, with the API that writes them; the mandate flow reads them from here.
export type { BankAccountBody } from '@domain/bank';
export type { MandateAnswer } from '@domain/mandate-answers';

/** `payment_info` of a mandate donation or subscription. */
export type MandatePaymentInfo = {
  PaymentType: 'MANDATE';
  mandateID: string;
  mandateDocURL?: string;
  mandateType?: string;
  bankReference?: string;
  bankAccountID?: string;
  mandateReturnURL?: string;
  mandateCulture: 'FR';
  process_payin_dds?: boolean;
};

/** What every donation body shares (cents). */
export type DonationFields = {
  amount: number;
  gift_entraide: number;
  gift_creator: 0;
  is_visible: boolean;
  is_anonymous: boolean;
};

export type MandateDonationBody = DonationFields & { is_main: boolean; payment_info: MandatePaymentInfo };
export type SubscriptionBody = DonationFields & { debit_day: number; recurrence: 1; payment_info: MandatePaymentInfo };

/** The platform's account the donor wires to, and the reference the transfer must carry. */
export type BankWireAnswer = {
  id?: number;
  BankAccount: {
    OwnerName: string;
    IBAN: string;
    BIC: string;
    BankName?: string | null;
    OwnerAddress?: {
      AddressLine1?: string | null;
      AddressLine2?: string | null;
      City?: string | null;
      Region?: string | null;
      PostalCode?: string | null;
      Country?: string | null;
    } | null;
  };
  WireReference: string;
  /** The EPC QR code's text (BCD ... ), built by the server. */
  epc_qr_payload?: string | null;
  amount?: number;
  gift_entraide?: number;
  [field: string]: unknown;
};

export type KycFile = { filetype: string; value: string };

type Key = { idempotencyKey: string };

export function registerBankAccount(body: BankAccountBody, { idempotencyKey }: Key) {
  return api.post<BankAccountAnswer>('/user/bank_accounts/register', { bank_account: body }, { idempotencyKey });
}

export function registerMandate(bankAccountId: string, returnUrl: string, { idempotencyKey }: Key) {
  return api.post<MandateAnswer>(
    `/user/bank_accounts/${encodeURIComponent(bankAccountId)}/mandate/new`,
    { return_url: returnUrl },
    { idempotencyKey },
  );
}

export function confirmMandate(mandateId: string) {
  return api.post<MandateConfirmationAnswer>(`/mandates/${encodeURIComponent(mandateId)}/confirmed`, {});
}

export function createMandateDonation(potId: number, body: MandateDonationBody, { idempotencyKey }: Key) {
  return api.post<DonationAnswer>(`/cagnottes/${potId}/donations`, { charity_donation: { pot_id: potId, ...body } }, { idempotencyKey });
}

export function createSubscription(potId: number, body: SubscriptionBody, { idempotencyKey }: Key) {
  return api.post<DashboardSubscription>(
    `/cagnottes/${potId}/subscriptions`,
    { charity_subscription: { pot_id: potId, ...body } },
    { idempotencyKey },
  );
}

export function requestBankWire(
  potId: number,
  body: { amount: number; gift_entraide: number; is_visible: boolean; is_anonymous: boolean; is_main?: boolean },
  { idempotencyKey }: Key,
) {
  return api.post<BankWireAnswer>(
    `/cagnottes/${potId}/donations/bankwire`,
    { charity_donation: { id: potId, ...body } },
    { idempotencyKey },
  );
}

export function registerKyc(files: KycFile[], amount: number, { idempotencyKey }: Key) {
  return api.post<unknown>('/user/register_kyc', { files, amount }, { idempotencyKey });
}
