// Every payout to the charities, newest first, by charity and status; read again while one is on its way.
import { Link } from 'react-router-dom';
import { SelectField } from '@/ui/SelectField';
import { usePayouts } from '../requests/manager-requests';
import type { MoneyStatus, Payout } from '@domain/manager-types';
import { payoutColumns } from '../components/CharityPayouts';
import { ManagerListPage, useManagerList, type ListTable } from '../components/ManagerListPage';
import { payoutStatus } from '../labels';
import { managerPaths } from '../paths';
import { CharitySelect } from './PotsPage';

const STATUSES: MoneyStatus[] = ['PENDING', 'CREATED', 'SUCCEEDED', 'FAILED'];
const table: ListTable<Payout> = {
  empty: 'Aucun versement ne correspond à cette recherche.',
  columns: [
    {
      header: 'Association',
      className: 'mgr-cell--title',
      cell: (p) => <Link to={managerPaths.charity(p.assoc_id)}>{p.charity_name ?? `n° ${p.assoc_id}`}</Link>,
    },
    ...payoutColumns,
  ],
};

export function PayoutsPage() {
  const list = useManagerList(['charity_id', 'status'] as const, usePayouts);
  return (
    <ManagerListPage
      title="Versements"
      intro="Les virements du séquestre de chaque association vers son compte bancaire. Pour verser un solde, ouvrez la fiche de l’association."
      list={list}
      table={table}
      search="Rechercher des versements"
    >
      <CharitySelect defaultValue={list.values.charity_id} />
      <SelectField
        label="Statut"
        name="status"
        placeholder="Tous"
        defaultValue={list.values.status}
        options={STATUSES.map((s) => ({ value: s, label: payoutStatus(s).label }))}
      />
    </ManagerListPage>
  );
}
