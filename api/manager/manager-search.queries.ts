/**
 * The manager's searches: pots (name, charity, organiser e-mail, active), donations (donor e-mail, pot,
 * status, dates: Paris days, inclusive), newsletter subscribers. Managers see anonymous donors' names,
 * marked anonymous (docs/api-contract.md, privacy choices). Lists are paged with `limit` and `offset`.
 */
import type { Knex } from 'knex';
import { endOfParisDayIso } from '../../domain/dates';
import type { ManagerDonation, ManagerPot, NewsletterSubscriber } from '../../domain/manager-types';
import { foldForSearch } from '../../domain/text';
import type {
  AssocsRow,
  CharityBankAccountsRow,
  DonationsRow,
  NewsletterSubscribersRow,
  PayoutsRow,
  PotsRow,
  UsersRow,
} from '../db/tables.generated';

/** A pot as the search lists it: `pot_type` is 0 or 1 (the pots' check constraint). */
type PotSearchRow = Pick<
  PotsRow,
  | 'id'
  | 'name'
  | 'closing_date'
  | 'closed_at'
  | 'is_active'
  | 'deactivated_at'
  | 'deactivation_reason'
  | 'donations_total_amount'
  | 'donations_count'
  | 'donators_count'
  | 'created_at'
  | 'assoc_id'
  | 'created_by_id'
> & { pot_type: ManagerPot['pot_type']; charity_name: AssocsRow['name']; organiser_email: UsersRow['email'] };

/** A donation as the search lists it, with its donor (an account's or a quick donor's) and latest dispute. */
type DonationSearchRow = Pick<
  DonationsRow,
  | 'id'
  | 'pot_id'
  | 'assoc_id'
  | 'user_id'
  | 'is_anonymous'
  | 'is_visible'
  | 'amount'
  | 'gift_entraide'
  | 'payment_method'
  | 'mangopay_payin_id'
  | 'subscription_id'
  | 'created_at'
  | 'succeeded_at'
> & {
  status: ManagerDonation['status'];
  pot_name: PotsRow['name'];
  donor_email: string | null;
  donor_name: string | null;
  dispute_status: string | null;
  dispute_result: string | null;
};

type SubscriberRow = Pick<NewsletterSubscribersRow, 'id' | 'email' | 'created_at' | 'confirmed_at'> & {
  status: NewsletterSubscriber['status'];
};

/** A payout with its charity's name and masked IBAN (api/payouts' PayoutListRow). */
type PayoutSearchRow = PayoutsRow & { charity_name: AssocsRow['name']; iban_masked: CharityBankAccountsRow['iban_masked'] };

export interface Paging {
  limit: number;
  offset: number;
}

const like = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

export function searchPots(db: Knex, f: Paging & { q?: string; charityId?: number; organiserEmail?: string; active?: boolean }) {
  const query = db('pots as p')
    .join('users as u', 'u.id', 'p.created_by_id')
    .join('assocs as a', 'a.id', 'p.assoc_id')
    .orderBy('p.id', 'desc')
    .limit(f.limit)
    .offset(f.offset)
    .select<PotSearchRow[]>(
      'p.id',
      'p.name',
      'p.pot_type',
      'p.closing_date',
      'p.closed_at',
      'p.is_active',
      'p.deactivated_at',
      'p.deactivation_reason',
      'p.donations_total_amount',
      'p.donations_count',
      'p.donators_count',
      'p.created_at',
      'p.assoc_id',
      'a.name as charity_name',
      'p.created_by_id',
      'u.email as organiser_email',
    );
  if (f.q) for (const word of foldForSearch(f.q).split(/\s+/).filter(Boolean)) query.whereRaw('lower(p.name) like ?', [like(word)]);
  if (f.charityId) query.where('p.assoc_id', f.charityId);
  if (f.organiserEmail) query.whereRaw('lower(u.email) = lower(?)', [f.organiserEmail]);
  if (f.active !== undefined) query.where('p.is_active', f.active);
  return query;
}

export interface DonationSearch extends Paging {
  email?: string;
  potId?: number;
  status?: string;
  from?: string;
  to?: string;
}

export function searchDonations(db: Knex, f: DonationSearch) {
  const query = db('donations as d')
    .join('pots as p', 'p.id', 'd.pot_id')
    .leftJoin('users as u', 'u.id', 'd.user_id')
    .orderBy('d.id', 'desc')
    .limit(f.limit)
    .offset(f.offset)
    .select<DonationSearchRow[]>(
      'd.id',
      'd.pot_id',
      'p.name as pot_name',
      'd.assoc_id',
      'd.user_id',
      db.raw('COALESCE(u.email, d.quick_email) AS donor_email'),
      db.raw("COALESCE(u.firstname || ' ' || u.name, d.quick_firstname || ' ' || d.quick_name) AS donor_name"),
      'd.is_anonymous',
      'd.is_visible',
      'd.amount',
      'd.gift_entraide',
      'd.payment_method',
      'd.status',
      'd.mangopay_payin_id',
      'd.subscription_id',
      'd.created_at',
      'd.succeeded_at',
      db.raw('(SELECT x.status FROM disputes x WHERE x.donation_id = d.id ORDER BY x.id DESC LIMIT 1) AS dispute_status'),
      db.raw('(SELECT x.result_code FROM disputes x WHERE x.donation_id = d.id ORDER BY x.id DESC LIMIT 1) AS dispute_result'),
    );
  const email = f.email;
  if (email) query.where((q) => q.whereRaw('lower(u.email) = lower(?)', [email]).orWhereRaw('lower(d.quick_email) = lower(?)', [email]));
  if (f.potId) query.where('d.pot_id', f.potId);
  if (f.status) query.where('d.status', f.status);
  if (f.from) query.where('d.created_at', '>', new Date(new Date(endOfParisDayIso(f.from)).getTime() - 86_400_000));
  if (f.to) query.where('d.created_at', '<=', new Date(endOfParisDayIso(f.to)));
  return query;
}

export const presentDonation = (r: DonationSearchRow): ManagerDonation => ({
  id: Number(r.id),
  pot_id: Number(r.pot_id),
  pot_name: r.pot_name,
  assoc_id: Number(r.assoc_id),
  user_id: r.user_id === null ? null : Number(r.user_id),
  donor_email: r.donor_email,
  donor_name: r.donor_name,
  is_anonymous: r.is_anonymous,
  is_visible: r.is_visible,
  amount: Number(r.amount),
  gift_entraide: Number(r.gift_entraide),
  payment_method: r.payment_method,
  status: r.status,
  mangopay_payin_id: r.mangopay_payin_id,
  subscription_id: r.subscription_id === null ? null : Number(r.subscription_id),
  created_at: new Date(r.created_at).toISOString(),
  succeeded_at: r.succeeded_at ? new Date(r.succeeded_at).toISOString() : null,
  dispute: r.dispute_status ? { status: r.dispute_status, result_code: r.dispute_result ?? null } : null,
});

export const presentPot = (r: PotSearchRow, now: Date): ManagerPot => ({
  id: Number(r.id),
  name: r.name,
  pot_type: r.pot_type,
  closing_date: new Date(r.closing_date).toISOString(),
  closed_at: r.closed_at ? new Date(r.closed_at).toISOString() : null,
  is_closed: r.closed_at !== null || new Date(r.closing_date) < now,
  is_active: r.is_active,
  deactivated_at: r.deactivated_at ? new Date(r.deactivated_at).toISOString() : null,
  deactivation_reason: r.deactivation_reason,
  donations_total_amount: Number(r.donations_total_amount),
  donations_count: Number(r.donations_count),
  donators_count: Number(r.donators_count),
  assoc_id: Number(r.assoc_id),
  charity_name: r.charity_name,
  created_by_id: Number(r.created_by_id),
  organiser_email: r.organiser_email,
  created_at: new Date(r.created_at).toISOString(),
});

export const presentSubscriber = (r: SubscriberRow): NewsletterSubscriber => ({
  id: Number(r.id),
  email: r.email,
  status: r.status,
  created_at: new Date(r.created_at).toISOString(),
  confirmed_at: r.confirmed_at ? new Date(r.confirmed_at).toISOString() : null,
});

export function listSubscribers(db: Knex, f: Paging & { status?: string; email?: string }) {
  const query = db<SubscriberRow>('newsletter_subscribers')
    .orderBy('id', 'desc')
    .limit(f.limit)
    .offset(f.offset)
    .select('id', 'email', 'status', 'created_at', 'confirmed_at');
  if (f.status) query.where('status', f.status);
  if (f.email) query.whereRaw('lower(email) like lower(?)', [like(f.email)]);
  return query;
}

export function listPayouts(db: Knex, f: Paging & { charityId?: number; status?: string }) {
  const query = db('payouts as o')
    .join('assocs as a', 'a.id', 'o.assoc_id')
    .join('charity_bank_accounts as b', 'b.id', 'o.charity_bank_account_id')
    .orderBy('o.id', 'desc')
    .limit(f.limit)
    .offset(f.offset)
    .select<PayoutSearchRow[]>('o.*', 'a.name as charity_name', 'b.iban_masked');
  if (f.charityId) query.where('o.assoc_id', f.charityId);
  if (f.status) query.where('o.status', f.status);
  return query;
}
