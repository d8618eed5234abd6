// One searchable list of the manager area: the page, the search form (its fields are the children; none
// on a list without filters), the table of the read with its loading, error and empty states, and the
// pager. The filters and the page stay in the address (useUrlFilters).
import type { ReactNode } from 'react';
import { PAGE_SIZE } from '../requests/manager-requests';
import { ManagerPage } from './ManagerPage';
import { ManagerTable, readProps, type Column, type TableRead } from './ManagerTable';
import { Pager } from './Pager';
import { SearchForm } from './SearchForm';
import { useUrlFilters } from './use-url-filters';

type Query<K extends string> = Record<K, string> & { limit: number; offset: number };

/** A list's filters kept in the address (useUrlFilters) and its read of the API for them. */
type ManagerList<K extends string, T> = ReturnType<typeof useUrlFilters<K>> & { read: TableRead<T> };

/** The filters named, from the address, and `useRead` (the list's request hook) called with them and the page. */
export function useManagerList<K extends string, T>(names: readonly K[], useRead: (query: Query<K>) => TableRead<T>): ManagerList<K, T> {
  const filters = useUrlFilters(names);
  return { ...filters, read: useRead({ ...filters.values, limit: PAGE_SIZE, offset: filters.offset }) };
}

/** The table of a list: its columns, its text when no row matches and its caption (the page's title by default). */
export type ListTable<T> = { columns: Column<T>[]; empty: string; caption?: string };

type Props<T extends { id: number }> = {
  title: string;
  actions?: ReactNode;
  intro?: ReactNode;
  list: ManagerList<string, T>;
  /** The search form's name; the children are its fields. */
  search?: string;
  children?: ReactNode;
  /** The table, or another drawing of the read. */
  table: ListTable<T> | ((read: TableRead<T>) => ReactNode);
};

export function ManagerListPage<T extends { id: number }>({ title, actions, intro, list, search, children, table }: Props<T>) {
  return (
    <ManagerPage title={title} actions={actions} intro={intro}>
      {search && (
        <SearchForm key={JSON.stringify(list.values)} label={search} onSearch={list.apply}>
          {children}
        </SearchForm>
      )}
      {typeof table === 'function' ? (
        table(list.read)
      ) : (
        <ManagerTable caption={table.caption ?? title} columns={table.columns} empty={table.empty} {...readProps(list.read)} />
      )}
      <Pager offset={list.offset} pageSize={PAGE_SIZE} count={list.read.data?.length ?? 0} onChange={list.setOffset} />
    </ManagerPage>
  );
}
