/**
 * The export's sections about the pots the person organised and the invitations they sent. A pot comes
 * with what the organiser wrote and its totals, never its donors (their names and e-mails are theirs,
 * not the organiser's). An invitation comes with the address the person typed (as a sent message keeps
 * its recipient), not with what the invitee did with it (declining is the invitee's own act).
 */
import type { Knex } from 'knex';
import { iso } from '../../db/iso-instant';
import type { PotsRow, ShareInvitationsRow } from '../../db/tables.generated';

/** A pot of the export: its own columns, its event type's and charity's names. */
type PotRow = Pick<
  PotsRow,
  | 'id'
  | 'created_at'
  | 'name'
  | 'description'
  | 'pot_type'
  | 'color'
  | 'closing_date'
  | 'closed_at'
  | 'is_active'
  | 'deactivated_at'
  | 'deactivation_reason'
  | 'donations_total_amount'
  | 'donations_count'
  | 'donators_count'
  | 'assoc_id'
> & { event_type_name: string; assoc_name: string };

/** An invitation of the export, with its pot's name. */
type InvitationRow = Pick<ShareInvitationsRow, 'pot_id' | 'email' | 'invited_at' | 'sent_at'> & { pot_name: string };

/** The pots a user organised and the share invitations they sent. */
export async function potSections(knex: Knex, userId: number) {
  const [pots, invitations] = await Promise.all([
    knex('pots as p')
      .join('event_types as e', 'e.id', 'p.event_type_id')
      .join('assocs as a', 'a.id', 'p.assoc_id')
      .where('p.created_by_id', userId)
      .orderBy('p.id')
      .select<PotRow[]>(
        'p.id',
        'p.created_at',
        'p.name',
        'p.description',
        'p.pot_type',
        'p.color',
        'p.closing_date',
        'p.closed_at',
        'p.is_active',
        'p.deactivated_at',
        'p.deactivation_reason',
        'p.donations_total_amount',
        'p.donations_count',
        'p.donators_count',
        'e.name as event_type_name',
        'a.id as assoc_id',
        'a.name as assoc_name',
      ),
    knex('share_invitations as i')
      .join('pots as p', 'p.id', 'i.pot_id')
      .where('i.invited_by_id', userId)
      .orderBy('i.id')
      .select<InvitationRow[]>('p.id as pot_id', 'p.name as pot_name', 'i.email', 'i.invited_at', 'i.sent_at'),
  ]);
  return {
    pots: pots.map((p) => ({
      id: p.id,
      created_at: iso(p.created_at),
      name: p.name,
      description_html: p.description,
      kind: p.pot_type === 1 ? 'company' : 'personal',
      event_type: p.event_type_name,
      color: p.color,
      charity: { id: p.assoc_id, name: p.assoc_name },
      closing_date: iso(p.closing_date),
      closed_at: iso(p.closed_at),
      is_active: p.is_active,
      deactivated_at: iso(p.deactivated_at),
      deactivation_reason: p.deactivation_reason,
      totals: { amount_cents: p.donations_total_amount, donations_count: p.donations_count, donors_count: p.donators_count },
    })),
    share_invitations: invitations.map((i) => ({
      pot: { id: i.pot_id, name: i.pot_name },
      email: i.email,
      invited_at: iso(i.invited_at),
      sent_at: iso(i.sent_at),
    })),
  };
}
