/**
 * The audit log of the manager area: who (the manager's account, or null for a scheduled job), when
 * (the injected clock) and what (an action name, the entity and its details) for every change. Written
 * in the transaction of the change when there is one, so a change is never kept without its record.
 */
import type { Knex } from 'knex';
import type { AuditLogEntry } from '../../domain/manager-types';
import type { AuditLogRow } from '../db/tables.generated';

export interface AuditEntry {
  actorId: number | null;
  action: string;
  entityType: 'charity' | 'pot' | 'donation' | 'refund' | 'payout' | 'charity_bank_account' | 'user' | 'charity_kyc_document';
  entityId: number | string;
  details?: Record<string, unknown>;
}

export async function recordAudit(db: Knex, entry: AuditEntry, now: Date): Promise<void> {
  await db('audit_log').insert({
    actor_id: entry.actorId,
    action: entry.action,
    entity_type: entry.entityType,
    entity_id: String(entry.entityId),
    details: JSON.stringify(entry.details ?? {}),
    created_at: now,
  });
}

export interface AuditFilter {
  entityType?: string;
  entityId?: string;
  actorId?: number;
  limit: number;
  offset: number;
}

/** The newest entries first, with the actor's e-mail. */
export function listAudit(db: Knex, filter: AuditFilter) {
  const query = db('audit_log as l')
    .leftJoin('users as u', 'u.id', 'l.actor_id')
    .orderBy('l.id', 'desc')
    .limit(filter.limit)
    .offset(filter.offset)
    .select('l.id', 'l.actor_id', 'u.email as actor_email', 'l.action', 'l.entity_type', 'l.entity_id', 'l.details', 'l.created_at');
  if (filter.entityType) query.where('l.entity_type', filter.entityType);
  if (filter.entityId) query.where('l.entity_id', filter.entityId);
  if (filter.actorId) query.where('l.actor_id', filter.actorId);
  return query;
}

/** A line of the log with its actor's e-mail, as listAudit selects it. */
export type AuditListRow = AuditLogRow & { actor_email: string | null };

/** A line of the log as the manager's audit page reads it. */
export const presentAuditEntry = (r: AuditListRow): AuditLogEntry => ({
  id: Number(r.id),
  actor_id: r.actor_id === null ? null : Number(r.actor_id),
  actor_email: r.actor_email,
  action: r.action,
  entity_type: r.entity_type,
  entity_id: r.entity_id,
  details: r.details,
  created_at: new Date(r.created_at).toISOString(),
});
