// Newsletter subscribers, by e-mail and status (confirmed or waiting for the confirmation link).
import { Field } from '@/ui/Field';
import { SelectField } from '@/ui/SelectField';
import { formatDate } from '@/lib/format';
import { useSubscribers } from '../requests/manager-requests';
import type { NewsletterSubscriber } from '@domain/manager-types';
import { ManagerListPage, useManagerList, type ListTable } from '../components/ManagerListPage';
import { StatusBadge } from '../components/StatusBadge';
import { subscriberStatus } from '../labels';

const table: ListTable<NewsletterSubscriber> = {
  caption: 'Abonnés',
  empty: 'Aucun abonné ne correspond à cette recherche.',
  columns: [
    { header: 'E-mail', className: 'mgr-cell--title', cell: (s) => s.email },
    { header: 'Statut', cell: (s) => <StatusBadge status={subscriberStatus(s.status)} /> },
    { header: 'Inscription', cell: (s) => formatDate(s.created_at) },
    { header: 'Confirmation', cell: (s) => formatDate(s.confirmed_at) || '—' },
  ],
};

export function NewsletterPage() {
  const list = useManagerList(['email', 'status'] as const, useSubscribers);
  return (
    <ManagerListPage title="Abonnés à la newsletter" list={list} table={table} search="Rechercher des abonnés">
      <Field label="E-mail" name="email" type="search" defaultValue={list.values.email} />
      <SelectField
        label="Statut"
        name="status"
        placeholder="Tous"
        defaultValue={list.values.status}
        options={[
          { value: 'confirmed', label: subscriberStatus('confirmed').label },
          { value: 'pending', label: subscriberStatus('pending').label },
        ]}
      />
    </ManagerListPage>
  );
}
