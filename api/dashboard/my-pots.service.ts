/**
 * `GET /cagnottes`: the caller's pots as the dashboard shows them (spec accounts §3 Pot): totals and
 * contributor counts from the pot (succeeded donations only), `closed` computed from the clock and the
 * organiser's closing, and for each pot the latest creation-flow donation of its creator
 * (the company table's payment status). Sorted by closing date, latest first.
 */
import type { DashboardPot } from '../../domain/dashboard-types';
import { isPotClosed } from '../../domain/pot-status';
import type { AppDeps } from '../app-deps';
import { findMainDonations, findMyPots, type MainDonationRow, type MyPotRow } from './my-pots.queries';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

function presentMyPot(row: MyPotRow, main: MainDonationRow | undefined, now: Date): DashboardPot {
  const closingIso = new Date(row.closing_date).toISOString();
  return {
    id: Number(row.id),
    name: row.name,
    closing_date: closingIso,
    event_type: { id: row.event_type_id },
    assoc: { id: row.assoc_id, name: row.assoc_name },
    pot_type: row.pot_type === 1 ? 1 : 0,
    donations_total_amount: Number(row.donations_total_amount),
    donators_count: row.donators_count,
    closed: isPotClosed(closingIso, row.closed_at !== null, now),
    is_active: row.is_active,
    donation: main ? { id: Number(main.id), status: main.status } : null,
  };
}

export async function listMyPots(deps: Deps, userId: number): Promise<DashboardPot[]> {
  const knex = deps.db.knex;
  const pots = await findMyPots(knex, userId);
  const mains = await findMainDonations(
    knex,
    userId,
    pots.map((pot) => Number(pot.id)),
  );
  const latestMain = new Map<number, MainDonationRow>();
  for (const main of mains) if (!latestMain.has(Number(main.pot_id))) latestMain.set(Number(main.pot_id), main);
  const now = deps.clock.now();
  return pots.map((pot) => presentMyPot(pot, latestMain.get(Number(pot.id)), now));
}
