// A table of the manager area: a real table at a desk, a card per row on a phone (each cell carries
// its column's name), the empty text when there is no row, and the loading and error states.
import { GENERIC_ERROR_MESSAGE } from '@/lib/api-client';
import { firstErrorMessage } from '@/lib/api-errors';
import { Button } from '@/ui/Button';
import { Spinner } from '@/ui/Spinner';
import { TableContent, type TableColumn } from '@/ui/TableContent';
import '@/ui/data-table.css';

export type Column<T> = Omit<TableColumn<T>, 'headerClassName'>;

/** What a table needs of a read of the API: its rows (undefined while loading), its error, a retry. */
export type TableRead<T> = { data: readonly T[] | undefined; error: unknown; refetch: () => unknown };

/** A read's rows, error and 'Réessayer' as the table's props. */
export const readProps = <T,>(read: TableRead<T>) => ({ rows: read.data, error: read.error, onRetry: () => void read.refetch() });

type RowKey<T> = (row: T) => string | number;

type Props<T> = {
  caption: string;
  rows: readonly T[] | undefined;
  columns: Column<T>[];
  empty: string;
  error?: unknown;
  onRetry?: () => void;
  /** A row's key: its `id` unless told (rows without one must be told). */
  rowKey?: RowKey<T>;
};

const byId = (row: unknown) => (row as { id: string | number }).id;

export function ManagerTable<T>({ caption, rows, columns, rowKey = byId, empty, error, onRetry }: Props<T>) {
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
      <table className="mgr-table data-table">
        <caption className="visually-hidden">{caption}</caption>
        <TableContent columns={columns} rows={rows} rowKey={rowKey} labelCells />
      </table>
    </div>
  );
}
