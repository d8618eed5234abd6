// Pots: search by name, charity, organiser e-mail and state; each opens its page with its donations.
import { Link } from 'react-router-dom';
import { formatEuros } from '@domain/money';
import { formatDate } from '@/lib/format';
import { Field } from '@/ui/Field';
import { SelectField } from '@/ui/SelectField';
import { PAGE_SIZE, useCharityChoices, usePots } from '../requests/manager-requests';
import type { ManagerPot } from '@domain/manager-types';
import { ManagerPage } from '../components/ManagerPage';
import { ManagerTable, type Column } from '../components/ManagerTable';
import { Pager } from '../components/Pager';
import { SearchForm } from '../components/SearchForm';
import { StatusBadge } from '../components/StatusBadge';
import { useUrlFilters } from '../components/use-url-filters';
import { potState } from '../labels';
import { managerPaths } from '../paths';

const columns: Column<ManagerPot>[] = [
  { header: 'N°', cell: (p) => p.id },
  { header: 'Cagnotte', className: 'mgr-cell--title', cell: (p) => <Link to={managerPaths.pot(p.id)}>{p.name}</Link> },
  { header: 'Association', cell: (p) => p.charity_name },
  { header: 'Organisateur', cell: (p) => p.organiser_email },
  { header: 'Collecté', className: 'mgr-amount', cell: (p) => formatEuros(p.donations_total_amount) },
  { header: 'Dons', cell: (p) => p.donations_count },
  { header: 'Clôture', cell: (p) => formatDate(p.closing_date) },
  { header: 'État', cell: (p) => <StatusBadge status={potState(p)} /> },
];

export function CharitySelect({
  defaultValue,
  name = 'charity_id',
  label = 'Association',
}: {
  defaultValue: string;
  name?: string;
  label?: string;
}) {
  const charities = useCharityChoices();
  return (
    <SelectField
      label={label}
      name={name}
      placeholder="Toutes"
      defaultValue={defaultValue}
      key={charities.data ? 'loaded' : 'loading'}
      options={(charities.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
    />
  );
}

export function PotsPage() {
  const { values, offset, apply, setOffset } = useUrlFilters(['q', 'charity_id', 'organiser_email', 'active'] as const);
  const list = usePots({ ...values, limit: PAGE_SIZE, offset });
  return (
    <ManagerPage title="Cagnottes">
      <SearchForm key={JSON.stringify(values)} label="Rechercher des cagnottes" onSearch={apply}>
        <Field label="Nom" name="q" type="search" defaultValue={values.q} />
        <CharitySelect defaultValue={values.charity_id} />
        <Field label="E-mail de l’organisateur" name="organiser_email" type="email" defaultValue={values.organiser_email} />
        <SelectField
          label="État"
          name="active"
          placeholder="Toutes"
          defaultValue={values.active}
          options={[
            { value: 'true', label: 'Actives' },
            { value: 'false', label: 'Désactivées' },
          ]}
        />
      </SearchForm>
      <ManagerTable
        caption="Cagnottes"
        rows={list.data}
        columns={columns}
        rowKey={(p) => p.id}
        empty="Aucune cagnotte ne correspond à cette recherche."
        error={list.error}
        onRetry={() => void list.refetch()}
      />
      <Pager offset={offset} pageSize={PAGE_SIZE} count={list.data?.length ?? 0} onChange={setOffset} />
    </ManagerPage>
  );
}
