/**
 * `npm run manager:create -- email`: the first manager account. A new account gets a random password,
 * printed once by the script (the manager then changes it, or uses « mot de passe oublié »); an
 * existing account with that e-mail becomes a manager (its sessions are revoked, so its role is read
 * again at the next sign-in), except a charity's representative account, refused. Recorded in the audit
 * log (actor: none).
 */
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { closeAllSessions, hashPassword } from '../accounts';
import { recordAudit } from '../audit';
import type { UsersRow } from '../db/tables.generated';
import { insertedId } from '../db/inserted-id';
import { MANAGER_ROLE_ID } from './manager-auth';
import { ROLES } from '../../domain/constants';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface ManagerCreation {
  userId: number;
  email: string;
  created: boolean;
  /** Only for a new account. */
  password: string | null;
}

export async function createManager(knex: Knex, email: string, now: Date): Promise<ManagerCreation> {
  const address = email.trim();
  if (!EMAIL.test(address) || address.length > 254) throw new Error(`not an e-mail address: ${JSON.stringify(email)}`);
  const existing = await knex<UsersRow>('users')
    .whereRaw('lower(email) = lower(?)', [address])
    .whereNull('deleted_at')
    .first('id', 'email', 'role_id');
  // A charity's representative account is bound to its charity (docs/charity-area.md): it never changes role.
  if (existing?.role_id === ROLES.charity)
    throw new Error(`${existing.email} is a charity representative's account: give the manager another address`);
  if (existing) {
    await knex.transaction(async (trx) => {
      await trx<UsersRow>('users').where({ id: existing.id }).update({ role_id: MANAGER_ROLE_ID, updated_at: now });
      await closeAllSessions(trx, Number(existing.id));
      await recordAudit(
        trx,
        {
          actorId: null,
          action: 'user.made_manager',
          entityType: 'user',
          entityId: Number(existing.id),
          details: { previous_role_id: existing.role_id },
        },
        now,
      );
    });
    return { userId: Number(existing.id), email: existing.email, created: false, password: null };
  }
  const password = randomBytes(18).toString('base64url');
  const passwordHash = await hashPassword(password);
  const userId = await knex.transaction(async (trx) => {
    const id = insertedId(
      await trx<UsersRow>('users')
        .insert({
          email: address,
          password_hash: passwordHash,
          firstname: 'Gestionnaire',
          name: 'Entraide',
          role_id: MANAGER_ROLE_ID,
          created_at: now,
          updated_at: now,
        })
        .returning('id'),
    );
    await recordAudit(
      trx,
      { actorId: null, action: 'user.manager_created', entityType: 'user', entityId: id, details: { email: address } },
      now,
    );
    return id;
  });
  return { userId, email: address, created: true, password };
}
