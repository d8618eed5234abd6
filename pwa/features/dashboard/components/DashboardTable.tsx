// One table of the dashboard: a real table on wide screens, a card per row on a phone (each cell
// carries its column's name, shown before the value), 10 rows until 'Voir tout', and the toggle only
// from 10 rows on. Explicit roles keep the table's meaning when the cards' CSS changes its display.
import { useId, useState, type ReactNode } from 'react';
import { previewRows, showsPreviewToggle } from '@domain/dashboard';
import { DisclosureButton } from '@/ui/DisclosureButton';
import { LabelledCells } from '@/ui/TableContent';
import '@/ui/data-table.css';

export type Column<T> = { header: string; cell: (row: T) => ReactNode; className?: string };

type Props<T> = {
  title: string;
  rows: readonly T[];
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  empty: string;
  children?: ReactNode;
  /** Shown after the table and its toggle. */
  footer?: ReactNode;
};

export function DashboardTable<T>({ title, rows, columns, rowKey, empty, children, footer }: Props<T>) {
  const [expanded, setExpanded] = useState(false);
  const titleId = useId();
  const tableId = useId();
  const shown = previewRows(rows, expanded);
  const headers = columns.map((column) => column.header);
  const classNames = columns.map((column) => column.className);
  return (
    <section className="dash-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="dash-section__title">
        {title}
      </h2>
      {children}
      {rows.length === 0 ? (
        <p className="dash-section__empty">{empty}</p>
      ) : (
        <table className="dash-table data-table" id={tableId} aria-labelledby={titleId} role="table">
          <thead role="rowgroup">
            <tr role="row">
              {columns.map((column) => (
                <th key={column.header} scope="col" role="columnheader">
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {shown.map((row) => (
              <tr key={rowKey(row)} role="row">
                <LabelledCells labels={headers} values={columns.map((column) => column.cell(row))} classNames={classNames} />
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {showsPreviewToggle(rows.length) && (
        <DisclosureButton className="dash-section__toggle" controls={tableId} expanded={expanded} setExpanded={setExpanded}>
          {expanded ? 'Voir moins' : 'Voir tout'}
        </DisclosureButton>
      )}
      {footer}
    </section>
  );
}
