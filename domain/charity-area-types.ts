/**
 * The answers of the charity area's API (docs/charity-area.md), as the PWA reads them, and the French
 * wording of the payee check (Verification of Payee) shown to the representative.
 */
import type { RegistrationKind } from './charity-area';

/** `GET /charity_invitations/:token`. */
export interface CharityInvitationView {
  email: string;
  charity: { id: number; name: string };
}

/** One invitation as the manager sees it. */
export interface RepresentativeInvitation {
  id: number;
  email: string;
  expires_at: string;
  created_at: string;
  accepted_at: string | null;
}

export interface LegalDetails {
  organisation_name: string;
  registration_kind: RegistrationKind;
  registration_number: string;
  address_line_1: string;
  address_line_2: string | null;
  postal_code: string;
  city: string;
  country_iso: string;
  representative_first_name: string;
  representative_last_name: string;
  representative_birth_date: string;
  representative_nationality: string;
  representative_country_of_residence: string;
  representative_email: string;
  representative_phone: string;
  updated_at: string;
}

export type ScaStatus = 'not_started' | 'pending' | 'active';
export interface ScaState {
  status: ScaStatus;
}

/** The provider's payee-check results. */
export const VOP_CHECKS = ['MATCH', 'CLOSE_MATCH', 'NO_MATCH', 'MATCH_NOT_POSSIBLE'] as const;
export type VopCheck = (typeof VOP_CHECKS)[number];

export interface PayoutAccount {
  id: number;
  holder_name: string;
  iban_masked: string;
  status: 'pending_sca' | 'active' | 'canceled';
  verification: { check: VopCheck; suggested_name: string | null; message: string };
  usable: boolean;
  created_at: string;
}

/** The French wording of a payee check's result. */
export function vopMessage(check: VopCheck, suggestedName: string | null): string {
  switch (check) {
    case 'MATCH':
      return 'Le nom correspond au titulaire du compte.';
    case 'CLOSE_MATCH':
      // Mangopay's answer names no holder (only the emulator's does): no empty name after the colon.
      return suggestedName
        ? `Le nom est proche de celui du titulaire : ${suggestedName}. Vérifiez-le ; vous pouvez corriger le nom.`
        : 'Le nom est proche de celui du titulaire, mais la banque ne donne pas le nom exact. Vérifiez-le ; vous pouvez corriger le nom.';
    case 'NO_MATCH':
      return 'Le nom ne correspond pas au titulaire de ce compte. Corrigez le nom du titulaire ou indiquez un autre compte : aucun versement ne peut être fait vers ce compte.';
    default:
      return 'La banque n’a pas pu vérifier le nom du titulaire : aucun versement ne peut être fait vers ce compte.';
  }
}

export const KYB_TYPES = ['REGISTRATION_PROOF', 'ARTICLES_OF_ASSOCIATION', 'IDENTITY_PROOF', 'SHAREHOLDER_DECLARATION'] as const;
export type KybType = (typeof KYB_TYPES)[number];

export interface KybDocument {
  id: number;
  type: KybType;
  status: 'CREATED' | 'VALIDATION_ASKED' | 'VALIDATED' | 'REFUSED' | 'OUT_OF_DATE';
  refused_reason_type: string | null;
  /** The refusal in French. */
  refused_reason_message: string | null;
  created_at: string;
  processed_at: string | null;
}

export interface CharityDocuments {
  required: KybType[];
  documents: KybDocument[];
}

export interface CharityOverview {
  charity: { id: number; name: string; url: string; logo_url: string | null };
  legal_details: LegalDetails | null;
  sca: ScaState;
  payout_account: PayoutAccount | null;
  documents: KybDocument[];
  steps: { legal_details: boolean; sca: boolean; payout_account: boolean; documents: boolean };
  can_be_paid_out: boolean;
}

export interface CharityMoney {
  totals: { received_cents: number; paid_out_cents: number; receipts_count: number; receipts_total_cents: number };
  pots: Array<{ id: number; name: string; received_cents: number; donations_count: number }>;
  months: Array<{ month: string; received_cents: number; donations_count: number }>;
  payouts: Array<{
    id: number;
    amount_cents: number;
    status: 'PENDING' | 'CREATED' | 'SUCCEEDED' | 'FAILED';
    status_label: 'En cours' | 'Versé' | 'Échec';
    result_message: string | null;
    created_at: string;
    executed_at: string | null;
  }>;
  receipts: Array<{ number: string; issued_at: string; amount_cents: number }>;
}
