// The audit log: who (a manager, or the system for scheduled jobs), when and what, newest first, by
// kind of entity, entity number and author; the details as recorded.
import { Link } from 'react-router-dom';
import { Field } from '@/ui/Field';
import { SelectField } from '@/ui/SelectField';
import { useAuditLog } from '../requests/manager-requests';
import type { AuditLogEntry } from '@domain/manager-types';
import { ManagerListPage, useManagerList, type ListTable } from '../components/ManagerListPage';
import { AUDIT_ENTITY_LABELS, auditActionLabel, formatDateTime } from '../labels';
import { managerPaths } from '../paths';

function Entity({ entry }: { entry: AuditLogEntry }) {
  const label = `${AUDIT_ENTITY_LABELS[entry.entity_type] ?? entry.entity_type} n° ${entry.entity_id}`;
  const id = Number(entry.entity_id);
  if (entry.entity_type === 'charity') return <Link to={managerPaths.charity(id)}>{label}</Link>;
  if (entry.entity_type === 'pot') return <Link to={managerPaths.pot(id)}>{label}</Link>;
  return <>{label}</>;
}

function Details({ details }: { details: unknown }) {
  const value = typeof details === 'string' ? (JSON.parse(details) as unknown) : details;
  if (!value || (typeof value === 'object' && Object.keys(value).length === 0)) return <>—</>;
  return (
    <details className="mgr-details">
      <summary>Voir</summary>
      <pre>{JSON.stringify(value, null, 2)}</pre>
    </details>
  );
}

const table: ListTable<AuditLogEntry> = {
  caption: 'Journal',
  empty: 'Aucune entrée ne correspond à ce filtre.',
  columns: [
    { header: 'Date', cell: (e) => formatDateTime(e.created_at) },
    { header: 'Auteur', cell: (e) => e.actor_email ?? (e.actor_id ? `Compte n° ${e.actor_id}` : 'Système') },
    { header: 'Action', className: 'mgr-cell--title', cell: (e) => auditActionLabel(e.action) },
    { header: 'Objet', cell: (e) => <Entity entry={e} /> },
    { header: 'Détails', cell: (e) => <Details details={e.details} /> },
  ],
};

export function AuditLogPage() {
  const list = useManagerList(['entity_type', 'entity_id', 'actor_id'] as const, useAuditLog);
  return (
    <ManagerListPage title="Journal des modifications" list={list} table={table} search="Filtrer le journal">
      <SelectField
        label="Objet"
        name="entity_type"
        placeholder="Tous"
        defaultValue={list.values.entity_type}
        options={Object.entries(AUDIT_ENTITY_LABELS).map(([value, label]) => ({ value, label }))}
      />
      <Field label="N° de l’objet" name="entity_id" inputMode="numeric" defaultValue={list.values.entity_id} />
      <Field label="N° du compte auteur" name="actor_id" inputMode="numeric" defaultValue={list.values.actor_id} />
    </ManagerListPage>
  );
}
