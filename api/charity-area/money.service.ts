/**
 * The charity's own view of its money (`GET /charity/money`, `GET /charity/exports/money.csv`): gifts
 * received (succeeded donations only, under the charity recorded with each donation), per pot and per
 * Paris month, its payouts with their state (a failed one with its French reason), and the tax receipts issued in its name (not cancelled).
 * Nothing identifies a donor: no name, e-mail or account id is read at all, so an anonymous donor's
 * identity cannot leak through this view.
 */
import type { Knex } from 'knex';
import type { AppDeps } from '../app-deps';
import type { AssocsRow, DonationsRow, PayoutsRow, PotsRow, TaxReceiptsRow } from '../db/tables.generated';
import type { CharityMoney } from '../../domain/charity-area-types';
import { formatTableDate } from '../../domain/dates';
import { csvAmount, toCsv } from '../exports';
import { payoutFailureReason } from '../payments';
import { receiptNumber } from '../receipts';

const PARIS_MONTH = "to_char(d.succeeded_at AT TIME ZONE 'Europe/Paris', 'YYYY-MM')";

const received = (knex: Knex, assocId: number) => knex('donations as d').where('d.assoc_id', assocId).where('d.status', 'SUCCEEDED');

const STATUS_LABELS = { PENDING: 'En cours', CREATED: 'En cours', SUCCEEDED: 'Versé', FAILED: 'Échec' } as const;
type PayoutStatus = keyof typeof STATUS_LABELS;

/** A sum and a count of gifts, per pot or per month (`sum(...)::bigint`, read as a number). */
interface Received {
  received: number;
  count: number;
}
type PotReceived = Pick<PotsRow, 'id' | 'name'> & Received;
type MonthReceived = { month: string } & Received;
/** One line of the CSV: the donation succeeded, so `succeeded_at` is set. */
type MoneyCsvRow = Pick<DonationsRow, 'amount'> & {
  succeeded_at: NonNullable<DonationsRow['succeeded_at']>;
  pot_name: PotsRow['name'];
  receipt_year: TaxReceiptsRow['year'] | null;
  receipt_number: TaxReceiptsRow['number'] | null;
};

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

/** The money view of a charity. */
export async function charityMoney(deps: Pick<AppDeps, 'db'>, assocId: number): Promise<CharityMoney> {
  const knex = deps.db.knex;
  const [pots, months, payouts, receipts, total] = await Promise.all([
    received(knex, assocId)
      .join('pots as p', 'p.id', 'd.pot_id')
      .groupBy('p.id', 'p.name')
      .orderBy('p.id')
      .select<PotReceived[]>('p.id', 'p.name', knex.raw('sum(d.amount)::bigint as received'), knex.raw('count(*)::int as count')),
    received(knex, assocId)
      .groupByRaw(PARIS_MONTH)
      .orderByRaw(PARIS_MONTH)
      .select<MonthReceived[]>(
        knex.raw(`${PARIS_MONTH} as month`),
        knex.raw('sum(d.amount)::bigint as received'),
        knex.raw('count(*)::int as count'),
      ),
    knex<PayoutsRow>('payouts').where({ assoc_id: assocId }).orderBy('id', 'desc'),
    knex<TaxReceiptsRow>('tax_receipts')
      .where({ assoc_id: assocId })
      .whereNull('cancelled_at')
      .orderBy([{ column: 'issued_at' }, { column: 'id' }]),
    received(knex, assocId).first<Pick<Received, 'received'> | undefined>(knex.raw('coalesce(sum(d.amount), 0)::bigint as received')),
  ]);
  const paidOut = payouts.filter((p) => p.status === 'SUCCEEDED').reduce((sum, p) => sum + Number(p.amount), 0);
  return {
    totals: {
      received_cents: Number(total?.received ?? 0),
      paid_out_cents: paidOut,
      receipts_count: receipts.length,
      receipts_total_cents: receipts.reduce((sum, r) => sum + Number(r.amount), 0),
    },
    pots: pots.map((p) => ({ id: Number(p.id), name: p.name, received_cents: Number(p.received), donations_count: Number(p.count) })),
    months: months.map((m) => ({ month: m.month, received_cents: Number(m.received), donations_count: Number(m.count) })),
    payouts: payouts.map((p) => {
      const status = (p.status in STATUS_LABELS ? p.status : 'PENDING') as PayoutStatus;
      return {
        id: Number(p.id),
        amount_cents: Number(p.amount),
        status,
        status_label: STATUS_LABELS[status],
        // The French reason, never the provider's English message.
        result_message: payoutFailureReason(String(p.status), p.result_code ?? null),
        created_at: new Date(p.created_at).toISOString(),
        executed_at: iso(p.executed_at),
      };
    }),
    receipts: receipts.map((r) => ({
      number: receiptNumber(Number(r.year), Number(r.number)),
      issued_at: new Date(r.issued_at).toISOString(),
      amount_cents: Number(r.amount),
    })),
  };
}

export const MONEY_CSV_HEADER = ['Date', 'Cagnotte', 'Montant (€)', 'Reçu fiscal'] as const;

/** One line per succeeded donation: date, pot, amount, receipt number (none of the donor). */
export async function charityMoneyCsv(deps: Pick<AppDeps, 'db'>, assocId: number): Promise<{ filename: string; body: string }> {
  const knex = deps.db.knex;
  const charity = await knex<AssocsRow>('assocs').where({ id: assocId }).first('url');
  if (!charity) throw new Error(`charity ${assocId} not found`);
  const rows = await received(knex, assocId)
    .join('pots as p', 'p.id', 'd.pot_id')
    .leftJoin('tax_receipts as r', function joinReceipt() {
      this.on('r.donation_id', '=', 'd.id').andOnNull('r.cancelled_at');
    })
    .orderBy([{ column: 'd.succeeded_at' }, { column: 'd.id' }])
    .select<MoneyCsvRow[]>('d.succeeded_at', 'p.name as pot_name', 'd.amount', 'r.year as receipt_year', 'r.number as receipt_number');
  const lines = rows.map((r) => [
    formatTableDate(r.succeeded_at),
    r.pot_name,
    csvAmount(Number(r.amount)),
    r.receipt_number ? receiptNumber(Number(r.receipt_year), Number(r.receipt_number)) : '',
  ]);
  return { filename: `dons-${charity.url}.csv`, body: toCsv(MONEY_CSV_HEADER, lines) };
}
