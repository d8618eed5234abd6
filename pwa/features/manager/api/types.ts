// Wire shapes of the manager API (api/manager, api/payouts, api/exports): money in integer cents,
// timestamps ISO 8601 UTC, lists as bare arrays paged with ?limit&offset.

export type CerfaType = 'GENERATED' | 'SENT_BY_ASSOC';
export type TaxRateType = 'PRIVATE' | 'ENTERPRISE';
export type TaxRate = { assoc_type: TaxRateType; value: number };

export type CharityRow = {
  id: number;
  name: string;
  url: string;
  active: boolean;
  certification_code: string | null;
  cerfa_type: CerfaType;
  category_id: number;
  mangopay_wallet_id: string | null;
  logo_path: string | null;
};

export type CharityMedia = { id: number; kind: string; position: number; url: string };

export type Charity = Omit<CharityRow, 'mangopay_wallet_id'> & {
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
  mangopay_wallet_id: string | null;
  tax_rates: TaxRate[];
  media: CharityMedia[];
  bank_account: { id: number; iban_masked: string; owner_name: string; mangopay_bank_account_id: string } | null;
};

/** The `charity` body of create and edit. */
export type CharityBody = {
  name: string;
  category_id: number;
  url?: string;
  description: string | null;
  assoc_object: string | null;
  about: string | null;
  actions: string | null;
  video_url: string | null;
  region_id: number | null;
  country_iso: string;
  certification_code: string | null;
  cerfa_type: CerfaType;
  equivalence_30euro: string | null;
  equivalence_100euro: string | null;
  tax_rates: TaxRate[];
};

export type BankAccountBody = {
  iban: string;
  bic: string;
  bank_account_holder: string;
  bank_account_address_line_1: string;
  bank_account_postal_code: string;
  bank_account_city: string;
  bank_account_country_iso: string;
};

export type MoneyStatus = 'PENDING' | 'CREATED' | 'SUCCEEDED' | 'FAILED';

/** What a payout and a refund share: the amount sent, the provider's status and result, who asked, when. */
type MoneyMovement = {
  id: number;
  amount: number;
  status: MoneyStatus;
  result_code: string | null;
  result_message: string | null;
  requested_by_id: number | null;
  executed_at: string | null;
  created_at: string;
};

export type Payout = MoneyMovement & {
  assoc_id: number;
  charity_name?: string;
  mangopay_payout_id: string | null;
  bank_wire_ref: string;
  iban_masked?: string;
};

export type KycDocument = {
  Id: string;
  Type: string;
  Status: string;
  RefusedReasonType: string | null;
  RefusedReasonMessage: string | null;
  /** Unix seconds. */
  CreationDate: number;
};

/** A charity's KYC document sent from the manager area (its status re-read from the provider). */
export type CharityKycSubmission = {
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
};

export type KycStatus = {
  mangopay_user_id: string | null;
  kyc_level: string | null;
  documents: KycDocument[];
  email?: string;
  user_id?: number;
  /** A charity's: the document types the provider needs, and those sent from Entraide. */
  required_types?: string[];
  submissions?: CharityKycSubmission[];
};

export type ManagerPot = {
  id: number;
  name: string;
  pot_type: number;
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
};

export type DonationStatus = 'CREATED' | 'SUCCEEDED' | 'FAILED' | 'REFUNDED';

export type ManagerDonation = {
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
  /** The donation's latest dispute (chargeback) at the payer's bank, or null. */
  dispute?: { status: string; result_code: string | null } | null;
};

export type Refund = MoneyMovement & {
  donation_id: number;
  mangopay_refund_id: string | null;
  reason: string | null;
};

export type DeactivationResult = {
  pot_id: number;
  is_active: false;
  deactivated_at: string;
  deactivation_reason: string | null;
  subscriptions_closed: number;
  refunds: Array<{ donation_id: number; refund: Refund | null; error: string | null }>;
};

export type Subscriber = { id: number; email: string; status: 'pending' | 'confirmed'; created_at: string; confirmed_at: string | null };

export type AuditEntry = {
  id: number;
  actor_id: number | null;
  actor_email: string | null;
  action: string;
  entity_type: string;
  entity_id: string;
  details: unknown;
  created_at: string;
};

export type YearlyTotal = {
  assoc_id: number;
  name: string;
  year: number;
  donations_total_amount: number;
  donations_count: number;
  tax_receipts_count: number;
};

/** A difference found by the daily money reconciliation (GET /manager/money_findings). */
export type { MoneyFinding } from '../../../../domain/money-findings';
