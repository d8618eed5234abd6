/**
 * `POST /user/auth` (login, `{email, password}` -> `{auth_token, user}`, for every kind of account),
 * throttled per account and address pair with growing waits, per address, and per account by a high
 * ceiling that a device which signed in before escapes (throttle-rules.ts, device-cookie.ts: a success
 * sets that device cookie), and `DELETE /user/auth` (logout).
 */
import Router from '@koa/router';
import type { AppDeps } from '../app-deps';
import { loginSchema } from '../../domain/registration';
import { currentUser, requireAuth } from '../http/auth';
import { logIn, logOut } from './login.service';
import { bodyOf } from '../http/request-body';
import { clearLoginFailures, throttleLogin } from './throttle-rules';
import { deviceCookies } from './device-cookie';
import { presentAuth } from './user.presenter';

export function authRoutes(deps: AppDeps): Router {
  const router = new Router();
  const schema = loginSchema('account');
  const devices = deviceCookies(deps.config);

  router.post('/user/auth', async (ctx) => {
    const credentials = schema.parse(bodyOf(ctx));
    const attempt = await throttleLogin(deps.db.knex, deps.clock, credentials.email, ctx.ip, await devices.known(ctx, credentials.email));
    const { token, account } = await logIn(deps, credentials);
    await clearLoginFailures(deps.db.knex, attempt);
    await devices.remember(ctx, credentials.email);
    ctx.body = presentAuth(token, account);
  });

  router.delete('/user/auth', requireAuth(), async (ctx) => {
    await logOut(deps, currentUser(ctx).sessionId);
    ctx.status = 204;
  });

  return router;
}
