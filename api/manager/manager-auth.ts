/**
 * The manager role (docs/api-contract.md: role id 3), enforced on the server: anonymous callers get 401 (or
 * the expired-session 401 for a bad token), signed-in callers of another role 403.
 */
import type { Middleware } from 'koa';
import { currentUser, type SessionUser } from '../http/auth';
import { forbidden } from '../http/errors';

export const MANAGER_ROLE_ID = 3;
export const NOT_A_MANAGER = 'Cet espace est réservé aux gestionnaires d’Entraide'; // invented

/** Route guard of every /manager route. */
export function requireManager(): Middleware {
  return async (ctx, next) => {
    const user = currentUser(ctx);
    if (user.roleId !== MANAGER_ROLE_ID) throw forbidden(NOT_A_MANAGER, 'manager_only');
    await next();
  };
}

/** The signed-in manager (after requireManager). */
export function currentManager(ctx: Parameters<typeof currentUser>[0]): SessionUser {
  return currentUser(ctx);
}
