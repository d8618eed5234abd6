// Every payout to the charities, newest first, by charity and status; read again while one is on its way.
import { Link } from 'react-router-dom';
import { SelectField } from '@/ui/SelectField';
import { PAGE_SIZE, usePayouts } from '../requests/manager-requests';
import type { MoneyStatus, Payout } from '@domain/manager-types';
import { payoutColumns } from '../components/CharityPayouts';
import { ManagerPage } from '../components/ManagerPage';
import { ManagerTable, type Column } from '../components/ManagerTable';
import { Pager } from '../components/Pager';
import { SearchForm } from '../components/SearchForm';
import { useUrlFilters } from '../components/use-url-filters';
import { payoutStatus } from '../labels';
import { managerPaths } from '../paths';
import { CharitySelect } from './PotsPage';

const STATUSES: MoneyStatus[] = ['PENDING', 'CREATED', 'SUCCEEDED', 'FAILED'];
const columns: Column<Payout>[] = [
  {
    header: 'Association',
    className: 'mgr-cell--title',
    cell: (p) => <Link to={managerPaths.charity(p.assoc_id)}>{p.charity_name ?? `n° ${p.assoc_id}`}</Link>,
  },
  ...payoutColumns,
];

export function PayoutsPage() {
  const { values, offset, apply, setOffset } = useUrlFilters(['charity_id', 'status'] as const);
  const list = usePayouts({ ...values, limit: PAGE_SIZE, offset });
  return (
    <ManagerPage
      title="Versements"
      intro="Les virements du séquestre de chaque association vers son compte bancaire. Pour verser un solde, ouvrez la fiche de l’association."
    >
      <SearchForm key={JSON.stringify(values)} label="Rechercher des versements" onSearch={apply}>
        <CharitySelect defaultValue={values.charity_id} />
        <SelectField
          label="Statut"
          name="status"
          placeholder="Tous"
          defaultValue={values.status}
          options={STATUSES.map((s) => ({ value: s, label: payoutStatus(s).label }))}
        />
      </SearchForm>
      <ManagerTable
        caption="Versements"
        rows={list.data}
        columns={columns}
        rowKey={(p) => p.id}
        empty="Aucun versement ne correspond à cette recherche."
        error={list.error}
        onRetry={() => void list.refetch()}
      />
      <Pager offset={offset} pageSize={PAGE_SIZE} count={list.data?.length ?? 0} onChange={setOffset} />
    </ManagerPage>
  );
}
