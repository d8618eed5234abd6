// A table of the manager area: a real table at a desk, a card per row on a phone (each cell carries
// its column's name), the empty text when there is no row, and the loading and error states.
import type { ReactNode } from 'react';
import { GENERIC_ERROR_MESSAGE } from '@/lib/api-client';
import { firstErrorMessage } from '@/lib/api-errors';
import { Button } from '@/ui/Button';
import { Spinner } from '@/ui/Spinner';

export type Column<T> = { header: string; cell: (row: T) => ReactNode; className?: string };

type Props<T> = {
  caption: string;
  rows: readonly T[] | undefined;
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  empty: string;
  error?: unknown;
  onRetry?: () => void;
};

export function ManagerTable<T>({ caption, rows, columns, rowKey, empty, error, onRetry }: Props<T>) {
  if (error && !rows) {
    return (
      <div className="mgr-notice mgr-notice--error" role="alert">
        <p>{firstErrorMessage(error) || GENERIC_ERROR_MESSAGE}</p>
        {onRetry && (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            Réessayer
          </Button>
        )}
      </div>
    );
  }
  if (!rows) {
    return (
      <p className="mgr-loading" role="status">
        <Spinner size="sm" /> Chargement…
      </p>
    );
  }
  if (rows.length === 0) return <p className="mgr-empty">{empty}</p>;
  return (
    <div className="mgr-table-wrap">
      <table className="mgr-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col">
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <td key={c.header} data-label={c.header} className={c.className}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
