// A table of the charity's money page (per pot, per month, receipts): one header per column, amounts
// and counts aligned right.
import type { Key, ReactNode } from 'react';
import { TableContent } from '@/ui/TableContent';

export interface MoneyColumn<R> {
  header: string;
  /** A count or an amount, aligned right. */
  numeric?: boolean;
  cell: (row: R) => ReactNode;
}

export function MoneyTable<R>({ rows, rowKey, columns }: { rows: R[]; rowKey: (row: R) => Key; columns: MoneyColumn<R>[] }) {
  const tableColumns = columns.map(({ numeric, ...column }) => {
    const className = numeric ? 'charity-num' : undefined;
    return { ...column, className, headerClassName: className };
  });
  return (
    <table className="charity-table">
      <TableContent columns={tableColumns} rows={rows} rowKey={rowKey} />
    </table>
  );
}
