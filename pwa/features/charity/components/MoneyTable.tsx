// A table of the charity's money page (per pot, per month, receipts): one header per column, amounts
// and counts aligned right.
import type { Key, ReactNode } from 'react';

export interface MoneyColumn<R> {
  header: string;
  /** A count or an amount, aligned right. */
  numeric?: boolean;
  cell: (row: R) => ReactNode;
}

export function MoneyTable<R>({ rows, rowKey, columns }: { rows: R[]; rowKey: (row: R) => Key; columns: MoneyColumn<R>[] }) {
  const numClass = (column: MoneyColumn<R>) => (column.numeric ? 'charity-num' : undefined);
  return (
    <table className="charity-table">
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.header} scope="col" className={numClass(column)}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column) => (
              <td key={column.header} className={numClass(column)}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
