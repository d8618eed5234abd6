/**
 * Managers' exports per charity and year (gifts counted by the Paris day they were paid, under the charity
 * recorded with each donation — the one that received it — whatever the pot's charity is now):
 * - `charityDonationsCsv`: every paid or refunded donation with its donor (full name and e-mail, for
 *   compliance and receipts; an anonymous donor is marked so), its pot, amounts, method, status and
 *   tax receipt number;
 * - `yearlyTotals` / `yearlyTotalsCsv`: per charity, the total of the gifts kept (refunds excluded), the
 *   number of donations and the number of tax receipts issued for that year and not cancelled — what a
 *   charity declares each year.
 */
import { formatTableDate } from '../../domain/dates';
import type { YearlyTotal } from '../../domain/manager-types';
import type { AppDeps } from '../app-deps';
import type { AssocsRow, DonationsRow, EnterprisesRow, PotsRow, TaxReceiptsRow, UsersRow } from '../db/tables.generated';
import { receiptNumber } from '../receipts';
import { charityNotFound } from '../http/back-office-errors';
import { ANONYMOUS_DONOR, DONATION_STATUS_LABELS, PAYMENT_METHOD_LABELS } from './export-labels';
import { csvAmount, toCsv, type Cell } from './csv';
import { parisYear } from './year-range';

export const CHARITY_EXPORT_HEADER = [
  'Date',
  'Cagnotte',
  'Donateur',
  'E-mail',
  'Anonyme',
  'Montant du don (€)',
  'Pourboire Entraide (€)',
  'Moyen de paiement',
  'Statut',
  'Reçu fiscal',
] as const;
export const TOTALS_HEADER = ['Association', 'Année', 'Total des dons (€)', 'Nombre de dons', 'Reçus fiscaux émis'] as const;

/** A donation of the export (paid, so `succeeded_at` set), its pot, and its donor and receipt (left-joined: null when none). */
type ExportedDonation = Pick<
  DonationsRow,
  | 'id'
  | 'user_id'
  | 'amount'
  | 'gift_entraide'
  | 'payment_method'
  | 'status'
  | 'is_anonymous'
  | 'quick_firstname'
  | 'quick_name'
  | 'quick_email'
> & {
  succeeded_at: Date;
  pot_id: PotsRow['id'];
  pot_name: PotsRow['name'];
  firstname: UsersRow['firstname'] | null;
  name: UsersRow['name'] | null;
  email: UsersRow['email'] | null;
  enterprise_name: EnterprisesRow['enterprise_name'] | null;
  receipt_year: TaxReceiptsRow['year'] | null;
  receipt_number: TaxReceiptsRow['number'] | null;
  receipt_cancelled_at: TaxReceiptsRow['cancelled_at'];
};

/** A charity's line of the totals: its sums are null when it had no kept gift, or no receipt, that year. */
interface TotalsRow {
  id: AssocsRow['id'];
  name: AssocsRow['name'];
  total: number | null;
  count: number | null;
  receipts: number | null;
}

export async function charityDonationsCsv(
  deps: Pick<AppDeps, 'db'>,
  assocId: number,
  year: number,
): Promise<{ filename: string; body: string }> {
  const knex = deps.db.knex;
  const charity = await knex<AssocsRow>('assocs').where({ id: assocId }).first('id', 'url');
  if (!charity) throw charityNotFound();
  const range = parisYear(year);
  const rows = await knex('donations as d')
    .join('pots as p', 'p.id', 'd.pot_id')
    .leftJoin('users as u', 'u.id', 'd.user_id')
    .leftJoin('enterprises as e', 'e.user_id', 'd.user_id')
    .leftJoin('tax_receipts as r', 'r.donation_id', 'd.id')
    .where('d.assoc_id', assocId)
    .whereIn('d.status', ['SUCCEEDED', 'REFUNDED'])
    .where('d.succeeded_at', '>', range.after)
    .where('d.succeeded_at', '<=', range.until)
    .orderBy([{ column: 'd.succeeded_at' }, { column: 'd.id' }])
    .select<ExportedDonation[]>(
      'd.id',
      'd.user_id',
      'd.succeeded_at',
      'p.id as pot_id',
      'p.name as pot_name',
      'd.amount',
      'd.gift_entraide',
      'd.payment_method',
      'd.status',
      'd.is_anonymous',
      'u.firstname',
      'u.name',
      'u.email',
      'e.enterprise_name',
      'd.quick_firstname',
      'd.quick_name',
      'd.quick_email',
      'r.year as receipt_year',
      'r.number as receipt_number',
      'r.cancelled_at as receipt_cancelled_at',
    );
  const lines: Cell[][] = rows.map((r) => {
    const person =
      r.user_id !== null && r.firstname !== null ? `${r.firstname} ${r.name}` : `${r.quick_firstname ?? ''} ${r.quick_name ?? ''}`.trim();
    const receipt = r.receipt_number
      ? `${receiptNumber(Number(r.receipt_year), Number(r.receipt_number))}${r.receipt_cancelled_at ? ' (annulé)' : ''}`
      : '';
    return [
      formatTableDate(new Date(r.succeeded_at)),
      `${r.pot_name} (n° ${r.pot_id})`,
      r.enterprise_name ? `${r.enterprise_name} (${person})` : person || ANONYMOUS_DONOR,
      r.email ?? r.quick_email,
      r.is_anonymous ? 'oui' : 'non',
      csvAmount(Number(r.amount)),
      csvAmount(Number(r.gift_entraide)),
      PAYMENT_METHOD_LABELS[r.payment_method] ?? r.payment_method,
      DONATION_STATUS_LABELS[r.status] ?? r.status,
      receipt,
    ];
  });
  return { filename: `${charity.url}-dons-${year}.csv`, body: toCsv(CHARITY_EXPORT_HEADER, lines) };
}

/** Per charity with at least one kept gift or receipt that year (or only `assocId`). */
export async function yearlyTotals(deps: Pick<AppDeps, 'db'>, year: number, assocId?: number): Promise<YearlyTotal[]> {
  const knex = deps.db.knex;
  const range = parisYear(year);
  const gifts = knex('donations as d')
    .where('d.status', 'SUCCEEDED')
    .where('d.succeeded_at', '>', range.after)
    .where('d.succeeded_at', '<=', range.until)
    .groupBy('d.assoc_id')
    .select('d.assoc_id', knex.raw('SUM(d.amount) AS total'), knex.raw('COUNT(*) AS count'));
  const receipts = knex('tax_receipts')
    .where({ year })
    .whereNull('cancelled_at')
    .groupBy('assoc_id')
    .select('assoc_id', knex.raw('COUNT(*) AS count'));
  const query = knex('assocs as a')
    .leftJoin(gifts.as('g'), 'g.assoc_id', 'a.id')
    .leftJoin(receipts.as('r'), 'r.assoc_id', 'a.id')
    .where((q) => q.whereNotNull('g.assoc_id').orWhereNotNull('r.assoc_id'))
    .orderBy('a.name')
    .select<TotalsRow[]>('a.id', 'a.name', 'g.total', 'g.count', 'r.count as receipts');
  if (assocId !== undefined) query.where('a.id', assocId);
  const rows = await query;
  return rows.map((r) => ({
    assoc_id: Number(r.id),
    name: r.name,
    year,
    donations_total_amount: Number(r.total ?? 0),
    donations_count: Number(r.count ?? 0),
    tax_receipts_count: Number(r.receipts ?? 0),
  }));
}

export async function yearlyTotalsCsv(deps: Pick<AppDeps, 'db'>, year: number): Promise<{ filename: string; body: string }> {
  const totals = await yearlyTotals(deps, year);
  const lines: Cell[][] = totals.map((t) => [t.name, t.year, csvAmount(t.donations_total_amount), t.donations_count, t.tax_receipts_count]);
  return { filename: `totaux-associations-${year}.csv`, body: toCsv(TOTALS_HEADER, lines) };
}
