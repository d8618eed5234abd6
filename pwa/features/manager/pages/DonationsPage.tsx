// Donations: search by donor e-mail, pot number, status and dates (Paris days, inclusive); each paid
// donation can be refunded, and the refunds of any donation listed.
import { Field } from '@/ui/Field';
import { SelectField } from '@/ui/SelectField';
import { useDonations } from '../requests/manager-requests';
import { DonationsTable } from '../components/DonationsTable';
import { ManagerListPage, useManagerList } from '../components/ManagerListPage';
import { donationStatus } from '../labels';

const STATUS_OPTIONS = ['SUCCEEDED', 'CREATED', 'FAILED', 'REFUNDED'].map((s) => ({ value: s, label: donationStatus(s).label }));

export function DonationsPage() {
  const list = useManagerList(['email', 'pot_id', 'status', 'from', 'to'] as const, useDonations);
  return (
    <ManagerListPage title="Dons" list={list} table={(read) => <DonationsTable read={read} />} search="Rechercher des dons">
      <Field label="E-mail du donateur" name="email" type="email" defaultValue={list.values.email} />
      <Field label="N° de cagnotte" name="pot_id" inputMode="numeric" defaultValue={list.values.pot_id} />
      <SelectField label="Statut" name="status" options={STATUS_OPTIONS} placeholder="Tous" defaultValue={list.values.status} />
      <Field label="Du" name="from" type="date" defaultValue={list.values.from} />
      <Field label="Au" name="to" type="date" defaultValue={list.values.to} />
    </ManagerListPage>
  );
}
