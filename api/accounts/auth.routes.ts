/**
 * `POST /user/auth` (login, `{email, password}` -> `{auth_token, user}`), throttled per account and
 * address pair with growing waits, per address, and per account by a high ceiling (throttle-rules.ts),
 * and `DELETE /user/auth` (logout).
 */
import Router from '@koa/router';
import type { AppDeps } from '../app-deps';
import { loginSchema } from '../../domain/registration';
import { currentUser, requireAuth } from '../http/auth';
import { logIn, logOut } from './login.service';
import { bodyOf } from '../http/request-body';
import { clearLoginFailures, throttleLogin } from './throttle-rules';
import { presentAuth } from './user.presenter';

export function authRoutes(deps: AppDeps): Router {
  const router = new Router();
  const schema = loginSchema('account');

  router.post('/user/auth', async (ctx) => {
    const credentials = schema.parse(bodyOf(ctx));
    await throttleLogin(deps.db.knex, deps.clock, credentials.email, ctx.ip);
    const { token, account } = await logIn(deps, credentials);
    await clearLoginFailures(deps.db.knex, credentials.email, ctx.ip);
    ctx.body = presentAuth(token, account);
  });

  router.delete('/user/auth', requireAuth(), async (ctx) => {
    await logOut(deps, currentUser(ctx).sessionId);
    ctx.status = 204;
  });

  return router;
}
