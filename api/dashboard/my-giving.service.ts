/** The caller's own giving for the dashboard: their donations and their monthly donations, newest first. */
import type { AppDeps } from '../app-deps';
import { findUserSubscriptions, type SubscriptionRow } from '../payments';
import { findUserDonations, type UserDonationRow } from './user-donations.queries';

type Deps = Pick<AppDeps, 'db'>;

/** Every donation the user made (their receipts are presented from these rows). */
export function listMyDonations(deps: Deps, userId: number): Promise<UserDonationRow[]> {
  return findUserDonations(deps.db.knex, userId);
}

/** One page of the user's monthly donations. */
export function listMySubscriptions(deps: Deps, userId: number, page: { offset: number; limit: number }): Promise<SubscriptionRow[]> {
  return findUserSubscriptions(deps.db.knex, userId, page.offset, page.limit);
}
