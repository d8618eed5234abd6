// Pots: search by name, charity, organiser e-mail and state; each opens its page with its donations.
import { Link } from 'react-router-dom';
import { formatEuros } from '@domain/money';
import { formatDate } from '@/lib/format';
import { Field } from '@/ui/Field';
import { SelectField } from '@/ui/SelectField';
import { useCharityChoices, usePots } from '../requests/manager-requests';
import type { ManagerPot } from '@domain/manager-types';
import { ManagerListPage, useManagerList, type ListTable } from '../components/ManagerListPage';
import { StatusBadge } from '../components/StatusBadge';
import { ACTIVE_OPTIONS, potState } from '../labels';
import { managerPaths } from '../paths';

const table: ListTable<ManagerPot> = {
  empty: 'Aucune cagnotte ne correspond à cette recherche.',
  columns: [
    { header: 'N°', cell: (p) => p.id },
    { header: 'Cagnotte', className: 'mgr-cell--title', cell: (p) => <Link to={managerPaths.pot(p.id)}>{p.name}</Link> },
    { header: 'Association', cell: (p) => p.charity_name },
    { header: 'Organisateur', cell: (p) => p.organiser_email },
    { header: 'Collecté', className: 'mgr-amount', cell: (p) => formatEuros(p.donations_total_amount) },
    { header: 'Dons', cell: (p) => p.donations_count },
    { header: 'Clôture', cell: (p) => formatDate(p.closing_date) },
    { header: 'État', cell: (p) => <StatusBadge status={potState(p)} /> },
  ],
};

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
  const list = useManagerList(['q', 'charity_id', 'organiser_email', 'active'] as const, usePots);
  return (
    <ManagerListPage title="Cagnottes" list={list} table={table} search="Rechercher des cagnottes">
      <Field label="Nom" name="q" type="search" defaultValue={list.values.q} />
      <CharitySelect defaultValue={list.values.charity_id} />
      <Field label="E-mail de l’organisateur" name="organiser_email" type="email" defaultValue={list.values.organiser_email} />
      <SelectField label="État" name="active" options={ACTIVE_OPTIONS} placeholder="Toutes" defaultValue={list.values.active} />
    </ManagerListPage>
  );
}
