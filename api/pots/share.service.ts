/**
 * Share a pot by e-mail (`POST /share/emails`) and decline an invitation (`POST /share/decline`).
 * Rules: the pot is active and open; a locked pot is shared by its creator only; at most 500 distinct
 * addresses per request (domain/share-emails.ts); limited per account (requests per hour) and per pot
 * (invitations per 24 hours); an address that declined is never invited to that pot again. The
 * invitations are recorded with the hash of their decline token, then delivered in the background
 * (share-delivery.ts), so the answer does not wait for the mail transport.
 */
import { MAX_INVITEES } from '../../domain/constants';
import { POT_NOTICES } from '../../domain/notices';
import { personDisplayName } from '../../domain/participants';
import { shareEmailsRequestSchema } from '../../domain/share-emails';
import { hashSecretToken, isWellFormedToken, newSecretToken } from '../accounts/secret-tokens';
import type { AppDeps } from '../app-deps';
import { findCharityById } from '../directory/assocs.queries';
import type { SessionUser } from '../http/auth';
import { forbidden, internal, notFound, throttled } from '../http/errors';
import type { RateLimiter } from '../public-site/rate-limit';
import { potClosed, potNotFound, POT_API_MESSAGES } from './pot-errors';
import { potIsClosed } from './pots.presenter';
import { findPotRow } from './pots.queries';
import { deliverInvitations, type Invitation } from './share-delivery';
import { findInvitationByTokenHash, findInvitations, findInviter, countRecentInvitations, markDeclined, upsertInvitation } from './share.queries';

/** Limits of share by e-mail. */
export const SHARE_LIMITS = {
  /** Share requests per account. */
  perAccount: { limit: 10, windowMs: 60 * 60_000 },
  /** Invitations per pot in 24 hours. */
  perPotPerDay: 4 * MAX_INVITEES,
} as const;

/** Invented texts. */
export const SHARE_API_MESSAGES = {
  declined: "Votre refus a bien été enregistré : vous ne recevrez plus d'invitation pour cette cagnotte.",
  invitationNotFound: 'Cette invitation est introuvable',
} as const;

const DAY_MS = 24 * 60 * 60_000;

export interface ShareAnswer {
  message: string;
  invited: number;
  /** Addresses that had declined an earlier invitation to this pot. */
  skipped: number;
}

export async function shareByEmail(deps: AppDeps, limiter: RateLimiter, caller: Pick<SessionUser, 'id'>, body: unknown): Promise<ShareAnswer> {
  const input = shareEmailsRequestSchema.parse(body);
  const knex = deps.db.knex;
  const now = deps.clock.now();
  const pot = await findPotRow(knex, input.pot_id);
  if (!pot || !pot.is_active) throw potNotFound();
  if (potIsClosed(pot, now)) throw potClosed();
  if (pot.is_locked && Number(pot.created_by_id) !== caller.id) throw forbidden(POT_API_MESSAGES.lockedShare, 'locked_pot');
  const mail = deps.mail;
  if (!mail) throw internal();
  limiter.hit(`share:${caller.id}`);
  if ((await countRecentInvitations(knex, pot.id, new Date(now.getTime() - DAY_MS))) + input.emails.length > SHARE_LIMITS.perPotPerDay) {
    throw throttled(60 * 60);
  }

  const declined = new Set((await findInvitations(knex, pot.id, input.emails)).filter((row) => row.declined_at).map((row) => row.email.toLowerCase()));
  const invitations: Invitation[] = await knex.transaction(async (trx) => {
    const list: Invitation[] = [];
    for (const email of input.emails) {
      if (declined.has(email.toLowerCase())) continue;
      const token = newSecretToken();
      const id = await upsertInvitation(trx, { pot_id: pot.id, invited_by_id: caller.id, email, token_hash: hashSecretToken(token), now });
      if (id) list.push({ id, email, token });
    }
    return list;
  });

  const inviter = await findInviter(knex, caller.id);
  const charity = await findCharityById(knex, pot.assoc_id);
  void deliverInvitations(deps, mail, invitations, {
    inviter: inviter?.enterprise_name ?? personDisplayName(inviter?.firstname ?? '', inviter?.name ?? ''),
    potId: pot.id,
    potName: pot.name,
    charityName: charity?.name ?? '',
  });
  return { message: POT_NOTICES.shareSent, invited: invitations.length, skipped: input.emails.length - invitations.length };
}

/** `POST /share/decline {token}`: the invitee refuses; no more invitation to that pot. */
export async function declineInvitation(deps: Pick<AppDeps, 'db' | 'clock'>, token: unknown): Promise<{ message: string }> {
  if (typeof token !== 'string' || !isWellFormedToken(token)) throw notFound(SHARE_API_MESSAGES.invitationNotFound, 'invitation_not_found');
  const row = await findInvitationByTokenHash(deps.db.knex, hashSecretToken(token));
  if (!row) throw notFound(SHARE_API_MESSAGES.invitationNotFound, 'invitation_not_found');
  await markDeclined(deps.db.knex, row.id, deps.clock.now());
  return { message: SHARE_API_MESSAGES.declined };
}
