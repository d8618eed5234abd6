/**
 * The charity role (id 4), enforced on the server for every /charity route: anonymous callers get 401,
 * other roles 403. The charity is always the caller's own (`users.assoc_id`): no /charity route takes a
 * charity id, so another charity's data cannot even be named.
 */
import type { Context, Middleware } from 'koa';
import type { AppDeps } from '../app-deps';
import type { UsersRow } from '../db/tables.generated';
import { ROLES } from '../../domain/constants';
import { currentUser } from '../http/auth';
import { forbidden } from '../http/errors';

export const NOT_A_CHARITY = 'Cet espace est réservé aux représentants des associations'; // invented

/** Route guard of every /charity route; puts the caller's charity id in `ctx.state.charityId`. */
export function requireCharity(deps: Pick<AppDeps, 'db'>): Middleware {
  return async (ctx, next) => {
    const user = currentUser(ctx);
    if (user.roleId !== ROLES.charity) throw forbidden(NOT_A_CHARITY, 'charity_only');
    const row = await deps.db.knex<UsersRow>('users').where({ id: user.id }).first('assoc_id');
    if (!row?.assoc_id) throw forbidden(NOT_A_CHARITY, 'charity_only');
    ctx.state.charityId = Number(row.assoc_id);
    await next();
  };
}

/** The caller's charity (after requireCharity). */
export function currentCharityId(ctx: Context): number {
  return ctx.state.charityId as number;
}
