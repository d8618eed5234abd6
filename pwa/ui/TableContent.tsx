// A table's header row and body from its columns: the shared inside of the manager area's tables and the
// charity's money tables (each area keeps its own <table>, caption and classes); and the labelled cells of
// the tables that become cards on a phone with explicit roles (the dashboard's, the cookie and solidarity pages').
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

type LabelledCellsProps = {
  /** The columns' names, one a cell. */
  labels: readonly string[];
  values: readonly ReactNode[];
  classNames?: readonly (string | undefined)[];
};

/**
 * A row's cells with explicit roles (kept when a phone's CSS shows the row as a card), each carrying its
 * column's name (`data-label`), shown before the value on the card.
 */
export function LabelledCells({ labels, values, classNames }: LabelledCellsProps) {
  return labels.map((label, i) => (
    <td key={label} data-label={label} className={classNames?.[i]} role="cell">
      {values[i]}
    </td>
  ));
}
