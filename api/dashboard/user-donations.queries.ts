/**
 * SQL of the caller's donations: each with its pot (name, closing instant, closing by its organiser)
 * and the charity it was given to, recorded with it (name, receipt type), newest first. Only the donor's own rows are read.
 */
import type { Knex } from 'knex';
import type { DonationsRow } from '../db/tables.generated';

/** A donation of the caller (so `user_id` set), with its pot's and charity's columns, the receipt type narrowed. */
export type UserDonationRow = Pick<
  DonationsRow,
  | 'id'
  | 'pot_id'
  | 'amount'
  | 'gift_entraide'
  | 'status'
  | 'payment_method'
  | 'subscription_id'
  | 'created_at'
  | 'succeeded_at'
  | 'assoc_id'
> & {
  user_id: number;
  pot_name: string;
  pot_closing_date: Date;
  pot_closed_at: Date | null;
  pot_is_active: boolean;
  assoc_name: string;
  assoc_cerfa_type: 'GENERATED' | 'SENT_BY_ASSOC';
};

function donationsOf(db: Knex, userId: number) {
  return db('donations as d')
    .join('pots as p', 'p.id', 'd.pot_id')
    .join('assocs as a', 'a.id', 'd.assoc_id')
    .where('d.user_id', userId)
    .select(
      'd.id',
      'd.pot_id',
      'd.user_id',
      'd.amount',
      'd.gift_entraide',
      'd.status',
      'd.payment_method',
      'd.subscription_id',
      'd.created_at',
      'd.succeeded_at',
      'p.name as pot_name',
      'p.closing_date as pot_closing_date',
      'p.closed_at as pot_closed_at',
      'p.is_active as pot_is_active',
      'a.id as assoc_id',
      'a.name as assoc_name',
      'a.cerfa_type as assoc_cerfa_type',
    );
}

/** Every donation of the user, newest first. */
export function findUserDonations(db: Knex, userId: number): Promise<UserDonationRow[]> {
  return donationsOf(db, userId).orderBy([
    { column: 'd.created_at', order: 'desc' },
    { column: 'd.id', order: 'desc' },
  ]);
}

/** One donation of the user, or undefined when it is missing or someone else's. */
export function findUserDonation(db: Knex, userId: number, donationId: number): Promise<UserDonationRow | undefined> {
  return donationsOf(db, userId).andWhere('d.id', donationId).first();
}
