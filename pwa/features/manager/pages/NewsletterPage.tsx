// Newsletter subscribers, by e-mail and status (confirmed or waiting for the confirmation link).
import { Field } from '@/ui/Field';
import { SelectField } from '@/ui/SelectField';
import { formatDate } from '@/lib/format';
import { PAGE_SIZE, useSubscribers } from '../requests/manager-requests';
import type { NewsletterSubscriber } from '@domain/manager-types';
import { ManagerPage } from '../components/ManagerPage';
import { ManagerTable, type Column } from '../components/ManagerTable';
import { Pager } from '../components/Pager';
import { SearchForm } from '../components/SearchForm';
import { StatusBadge } from '../components/StatusBadge';
import { useUrlFilters } from '../components/use-url-filters';
import { subscriberStatus } from '../labels';

const columns: Column<NewsletterSubscriber>[] = [
  { header: 'E-mail', className: 'mgr-cell--title', cell: (s) => s.email },
  { header: 'Statut', cell: (s) => <StatusBadge status={subscriberStatus(s.status)} /> },
  { header: 'Inscription', cell: (s) => formatDate(s.created_at) },
  { header: 'Confirmation', cell: (s) => formatDate(s.confirmed_at) || '—' },
];

export function NewsletterPage() {
  const { values, offset, apply, setOffset } = useUrlFilters(['email', 'status'] as const);
  const list = useSubscribers({ ...values, limit: PAGE_SIZE, offset });
  return (
    <ManagerPage title="Abonnés à la newsletter">
      <SearchForm key={JSON.stringify(values)} label="Rechercher des abonnés" onSearch={apply}>
        <Field label="E-mail" name="email" type="search" defaultValue={values.email} />
        <SelectField
          label="Statut"
          name="status"
          placeholder="Tous"
          defaultValue={values.status}
          options={[
            { value: 'confirmed', label: subscriberStatus('confirmed').label },
            { value: 'pending', label: subscriberStatus('pending').label },
          ]}
        />
      </SearchForm>
      <ManagerTable
        caption="Abonnés"
        rows={list.data}
        columns={columns}
        rowKey={(s) => s.id}
        empty="Aucun abonné ne correspond à cette recherche."
        error={list.error}
        onRetry={() => void list.refetch()}
      />
      <Pager offset={offset} pageSize={PAGE_SIZE} count={list.data?.length ?? 0} onChange={setOffset} />
    </ManagerPage>
  );
}
