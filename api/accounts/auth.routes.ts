/**
 * `POST /user/auth` (login, `{email, password}` -> `{auth_token, user}`), throttled per account and
 * address pair with growing waits, per address, and per account by a high ceiling (throttle-rules.ts),
 * and `DELETE /user/auth` (logout). A right password answers a session, or the second factor's challenge
 * (second-factor.presenter.ts).
 */
import Router from '@koa/router';
import type { AppDeps } from '../app-deps';
import { loginSchema } from '../../domain/registration';
import { currentUser, requireAuth } from '../http/auth';
import { logIn, logOut } from './login.service';
import { bodyOf } from '../http/request-body';
import { clearLoginFailures, throttleLogin } from './throttle-rules';
import { presentLoginOutcome } from './second-factor.presenter';

export function authRoutes(deps: AppDeps): Router {
  const router = new Router();
  const schema = loginSchema('account');

  router.post('/user/auth', async (ctx) => {
    const credentials = schema.parse(bodyOf(ctx));
    await throttleLogin(deps.db.knex, deps.clock, credentials.email, ctx.ip);
    const outcome = await logIn(deps, credentials);
    await clearLoginFailures(deps.db.knex, credentials.email, ctx.ip);
    ctx.body = presentLoginOutcome(outcome);
  });

  router.delete('/user/auth', requireAuth(), async (ctx) => {
    await logOut(deps, currentUser(ctx).sessionId);
    ctx.status = 204;
  });

  return router;
}
