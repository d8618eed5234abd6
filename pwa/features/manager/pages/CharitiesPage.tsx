// Associations: search by name, filter by state, the list with certification, receipt type and
// wallet; 'Nouvelle association' opens the creation form.
import { Link } from 'react-router-dom';
import { buttonClassName } from '@/ui/Button';
import { Field } from '@/ui/Field';
import { SelectField } from '@/ui/SelectField';
import { useCharities } from '../requests/manager-requests';
import type { CharityListItem } from '@domain/manager-types';
import { ManagerListPage, useManagerList, type ListTable } from '../components/ManagerListPage';
import { StatusBadge } from '../components/StatusBadge';
import { ACTIVE_OPTIONS, CERFA_LABELS, certificationName, charityState } from '../labels';
import { managerPaths } from '../paths';

const table: ListTable<CharityListItem> = {
  empty: 'Aucune association ne correspond à cette recherche.',
  columns: [
    { header: 'Association', className: 'mgr-cell--title', cell: (c) => <Link to={managerPaths.charity(c.id)}>{c.name}</Link> },
    { header: 'État', cell: (c) => <StatusBadge status={charityState(c.active)} /> },
    { header: 'Certification', cell: (c) => certificationName(c.certification_code) },
    { header: 'Reçu fiscal', cell: (c) => CERFA_LABELS[c.cerfa_type] ?? c.cerfa_type },
    { header: 'Séquestre', cell: (c) => (c.mangopay_wallet_id ? 'Ouvert' : 'Pas encore ouvert') },
  ],
};

export function CharitiesPage() {
  const list = useManagerList(['q', 'active'] as const, useCharities);
  return (
    <ManagerListPage
      title="Associations"
      actions={
        <Link to={managerPaths.newCharity} className={buttonClassName()}>
          Nouvelle association
        </Link>
      }
      list={list}
      table={table}
      search="Rechercher une association"
    >
      <Field label="Nom" name="q" type="search" defaultValue={list.values.q} />
      <SelectField label="État" name="active" options={ACTIVE_OPTIONS} placeholder="Toutes" defaultValue={list.values.active} />
    </ManagerListPage>
  );
}
