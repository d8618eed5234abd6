/**
 * Invitations of a charity's representative (docs/charity-area.md). A manager invites an e-mail address;
 * the link carries a 256-bit token of which only the SHA-256 is stored, valid 7 days and once; a new
 * invitation to the same charity cancels the unused ones. Accepting it sets a password, creates the
 * charity account (role 4, bound to that charity) and opens a session as sign-up does. The invitation
 * is read again, locked, in the transaction that uses it: of two acceptances at once, one wins.
 * Unknown, used, cancelled and expired links get one answer (404 `invitation_invalid`).
 */
import type { AppDeps } from '../app-deps';
import type { AssocsRow, CharityInvitationsRow, UsersRow } from '../db/tables.generated';
import { insertedId } from '../db/inserted-id';
import { ROLES } from '../../domain/constants';
import { CHARITY_AREA_MESSAGES, CHARITY_INVITATION_DAYS, charityInvitationSchema, invitationAcceptSchema } from '../../domain/charity-area';
import type { CharityInvitationView, RepresentativeInvitation } from '../../domain/charity-area-types';
import { normalizeEmail } from '../../domain/identity';
import { conflict, HttpError, notFound } from '../http/errors';
import { charityNotFound } from '../http/back-office-errors';
import { recordAudit } from '../audit';
import { type Account, emailTaken, findAccount, hashPassword, openSession, refuseCommonPassword } from '../accounts';
import { hashSecretToken, isWellFormedToken, newSecretToken } from '../http/secret-tokens';
import { invitationLink, invitationMail } from './invitation.mail';

const DAY_MS = 24 * 60 * 60 * 1000;

const invitationInvalid = () => notFound(CHARITY_AREA_MESSAGES.invitationInvalid, 'invitation_invalid');
const emailTakenError = () => conflict(CHARITY_AREA_MESSAGES.emailTaken, 'email_taken', 'email');
const mailFailed = () =>
  new HttpError(503, [{ code: 'mail_failed', detail: 'L’e-mail d’invitation n’a pas pu être envoyé. Réessayez dans un instant.' }]);

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

const presentInvitation = (r: CharityInvitationsRow): RepresentativeInvitation => ({
  id: Number(r.id),
  email: r.email,
  expires_at: new Date(r.expires_at).toISOString(),
  created_at: new Date(r.created_at).toISOString(),
  accepted_at: iso(r.accepted_at),
});

/** Invites `body.email` to represent the charity; e-mails the link. */
export async function inviteRepresentative(
  deps: Pick<AppDeps, 'db' | 'clock' | 'mail' | 'config' | 'logger'>,
  assocId: number,
  body: unknown,
  managerId: number,
): Promise<RepresentativeInvitation> {
  const knex = deps.db.knex;
  const charity = await knex<AssocsRow>('assocs').where({ id: assocId }).first('id', 'name');
  if (!charity) throw charityNotFound();
  const email = normalizeEmail(charityInvitationSchema.parse(body).email);
  if (await emailTaken(knex, email)) throw emailTakenError();
  const token = newSecretToken();
  const now = deps.clock.now();
  const row = await knex.transaction(async (trx) => {
    await trx<CharityInvitationsRow>('charity_invitations')
      .where({ assoc_id: assocId })
      .whereNull('accepted_at')
      .whereNull('cancelled_at')
      .update({ cancelled_at: now });
    const [inserted] = await trx<CharityInvitationsRow>('charity_invitations')
      .insert({
        assoc_id: assocId,
        email,
        token_hash: hashSecretToken(token),
        invited_by_id: managerId,
        created_at: now,
        expires_at: new Date(now.getTime() + CHARITY_INVITATION_DAYS * DAY_MS),
      })
      .returning('*');
    if (!inserted) throw new Error(`charity ${assocId}'s invitation not inserted`);
    await recordAudit(
      trx,
      { actorId: managerId, action: 'charity.representative_invited', entityType: 'charity', entityId: assocId, details: { email } },
      now,
    );
    return inserted;
  });
  try {
    await deps.mail.send(invitationMail(email, charity.name, invitationLink(deps.config.PUBLIC_URL, token)));
  } catch (err) {
    deps.logger.warn({ err, assocId }, 'invitation e-mail not sent; the invitation is withdrawn');
    await knex<CharityInvitationsRow>('charity_invitations').where({ id: row.id }).update({ cancelled_at: deps.clock.now() });
    throw mailFailed();
  }
  return presentInvitation(row);
}

/** The charity's invitations, newest first. */
export async function listInvitations(deps: Pick<AppDeps, 'db'>, assocId: number): Promise<RepresentativeInvitation[]> {
  const knex = deps.db.knex;
  if (!(await knex<AssocsRow>('assocs').where({ id: assocId }).first('id'))) throw charityNotFound();
  return (await knex<CharityInvitationsRow>('charity_invitations').where({ assoc_id: assocId }).orderBy('id', 'desc')).map(
    presentInvitation,
  );
}

/** The usable invitation of a raw token (or the French 404). */
async function usableInvitation(db: AppDeps['db']['knex'], token: string, now: Date, forUpdate = false): Promise<CharityInvitationsRow> {
  if (!isWellFormedToken(token)) throw invitationInvalid();
  const query = db<CharityInvitationsRow>('charity_invitations').where({ token_hash: hashSecretToken(token) });
  if (forUpdate) query.forUpdate();
  const row = await query.first();
  if (!row || row.accepted_at || row.cancelled_at || new Date(row.expires_at).getTime() <= now.getTime()) throw invitationInvalid();
  return row;
}

/** What the invitation page shows. */
export async function viewInvitation(deps: Pick<AppDeps, 'db' | 'clock'>, token: string): Promise<CharityInvitationView> {
  const row = await usableInvitation(deps.db.knex, token, deps.clock.now());
  const charity = await deps.db.knex<AssocsRow>('assocs').where({ id: row.assoc_id }).first('id', 'name');
  if (!charity) throw new Error(`charity ${row.assoc_id} of invitation ${row.id} not found`);
  return { email: row.email, charity: { id: Number(charity.id), name: charity.name } };
}

/** Accepts an invitation: the charity account is created and signed in (as sign-up answers). */
export async function acceptInvitation(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  token: string,
  body: unknown,
): Promise<{ token: string; account: Account }> {
  const knex = deps.db.knex;
  // A made-up, used or expired link costs one indexed read, never an argon2 run.
  await usableInvitation(knex, token, deps.clock.now());
  const input = invitationAcceptSchema.parse(body);
  refuseCommonPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  let userId: number;
  try {
    userId = await knex.transaction(async (trx) => {
      const now = deps.clock.now();
      const invitation = await usableInvitation(trx, token, now, true);
      if (await emailTaken(trx, invitation.email)) throw emailTakenError();
      // The role and its charity in one row: the table's check ties role 4 to an assoc_id.
      const id = insertedId(
        await trx<UsersRow>('users')
          .insert({
            email: invitation.email,
            password_hash: passwordHash,
            firstname: '',
            name: '',
            role_id: ROLES.charity,
            assoc_id: invitation.assoc_id,
            country_iso: 'FR',
            created_at: now,
            updated_at: now,
          })
          .returning('id'),
      );
      await trx<CharityInvitationsRow>('charity_invitations').where({ id: invitation.id }).update({ accepted_at: now, user_id: id });
      await recordAudit(
        trx,
        { actorId: id, action: 'charity.invitation_accepted', entityType: 'charity', entityId: Number(invitation.assoc_id), details: {} },
        now,
      );
      return id;
    });
  } catch (err) {
    if ((err as { code?: string } | null)?.code === '23505') throw emailTakenError();
    throw err;
  }
  const sessionToken = await openSession(knex, deps.clock, userId);
  const account = await findAccount(knex, userId);
  if (!account) throw new Error(`account ${userId} vanished right after its invitation`);
  return { token: sessionToken, account };
}
