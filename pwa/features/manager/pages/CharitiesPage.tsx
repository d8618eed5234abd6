// Associations: search by name, filter by state, the list with certification, receipt type and
// wallet; 'Nouvelle association' opens the creation form.
import { Link } from 'react-router-dom';
import { buttonClassName } from '@/ui/Button';
import { Field } from '@/ui/Field';
import { SelectField } from '@/ui/SelectField';
import { PAGE_SIZE, useCharities } from '../requests/manager-requests';
import type { CharityListItem } from '@domain/manager-types';
import { ManagerPage } from '../components/ManagerPage';
import { ManagerTable, type Column } from '../components/ManagerTable';
import { Pager } from '../components/Pager';
import { SearchForm } from '../components/SearchForm';
import { StatusBadge } from '../components/StatusBadge';
import { useUrlFilters } from '../components/use-url-filters';
import { CERFA_LABELS, certificationName, charityState } from '../labels';
import { managerPaths } from '../paths';

const ACTIVE_OPTIONS = [
  { value: 'true', label: 'Actives' },
  { value: 'false', label: 'Désactivées' },
];

const columns: Column<CharityListItem>[] = [
  { header: 'Association', className: 'mgr-cell--title', cell: (c) => <Link to={managerPaths.charity(c.id)}>{c.name}</Link> },
  { header: 'État', cell: (c) => <StatusBadge status={charityState(c.active)} /> },
  { header: 'Certification', cell: (c) => certificationName(c.certification_code) },
  { header: 'Reçu fiscal', cell: (c) => CERFA_LABELS[c.cerfa_type] ?? c.cerfa_type },
  { header: 'Séquestre', cell: (c) => (c.mangopay_wallet_id ? 'Ouvert' : 'Pas encore ouvert') },
];

export function CharitiesPage() {
  const { values, offset, apply, setOffset } = useUrlFilters(['q', 'active'] as const);
  const list = useCharities({ ...values, limit: PAGE_SIZE, offset });
  return (
    <ManagerPage
      title="Associations"
      actions={
        <Link to={managerPaths.newCharity} className={buttonClassName()}>
          Nouvelle association
        </Link>
      }
    >
      <SearchForm key={JSON.stringify(values)} label="Rechercher une association" onSearch={apply}>
        <Field label="Nom" name="q" type="search" defaultValue={values.q} />
        <SelectField label="État" name="active" options={ACTIVE_OPTIONS} placeholder="Toutes" defaultValue={values.active} />
      </SearchForm>
      <ManagerTable
        caption="Associations"
        rows={list.data}
        columns={columns}
        rowKey={(c) => c.id}
        empty="Aucune association ne correspond à cette recherche."
        error={list.error}
        onRetry={() => void list.refetch()}
      />
      <Pager offset={offset} pageSize={PAGE_SIZE} count={list.data?.length ?? 0} onChange={setOffset} />
    </ManagerPage>
  );
}
