/**
 * Delivery of the invitation e-mails, in the background of the request that recorded them: a few at
 * a time, each tried up to three times; a delivered invitation gets its `sent_at`, an undelivered one
 * keeps it null with its attempts counted (and is logged).
 * INTERIM until the shared jobs module (api/jobs, pg-boss) lands: this loop then becomes a retried job
 * that sends the rows whose `sent_at` is null, and the mail sender the shared mail module.
 */
import type { AppDeps } from '../app-deps';
import type { MailSender } from '../public-site/newsletter-mails';
import { declineUrl, invitationMail } from './share-mails';
import { countAttempt, markSent } from './share.queries';

export interface Invitation {
  id: number;
  email: string;
  /** The raw decline token (only in the e-mail). */
  token: string;
}

export interface InvitationContext {
  inviter: string;
  potId: number;
  potName: string;
  charityName: string;
}

const ATTEMPTS = 3;
const RETRY_DELAYS_MS = [0, 2_000, 10_000];
const CONCURRENCY = 5;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function deliverOne(deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'logger'>, mail: MailSender, invitation: Invitation, context: InvitationContext) {
  const base = deps.config.PUBLIC_URL;
  const message = invitationMail({
    to: invitation.email,
    inviter: context.inviter,
    potName: context.potName,
    charityName: context.charityName,
    potUrl: new URL(`/participate/${context.potId}`, base).toString(),
    declineUrl: declineUrl(base, invitation.token),
  });
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    await sleep(RETRY_DELAYS_MS[attempt] ?? 0);
    try {
      await mail.send(message);
      await markSent(deps.db.knex, invitation.id, deps.clock.now());
      return;
    } catch (err) {
      await countAttempt(deps.db.knex, invitation.id).catch(() => undefined);
      if (attempt === ATTEMPTS - 1) deps.logger.error({ err, invitation: invitation.id }, 'share invitation not delivered');
    }
  }
}

/** Sends the invitations (resolves when all were tried). */
export async function deliverInvitations(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'logger'>,
  mail: MailSender,
  invitations: readonly Invitation[],
  context: InvitationContext,
): Promise<void> {
  const queue = [...invitations];
  const workers = Array.from({ length: Math.min(CONCURRENCY, queue.length) }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await deliverOne(deps, mail, next, context);
  });
  await Promise.all(workers);
}
