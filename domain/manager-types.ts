/**
 * What the manager area's calls answer (`/manager/...`: api/manager, api/payouts, api/exports), written
 * by the API's presenters and read by the manager pages (pwa/features/manager). Money is integer cents,
 * instants ISO 8601 UTC; lists are bare arrays paged with ?limit&offset. Types only: the manager pages
 * do not parse these answers, so no schema (and no zod) ships with them.
 */
import type { PayoutAccount } from './charity-area-types';
import type { CERFA_TYPES, TAX_RATE_TYPES } from './charity-input';

export type { MoneyFinding } from './money-findings';

export type CerfaType = (typeof CERFA_TYPES)[number];
export type TaxRateType = (typeof TAX_RATE_TYPES)[number];
export interface TaxRate {
  assoc_type: TaxRateType;
  /** Whole percent. */
  value: number;
}

/** A charity as `GET /manager/charities` lists it. */
export interface CharityListItem {
  id: number;
  name: string;
  url: string;
  active: boolean;
  certification_code: string | null;
  cerfa_type: CerfaType;
  category_id: number;
  mangopay_wallet_id: string | null;
  logo_path: string | null;
}

export interface CharityMedia {
  id: number;
  kind: string;
  position: number;
  url: string;
}

/** A charity as `GET /manager/charities/{id}` and every change to it answer it. */
export interface ManagerCharity extends CharityListItem {
  description: string | null;
  assoc_object: string | null;
  about: string | null;
  actions: string | null;
  video_url: string | null;
  region_id: number | null;
  country_iso: string;
  equivalence_30euro: string | null;
  equivalence_100euro: string | null;
  banner_path: string | null;
  mangopay_user_id: string | null;
  tax_rates: TaxRate[];
  media: CharityMedia[];
  /** The active payout account, or null. */
  bank_account: { id: number; iban_masked: string; owner_name: string; mangopay_bank_account_id: string } | null;
  /** The payout account its representative registered (a provider Recipient, read-only here), or null. Always sent by the API. */
  payout_account?: PayoutAccount | null;
}

export type MoneyStatus = 'PENDING' | 'CREATED' | 'SUCCEEDED' | 'FAILED';

/** What a payout and a refund share: the amount sent, the provider's status and result, who asked, when. */
interface MoneyMovement {
  id: number;
  amount: number;
  status: MoneyStatus;
  /** The provider's result code and (English) message, as it gave them. */
  result_code: string | null;
  result_message: string | null;
  /** When FAILED: why, in French, for the manager (from the result code). */
  failure_reason: string | null;
  requested_by_id: number | null;
  executed_at: string | null;
  created_at: string;
}

/** A payout to a charity's bank account (`bank_wire_ref` is on the charity's statement). */
export interface Payout extends MoneyMovement {
  assoc_id: number;
  /** In lists only. */
  charity_name?: string;
  mangopay_payout_id: string | null;
  bank_wire_ref: string;
  /** In lists only. */
  iban_masked?: string;
}

export interface Refund extends MoneyMovement {
  donation_id: number;
  mangopay_refund_id: string | null;
  reason: string | null;
}

/** The answer of `POST /manager/pots/{id}/deactivate`: each paid donation with its refund or the error. */
export interface DeactivationResult {
  pot_id: number;
  is_active: false;
  deactivated_at: string;
  deactivation_reason: string | null;
  subscriptions_closed: number;
  refunds: Array<{ donation_id: number; refund: Refund | null; error: string | null }>;
}

/** A KYC document as the provider lists it (its field names). */
export interface KycDocument {
  Id: string;
  Type: string;
  Status: string;
  RefusedReasonType: string | null;
  RefusedReasonMessage: string | null;
  /** Unix seconds. */
  CreationDate: number;
  /** Unix seconds, once the provider has decided. */
  ProcessedDate: number | null;
}

/** A charity's KYC document sent from the manager area (its status re-read from the provider). */
export interface CharityKycSubmission {
  id: number;
  mangopay_document_id: string;
  type: string;
  status: string;
  refused_reason_type: string | null;
  refused_reason_message: string | null;
  pages: number;
  submitted_by_id: number | null;
  processed_at: string | null;
  created_at: string;
}

/** The provider's view of an account's KYC: its level (REGULAR is needed for payouts) and documents. */
export interface KycStatus {
  mangopay_user_id: string | null;
  kyc_level: string | null;
  documents: KycDocument[];
}

/** `GET /manager/kyc?email=`: a user's KYC. */
export interface UserKycStatus extends KycStatus {
  user_id: number;
  email: string;
}

/** `GET /manager/charities/{id}/kyc`: the document types the provider needs, and those sent from Entraide. */
export interface CharityKycStatus extends KycStatus {
  assoc_id: number;
  required_types: readonly string[];
  submissions: CharityKycSubmission[];
}

export interface ManagerPot {
  id: number;
  name: string;
  pot_type: 0 | 1;
  closing_date: string;
  closed_at: string | null;
  is_closed: boolean;
  is_active: boolean;
  deactivated_at: string | null;
  deactivation_reason: string | null;
  donations_total_amount: number;
  donations_count: number;
  donators_count: number;
  assoc_id: number;
  charity_name: string;
  created_by_id: number;
  organiser_email: string;
  created_at: string;
}

export type DonationStatus = 'CREATED' | 'SUCCEEDED' | 'FAILED' | 'REFUNDED';

/** A donation as the manager's searches list it (anonymous donors' names shown, marked anonymous). */
export interface ManagerDonation {
  id: number;
  pot_id: number;
  pot_name: string;
  assoc_id: number;
  user_id: number | null;
  donor_email: string | null;
  donor_name: string | null;
  is_anonymous: boolean;
  is_visible: boolean;
  amount: number;
  gift_entraide: number;
  payment_method: string;
  status: DonationStatus;
  mangopay_payin_id: string | null;
  subscription_id: number | null;
  created_at: string;
  succeeded_at: string | null;
  /** The donation's latest dispute (chargeback) at the payer's bank: its provider status and result (WON, LOST), or null. */
  dispute: { status: string; result_code: string | null } | null;
}

/** A dispute (chargeback) of a donation, as `GET /manager/donations/{id}/disputes` lists it. */
export interface DonationDispute {
  id: number;
  donation_id: number;
  mangopay_dispute_id: string;
  status: string;
  dispute_type: string;
  reason_type: string | null;
  result_code: string | null;
  disputed_amount: number;
  contest_deadline_at: string | null;
  closed_at: string | null;
  /** The donation was taken out of its pot (a lost dispute). */
  lost: boolean;
  created_at: string;
}

export interface NewsletterSubscriber {
  id: number;
  email: string;
  status: 'pending' | 'confirmed';
  created_at: string;
  confirmed_at: string | null;
}

/** One line of the audit log: who (null for a scheduled job), what, on which entity, when. */
export interface AuditLogEntry {
  id: number;
  actor_id: number | null;
  actor_email: string | null;
  action: string;
  entity_type: string;
  entity_id: string;
  details: unknown;
  created_at: string;
}

/** Per charity and year: the gifts kept (refunds excluded), their number and the tax receipts issued. */
export interface YearlyTotal {
  assoc_id: number;
  name: string;
  year: number;
  donations_total_amount: number;
  donations_count: number;
  tax_receipts_count: number;
}
