/**
 * The manager area's lists and look-ups (pots, donations, payouts, newsletter subscribers, charities),
 * presented for the wire; the routes parse the filters and call these, never the queries themselves.
 */
import type { CharityListItem, ManagerCharity, ManagerDonation, ManagerPot, NewsletterSubscriber } from '../../domain/manager-types';
import type { AppDeps } from '../app-deps';
import { presentPayout } from '../payouts';
import { findManagerCharity, listManagerCharities, presentCharityListItem, type CharityListFilter } from './charities.queries';
import { charityNotFound, potNotFound } from '../http/back-office-errors';
import {
  listPayouts,
  listSubscribers,
  presentDonation,
  presentPot,
  presentSubscriber,
  searchDonations,
  searchPots,
  type DonationSearch,
  type Paging,
} from './manager-search.queries';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
type PotSearch = Parameters<typeof searchPots>[1];

export async function findPots(deps: Deps, filter: PotSearch): Promise<ManagerPot[]> {
  const now = deps.clock.now();
  return (await searchPots(deps.db.knex, filter)).map((r) => presentPot(r, now));
}

/** One pot as the search lists it; 404 when there is none. */
export async function getPot(deps: Deps, potId: number): Promise<ManagerPot> {
  const [row] = await searchPots(deps.db.knex, { limit: 1, offset: 0 }).where('p.id', potId);
  if (!row) throw potNotFound();
  return presentPot(row, deps.clock.now());
}

export async function findDonations(deps: Deps, filter: DonationSearch): Promise<ManagerDonation[]> {
  return (await searchDonations(deps.db.knex, filter)).map(presentDonation);
}

export async function findPayouts(
  deps: Deps,
  filter: Paging & { charityId?: number; status?: string },
): Promise<ReturnType<typeof presentPayout>[]> {
  return (await listPayouts(deps.db.knex, filter)).map(presentPayout);
}

export async function findSubscribers(deps: Deps, filter: Paging & { status?: string; email?: string }): Promise<NewsletterSubscriber[]> {
  return (await listSubscribers(deps.db.knex, filter)).map(presentSubscriber);
}

export async function findCharities(deps: Deps, filter: CharityListFilter): Promise<CharityListItem[]> {
  return (await listManagerCharities(deps.db.knex, filter)).map(presentCharityListItem);
}

/** One charity with its tax rates, media and bank account; 404 when there is none. */
export async function getCharity(deps: Deps, charityId: number): Promise<ManagerCharity> {
  const charity = await findManagerCharity(deps.db.knex, charityId);
  if (!charity) throw charityNotFound();
  return charity;
}
