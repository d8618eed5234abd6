/** Reading the money reconciliation's findings (money_findings), newest run first, with their subject's name. */
import type { Knex } from 'knex';
import type { MoneyFinding } from '../../../domain/money-findings';
import type { AssocsRow, MoneyFindingsRow, PotsRow } from '../../db/tables.generated';

/** A finding with its pot's and charity's names: `kind` and `field` are written from MoneyFinding's. */
type FindingListRow = Pick<MoneyFindingsRow, 'id' | 'run_at' | 'expected' | 'actual' | 'pot_id'> &
  Pick<MoneyFinding, 'kind' | 'field'> & {
    pot_name: PotsRow['name'] | null;
    charity_id: AssocsRow['id'] | null;
    charity_name: AssocsRow['name'] | null;
  };

/** The wire shape of a finding (domain/money-findings.ts). */
export type MoneyFindingView = MoneyFinding;

export async function listFindings(knex: Knex, filter: { runAt?: Date; limit: number; offset: number }): Promise<MoneyFindingView[]> {
  const query = knex('money_findings as f')
    .leftJoin('pots as p', 'p.id', 'f.pot_id')
    .leftJoin('assocs as a', 'a.id', knex.raw('COALESCE(f.assoc_id, p.assoc_id)'))
    .orderBy([
      { column: 'f.run_at', order: 'desc' },
      { column: 'f.id', order: 'asc' },
    ])
    .limit(filter.limit)
    .offset(filter.offset)
    .select<FindingListRow[]>(
      'f.id',
      'f.run_at',
      'f.kind',
      'f.field',
      'f.expected',
      'f.actual',
      'f.pot_id',
      'p.name as pot_name',
      'a.id as charity_id',
      'a.name as charity_name',
    );
  if (filter.runAt) query.where('f.run_at', filter.runAt);
  const rows = await query;
  return rows.map((r) => ({
    id: Number(r.id),
    run_at: new Date(r.run_at).toISOString(),
    kind: r.kind,
    field: r.field,
    charity_id: r.charity_id === null ? null : Number(r.charity_id),
    charity_name: r.charity_name,
    pot_id: r.pot_id === null ? null : Number(r.pot_id),
    pot_name: r.pot_name,
    expected: Number(r.expected),
    actual: Number(r.actual),
  }));
}
