// Wire objects of the manager API for the screen tests (fictional charity and people).
import type { PayoutAccount } from '@domain/charity-area-types';
import type { ManagerCharity, ManagerDonation, ManagerPot, Payout, Refund } from '@domain/manager-types';

export const charityOf = (over: Partial<ManagerCharity> = {}): ManagerCharity => ({
  id: 8,
  name: 'Les Jardins Partagés',
  url: 'les-jardins-partages',
  active: true,
  certification_code: null,
  cerfa_type: 'GENERATED',
  category_id: 2,
  logo_path: null,
  description: 'Des jardins ouverts à tous.',
  assoc_object: null,
  about: '<p>Depuis 2010.</p>',
  actions: null,
  video_url: null,
  region_id: null,
  country_iso: 'FR',
  equivalence_30euro: null,
  equivalence_100euro: null,
  banner_path: null,
  mangopay_user_id: 'user_charity_8',
  mangopay_wallet_id: 'wallet_8',
  tax_rates: [{ assoc_type: 'PRIVATE', value: 66 }],
  media: [],
  bank_account: null,
  ...over,
});

export const referenceLists = {
  'GET /assoc_categories': () => [
    { id: 1, name: 'Enfance', slug: 'enfance', enabled: true },
    { id: 2, name: 'Environnement', slug: 'environnement', enabled: true },
  ],
  'GET /regions': () => [{ id: 5, code: 'ARA', name: 'Auvergne-Rhône-Alpes' }],
  'GET /countries.json': () => [
    { alpha2Code: 'FR', name: 'France' },
    { alpha2Code: 'BE', name: 'Belgique' },
  ],
};

export const donationOf = (over: Partial<ManagerDonation> = {}): ManagerDonation => ({
  id: 41,
  pot_id: 12,
  pot_name: 'Les 40 ans de Hugo',
  assoc_id: 8,
  user_id: 7,
  donor_email: 'ines.roux@exemple.fr',
  donor_name: 'Inès Roux',
  is_anonymous: false,
  is_visible: true,
  amount: 2000,
  gift_entraide: 150,
  payment_method: 'CARD',
  status: 'SUCCEEDED',
  mangopay_payin_id: 'payin_41',
  subscription_id: null,
  created_at: '2026-11-20T10:15:00Z',
  succeeded_at: '2026-11-20T10:15:05Z',
  dispute: null,
  ...over,
});

export const refundOf = (over: Partial<Refund> = {}): Refund => ({
  id: 3,
  donation_id: 41,
  amount: 2000,
  status: 'SUCCEEDED',
  mangopay_refund_id: 'refund_3',
  reason: null,
  result_code: '000000',
  result_message: null,
  failure_reason: null,
  requested_by_id: 1,
  executed_at: '2026-11-22T09:00:00Z',
  created_at: '2026-11-22T09:00:00Z',
  ...over,
});

export const payoutOf = (over: Partial<Payout> = {}): Payout => ({
  id: 1,
  assoc_id: 8,
  amount: 7500,
  status: 'CREATED',
  mangopay_payout_id: 'payout_1',
  bank_wire_ref: 'ENT 00000001',
  iban_masked: 'FR76 **** **** 0143',
  result_code: null,
  result_message: null,
  failure_reason: null,
  requested_by_id: 1,
  executed_at: null,
  created_at: '2026-11-22T09:30:00Z',
  ...over,
});

export const potOf = (over: Partial<ManagerPot> = {}): ManagerPot => ({
  id: 12,
  name: 'Les 40 ans de Hugo',
  pot_type: 0,
  closing_date: '2026-12-31T22:59:59.999Z',
  closed_at: null,
  is_closed: false,
  is_active: true,
  deactivated_at: null,
  deactivation_reason: null,
  donations_total_amount: 5000,
  donations_count: 2,
  donators_count: 2,
  assoc_id: 8,
  charity_name: 'Les Jardins Partagés',
  created_by_id: 3,
  organiser_email: 'hugo.martin@exemple.fr',
  created_at: '2026-11-01T08:00:00Z',
  ...over,
});

export const payoutAccountOf = (over: Partial<PayoutAccount> = {}): PayoutAccount => ({
  id: 2,
  holder_name: 'Les Jardins Partagés',
  iban_masked: 'FR76 **** **** 0143',
  status: 'active',
  verification: { check: 'MATCH', suggested_name: null, message: 'Le nom correspond au titulaire du compte.' },
  usable: true,
  created_at: '2026-11-20T10:00:00Z',
  ...over,
});
