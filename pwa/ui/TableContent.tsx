// A table's header row and body from its columns: the shared inside of the manager area's tables and the
// charity's money tables (each area keeps its own <table>, caption and classes).
import type { Key, ReactNode } from 'react';

export type TableColumn<T> = {
  header: string;
  cell: (row: T) => ReactNode;
  /** The body cells' classes. */
  className?: string;
  /** The header cell's classes. */
  headerClassName?: string;
};

type Props<T> = {
  columns: TableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => Key;
  /** Each body cell carries its column's name (`data-label`), for tables shown as cards on a phone. */
  labelCells?: boolean;
};

export function TableContent<T>({ columns, rows, rowKey, labelCells = false }: Props<T>) {
  return (
    <>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.header} scope="col" className={c.headerClassName}>
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((c) => (
              <td key={c.header} data-label={labelCells ? c.header : undefined} className={c.className}>
                {c.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </>
  );
}
