/**
 * Share a pot by e-mail (`POST /share/emails`) and decline an invitation (`POST /share/decline`).
 * Rules: the pot is active and open; a locked pot is shared by its creator only; at most 500 distinct
 * addresses per request (domain/share-emails.ts); limited per account (requests per hour, and
 * invitations per day: share-daily-cap.ts) and per pot (invitations per 24 hours); an address that
 * declined is never invited to that pot again. The answer says how many invitations are left today. The
 * invitations are recorded, then delivered by a retried job (share-delivery.ts, api/jobs), so the answer
 * never depends on the mail transport. The job makes each decline token at send time; the hash recorded
 * here belongs to a token nobody holds until then.
 */
import { MAX_INVITEES } from '../../domain/constants';
import { POT_NOTICES } from '../../domain/notices';
import { shareEmailsRequestSchema } from '../../domain/share-emails';
import { hashSecretToken, isWellFormedToken, newSecretToken } from '../http/secret-tokens';
import type { AppDeps } from '../app-deps';
import type { SessionUser } from '../http/auth';
import { forbidden, notFound, throttled } from '../http/errors';
import type { RateLimiter } from '../public-site';
import { potClosed, potNotFound, POT_API_MESSAGES } from './pot-errors';
import { potIsClosed } from './pots.presenter';
import { findPotRow } from './pots.queries';
import { dailyCapFor, takeDailyInvitations } from './share-daily-cap';
import { SHARE_INVITATIONS_JOB, type ShareInvitationsJobData } from './share-delivery';
import { findInvitationByTokenHash, findInvitations, countRecentInvitations, markDeclined, upsertInvitation } from './share.queries';

/** Limits of share by e-mail. */
export const SHARE_LIMITS = {
  /** Share requests per account. */
  perAccount: { limit: 10, windowMs: 60 * 60_000 },
  /** Invitations per pot in 24 hours. */
  perPotPerDay: 4 * MAX_INVITEES,
} as const;

/** Invented texts. */
export const SHARE_API_MESSAGES = {
  declined: "Votre refus a bien été enregistré : vous ne recevrez plus d'invitation pour cette cagnotte.",
  invitationNotFound: 'Cette invitation est introuvable',
} as const;

const DAY_MS = 24 * 60 * 60_000;

export interface ShareAnswer {
  message: string;
  invited: number;
  /** Addresses that had declined an earlier invitation to this pot. */
  skipped: number;
  /** Invitations the account may still send today (Paris calendar day). */
  remaining_today: number;
}

export async function shareByEmail(
  deps: AppDeps,
  limiter: RateLimiter,
  caller: Pick<SessionUser, 'id'>,
  body: unknown,
): Promise<ShareAnswer> {
  const input = shareEmailsRequestSchema.parse(body);
  const knex = deps.db.knex;
  const now = deps.clock.now();
  const pot = await findPotRow(knex, input.pot_id);
  if (!pot || !pot.is_active) throw potNotFound();
  if (potIsClosed(pot, now)) throw potClosed();
  if (pot.is_locked && Number(pot.created_by_id) !== caller.id) throw forbidden(POT_API_MESSAGES.lockedShare, 'locked_pot');
  await limiter.hit(String(caller.id));
  if ((await countRecentInvitations(knex, pot.id, new Date(now.getTime() - DAY_MS))) + input.emails.length > SHARE_LIMITS.perPotPerDay) {
    throw throttled(60 * 60);
  }

  const declined = new Set(
    (await findInvitations(knex, pot.id, input.emails)).filter((row) => row.declined_at).map((row) => row.email.toLowerCase()),
  );
  const toInvite = input.emails.filter((email) => !declined.has(email.toLowerCase()));
  const { cap, day } = await dailyCapFor(knex, caller.id, now);
  const { invitationIds, remaining } = await knex.transaction(async (trx) => {
    const left = await takeDailyInvitations(trx, { userId: caller.id, day, cap, count: toInvite.length, now });
    const list: number[] = [];
    for (const email of toInvite) {
      const id = await upsertInvitation(trx, {
        pot_id: pot.id,
        invited_by_id: caller.id,
        email,
        token_hash: hashSecretToken(newSecretToken()),
        now,
      });
      if (id) list.push(id);
    }
    return { invitationIds: list, remaining: left };
  });

  if (invitationIds.length > 0) {
    const job: ShareInvitationsJobData = { potId: pot.id, invitationIds };
    // Recorded either way: a queueing failure is logged, the rows stay unsent, the answer is the same.
    await deps.jobs
      .send(SHARE_INVITATIONS_JOB, job)
      .catch((err: unknown) => deps.logger.error({ err, pot: pot.id }, 'share invitations not queued'));
  }
  return {
    message: POT_NOTICES.shareSent,
    invited: invitationIds.length,
    skipped: input.emails.length - invitationIds.length,
    remaining_today: remaining,
  };
}

/** `POST /share/decline {token}`: the invitee refuses; no more invitation to that pot. */
export async function declineInvitation(deps: Pick<AppDeps, 'db' | 'clock'>, token: unknown): Promise<{ message: string }> {
  if (typeof token !== 'string' || !isWellFormedToken(token)) throw notFound(SHARE_API_MESSAGES.invitationNotFound, 'invitation_not_found');
  const row = await findInvitationByTokenHash(deps.db.knex, hashSecretToken(token));
  if (!row) throw notFound(SHARE_API_MESSAGES.invitationNotFound, 'invitation_not_found');
  await markDeclined(deps.db.knex, row.id, deps.clock.now());
  return { message: SHARE_API_MESSAGES.declined };
}
