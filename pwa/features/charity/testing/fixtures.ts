// Wire objects of the charity area for the screen tests (a fictional charity and its representative).
import type { CharityMoney, CharityOverview, KybDocument, PayoutAccount } from '@domain/charity-area-types';

/** The `legal_details` body the form sends. */
export const legalDetailsBody = {
  organisation_name: 'Les Jardins Partagés',
  registration_kind: 'rna' as const,
  registration_number: 'W751234567',
  address_line_1: '12 rue des Lilas',
  address_line_2: undefined,
  postal_code: '75020',
  city: 'Paris',
  country_iso: 'FR',
  representative_first_name: 'Inès',
  representative_last_name: 'Moreau',
  representative_birth_date: '1980-04-12',
  representative_nationality: 'FR',
  representative_country_of_residence: 'FR',
  representative_email: 'tresorerie@jardins-partages.fr',
  representative_phone: '06 12 34 56 78',
};

/** The legal details as the API answers them. */
export const legalDetails = { ...legalDetailsBody, address_line_2: null, updated_at: '2026-11-20T09:00:00Z' };

export const overviewOf = (over: Partial<CharityOverview> = {}): CharityOverview => ({
  charity: { id: 8, name: 'Les Jardins Partagés', url: 'les-jardins-partages', logo_url: null },
  legal_details: null,
  sca: { status: 'not_started' },
  payout_account: null,
  documents: [],
  steps: { legal_details: false, sca: false, payout_account: false, documents: false },
  can_be_paid_out: false,
  ...over,
});

export const MESSAGES = {
  MATCH: 'Le nom correspond au titulaire du compte.',
  NO_MATCH:
    'Le nom ne correspond pas au titulaire de ce compte. Corrigez le nom du titulaire ou indiquez un autre compte : aucun versement ne peut être fait vers ce compte.',
  closeMatch: (name: string) => `Le nom est proche de celui du titulaire : ${name}. Vérifiez-le ; vous pouvez corriger le nom.`,
};

export const accountOf = (over: Partial<PayoutAccount> = {}): PayoutAccount => ({
  id: 3,
  holder_name: 'Les Jardins Partagés',
  iban_masked: 'FR76 **** **** **** **** ***0 189',
  status: 'active',
  verification: { check: 'MATCH', suggested_name: null, message: MESSAGES.MATCH },
  usable: true,
  created_at: '2026-11-20T10:00:00Z',
  ...over,
});

export const documentOf = (over: Partial<KybDocument> = {}): KybDocument => ({
  id: 1,
  type: 'ARTICLES_OF_ASSOCIATION',
  status: 'VALIDATION_ASKED',
  refused_reason_type: null,
  refused_reason_message: null,
  created_at: '2026-11-21T09:00:00Z',
  processed_at: null,
  ...over,
});

export const moneyOf = (over: Partial<CharityMoney> = {}): CharityMoney => ({
  totals: { received_cents: 12500, paid_out_cents: 7500, receipts_count: 2, receipts_total_cents: 10000 },
  pots: [
    { id: 5, name: 'Un potager pour l’école', received_cents: 10000, donations_count: 3 },
    { id: 6, name: 'Les 30 ans de Louise', received_cents: 2500, donations_count: 1 },
  ],
  months: [
    { month: '2026-11', received_cents: 5000, donations_count: 2 },
    { month: '2026-10', received_cents: 7500, donations_count: 2 },
  ],
  payouts: [
    {
      id: 2,
      amount_cents: 5000,
      status: 'CREATED',
      status_label: 'En cours',
      result_message: null,
      created_at: '2026-11-25T10:00:00Z',
      executed_at: null,
    },
    {
      id: 1,
      amount_cents: 7500,
      status: 'SUCCEEDED',
      status_label: 'Versé',
      result_message: null,
      created_at: '2026-10-31T10:00:00Z',
      executed_at: '2026-11-02T10:00:00Z',
    },
  ],
  receipts: [
    { number: 'ENT-2026-000012', issued_at: '2026-10-12T10:00:00Z', amount_cents: 6000 },
    { number: 'ENT-2026-000031', issued_at: '2026-11-03T10:00:00Z', amount_cents: 4000 },
  ],
  ...over,
});
