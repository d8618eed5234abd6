/**
 * `POST /user/auth` (login, `{email, password}` -> `{auth_token, user}`), throttled per account and per
 * IP address, and `DELETE /user/auth` (logout).
 */
import Router from '@koa/router';
import type { AppDeps } from '../app-deps';
import { loginSchema } from '../../domain/registration';
import { currentUser, requireAuth } from '../http/auth';
import { logIn, logOut } from './login.service';
import { bodyOf } from './request-body';
import { clearAttempts, throttle } from '../http/throttle';
import { normalizeEmail } from '../../domain/identity';
import { LOGIN_PER_ACCOUNT, loginChecks } from './throttle-rules';
import { presentAuth } from './user.presenter';

export function authRoutes(deps: AppDeps): Router {
  const router = new Router();
  const schema = loginSchema('account');

  router.post('/user/auth', async (ctx) => {
    const credentials = schema.parse(bodyOf(ctx));
    // Counted before the password is checked: a throttled attempt costs no hashing and learns nothing.
    await throttle(deps.db.knex, deps.clock, loginChecks(credentials.email, ctx.ip));
    const { token, account } = await logIn(deps, credentials);
    await clearAttempts(deps.db.knex, LOGIN_PER_ACCOUNT, normalizeEmail(credentials.email));
    ctx.body = presentAuth(token, account);
  });

  router.delete('/user/auth', requireAuth(), async (ctx) => {
    await logOut(deps, currentUser(ctx).sessionId);
    ctx.status = 204;
  });

  return router;
}
