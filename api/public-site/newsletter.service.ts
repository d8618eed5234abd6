/**
 * Newsletter with double opt-in: sign-up stores a pending address and e-mails a confirmation link;
 * the link confirms it; every newsletter carries an unsubscribe link that deletes the address.
 * The answer to a sign-up never tells whether the address was already known.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { normalizeEmail } from '../../domain/identity';
import type { Clock } from '../clock';
import { notFound } from '../http/errors';
import {
  CONFIRM_TOKEN_VALID_DAYS,
  confirmationMail,
  confirmUrl,
  newsletterMail,
  unsubscribeUrl,
  type MailSender,
  type NewsletterIssue,
} from './newsletter-mails';
import {
  confirmByTokenHash,
  deleteByUnsubscribeToken,
  deleteUnconfirmedBefore,
  findSubscriberByEmail,
  insertPendingSubscriber,
  listConfirmedSubscribers,
  markConfirmSent,
  setConfirmToken,
  type SubscriberRow,
} from './newsletter.queries';

export interface NewsletterDeps {
  db: Knex;
  mail: MailSender;
  clock: Clock;
  publicUrl: string;
}

const DAY_MS = 86_400_000;
/** A pending address gets at most one confirmation e-mail per this delay. */
export const CONFIRM_RESEND_AFTER_MS = 10 * 60_000;
/** Never-confirmed addresses are deleted after this many days. */
export const UNCONFIRMED_KEPT_DAYS = 30;

export const NEWSLETTER_TEXTS = {
  confirmed: 'Votre inscription à la newsletter est confirmée',
  unsubscribed: 'Vous êtes désinscrit de la newsletter',
  confirmLinkInvalid: 'Ce lien de confirmation n’est plus valide. Inscrivez-vous de nouveau depuis le bas de page.',
  unsubscribeLinkInvalid: 'Ce lien de désinscription n’est plus valide : vous êtes peut-être déjà désinscrit.',
} as const;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

async function findOrCreate(db: Knex, email: string, now: Date): Promise<SubscriberRow> {
  const existing = await findSubscriberByEmail(db, email);
  if (existing) return existing;
  try {
    return await insertPendingSubscriber(db, {
      email,
      confirm_token_hash: null,
      confirm_expires_at: null,
      unsubscribe_token: newToken(),
      created_at: now,
    });
  } catch (err) {
    // Two sign-ups of the same address at once: the other one created the row.
    if ((err as { code?: string }).code !== '23505') throw err;
    const row = await findSubscriberByEmail(db, email);
    if (!row) throw err;
    return row;
  }
}

/**
 * Signs an address up (`POST /subscribers/add`). A new or pending address receives a confirmation
 * e-mail (at most one per 10 minutes); a confirmed one is left as it is.
 */
export async function subscribe(deps: NewsletterDeps, rawEmail: string): Promise<void> {
  const now = deps.clock.now();
  const email = normalizeEmail(rawEmail);
  await deleteUnconfirmedBefore(deps.db, new Date(now.getTime() - UNCONFIRMED_KEPT_DAYS * DAY_MS));
  const subscriber = await findOrCreate(deps.db, email, now);
  if (subscriber.status === 'confirmed') return;
  if (subscriber.confirm_sent_at && now.getTime() - subscriber.confirm_sent_at.getTime() < CONFIRM_RESEND_AFTER_MS) return;

  const token = newToken();
  await setConfirmToken(deps.db, subscriber.id, hashToken(token), new Date(now.getTime() + CONFIRM_TOKEN_VALID_DAYS * DAY_MS));
  await deps.mail.send(confirmationMail(email, confirmUrl(deps.publicUrl, token)));
  await markConfirmSent(deps.db, subscriber.id, now);
}

/** Confirms a subscription from the e-mailed token; 404 when it is unknown, used or expired. */
export async function confirmSubscription(deps: Pick<NewsletterDeps, 'db' | 'clock'>, token: string): Promise<void> {
  const row = await confirmByTokenHash(deps.db, hashToken(token), deps.clock.now());
  if (!row) throw notFound(NEWSLETTER_TEXTS.confirmLinkInvalid, 'invalid_token');
}

/** Unsubscribes (and forgets) the address of an unsubscribe token; 404 when the token is unknown. */
export async function unsubscribe(deps: Pick<NewsletterDeps, 'db'>, token: string): Promise<void> {
  if (!(await deleteByUnsubscribeToken(deps.db, token))) throw notFound(NEWSLETTER_TEXTS.unsubscribeLinkInvalid, 'invalid_token');
}

/** Sends one issue to every confirmed subscriber, each with their own unsubscribe link; returns the count. */
export async function sendNewsletter(deps: NewsletterDeps, issue: NewsletterIssue): Promise<number> {
  const subscribers = await listConfirmedSubscribers(deps.db);
  for (const subscriber of subscribers) {
    await deps.mail.send(newsletterMail(subscriber.email, issue, unsubscribeUrl(deps.publicUrl, subscriber.unsubscribe_token)));
  }
  return subscribers.length;
}
