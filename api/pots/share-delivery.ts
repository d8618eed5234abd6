/**
 * Delivery of share-by-e-mail invitations, as a retried job (api/jobs) sending through the mail module
 * (api/mail). The request records the invitations and queues one job with their ids; the job sends
 * every one of them still unsent (and not declined), a few at a time. Each mail gets a fresh decline
 * token made at send time (only its hash is stored), so the raw token never sits in the job table.
 * A delivered invitation gets its `sent_at`; a failed one counts an attempt, and the job throws at the
 * end so the runner retries it: the retry sends only what is still unsent.
 */
import { personDisplayName } from '../../domain/participants';
import { hashSecretToken, newSecretToken } from '../http/secret-tokens';
import type { AppDeps } from '../app-deps';
import { findCharityById } from '../directory';
import { findPotRow } from './pots.queries';
import { declineUrl, invitationMail } from './share-mails';
import { countAttempt, findInviter, findUnsentInvitations, markSent, replaceTokenHash, type UnsentInvitation } from './share.queries';

export const SHARE_INVITATIONS_JOB = 'pots.share-invitations';

export interface ShareInvitationsJobData {
  potId: number;
  invitationIds: number[];
}

const CONCURRENCY = 5;

type DeliveryDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'logger' | 'mail'>;

/** The job: sends the unsent invitations of the list; throws when any could not be sent (retried). */
export async function sendShareInvitations(deps: DeliveryDeps, data: ShareInvitationsJobData): Promise<void> {
  const knex = deps.db.knex;
  const pot = await findPotRow(knex, data.potId);
  if (!pot) return; // deleted since: nothing to send
  const pending = await findUnsentInvitations(knex, pot.id, data.invitationIds);
  if (pending.length === 0) return;
  const charity = await findCharityById(knex, pot.assoc_id);
  const inviterNames = new Map<number, string>();
  const inviterName = async (userId: number) => {
    if (!inviterNames.has(userId)) {
      const inviter = await findInviter(knex, userId);
      inviterNames.set(userId, inviter?.enterprise_name ?? personDisplayName(inviter?.firstname ?? '', inviter?.name ?? ''));
    }
    return inviterNames.get(userId)!;
  };

  let failures = 0;
  const deliverOne = async (invitation: UnsentInvitation) => {
    const token = newSecretToken();
    try {
      await replaceTokenHash(knex, invitation.id, hashSecretToken(token));
      const base = deps.config.PUBLIC_URL;
      await deps.mail.send(
        invitationMail({
          to: invitation.email,
          inviter: await inviterName(invitation.invited_by_id),
          potName: pot.name,
          charityName: charity?.name ?? '',
          potUrl: new URL(`/participate/${pot.id}`, base).toString(),
          declineUrl: declineUrl(base, token),
        }),
      );
      await markSent(knex, invitation.id, deps.clock.now());
    } catch (err) {
      failures += 1;
      await countAttempt(knex, invitation.id).catch(() => undefined);
      deps.logger.warn({ err, invitation: invitation.id }, 'share invitation not delivered');
    }
  };
  const queue = [...pending];
  await Promise.all(
    Array.from({ length: Math.min(CONCURRENCY, queue.length) }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await deliverOne(next);
    }),
  );
  if (failures > 0) throw new Error(`${failures} share invitation(s) of pot ${pot.id} not delivered`);
}
