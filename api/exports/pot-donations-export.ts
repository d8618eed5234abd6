/**
 * `GET /user/cagnottes/{id}/donations.csv`: the organiser's list of the pot's paid donations, built
 * from the public participants list (api/pots/participants.service.ts), so the same rules hold: an
 * anonymous donor is never named, a hidden amount is never given, people are named by first name and
 * initial, companies by their name. Last line: the pot's total (public on the pot page anyway).
 * Only the pot's creator gets it (403 for others, 404 for a missing pot).
 */
import { formatTableDate } from '../../domain/dates';
import type { AppDeps } from '../app-deps';
import type { PotsRow } from '../db/tables.generated';
import { findParticipants, notPotOwner, potNotFound, presentParticipant } from '../pots';
import { ANONYMOUS_DONOR, HIDDEN_AMOUNT } from './export-labels';
import { csvAmount, toCsv, type Cell } from './csv';

export const POT_EXPORT_HEADER = ['Date', 'Donateur', 'Montant (€)'] as const;
const ALL = 1_000_000;

export async function potDonationsCsv(
  deps: Pick<AppDeps, 'db'>,
  callerId: number,
  potId: number,
): Promise<{ filename: string; body: string }> {
  const knex = deps.db.knex;
  const pot = await knex<PotsRow>('pots').where({ id: potId }).first('id', 'created_by_id', 'donations_total_amount');
  if (!pot) throw potNotFound();
  if (Number(pot.created_by_id) !== callerId) throw notPotOwner();
  const participants = (await findParticipants(knex, potId, 0, ALL)).map(presentParticipant).reverse();
  const rows: Cell[][] = participants.map((p) => [
    formatTableDate(p.date),
    p.donor_name ?? ANONYMOUS_DONOR,
    p.amount === null ? HIDDEN_AMOUNT : csvAmount(p.amount),
  ]);
  rows.push(['Total', `${participants.length} dons`, csvAmount(Number(pot.donations_total_amount))]);
  return { filename: `cagnotte-${potId}-dons.csv`, body: toCsv(POT_EXPORT_HEADER, rows) };
}
