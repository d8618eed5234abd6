// Donations: search by donor e-mail, pot number, status and dates (Paris days, inclusive); each paid
// donation can be refunded, and the refunds of any donation listed.
import { Field } from '@/ui/Field';
import { SelectField } from '@/ui/SelectField';
import { PAGE_SIZE, useDonations } from '../requests/manager-requests';
import { DonationsTable } from '../components/DonationsTable';
import { ManagerPage } from '../components/ManagerPage';
import { Pager } from '../components/Pager';
import { SearchForm } from '../components/SearchForm';
import { useUrlFilters } from '../components/use-url-filters';
import { donationStatus } from '../labels';

const STATUS_OPTIONS = ['SUCCEEDED', 'CREATED', 'FAILED', 'REFUNDED'].map((s) => ({ value: s, label: donationStatus(s).label }));

export function DonationsPage() {
  const { values, offset, apply, setOffset } = useUrlFilters(['email', 'pot_id', 'status', 'from', 'to'] as const);
  const list = useDonations({ ...values, limit: PAGE_SIZE, offset });
  return (
    <ManagerPage title="Dons">
      <SearchForm key={JSON.stringify(values)} label="Rechercher des dons" onSearch={apply}>
        <Field label="E-mail du donateur" name="email" type="email" defaultValue={values.email} />
        <Field label="N° de cagnotte" name="pot_id" inputMode="numeric" defaultValue={values.pot_id} />
        <SelectField label="Statut" name="status" options={STATUS_OPTIONS} placeholder="Tous" defaultValue={values.status} />
        <Field label="Du" name="from" type="date" defaultValue={values.from} />
        <Field label="Au" name="to" type="date" defaultValue={values.to} />
      </SearchForm>
      <DonationsTable rows={list.data} error={list.error} onRetry={() => void list.refetch()} />
      <Pager offset={offset} pageSize={PAGE_SIZE} count={list.data?.length ?? 0} onChange={setOffset} />
    </ManagerPage>
  );
}
