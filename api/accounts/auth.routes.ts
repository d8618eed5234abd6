/**
 * `POST /user/auth` (login, `{email, password}` -> `{auth_token, user}`, for every kind of account),
 * throttled per account and address pair with growing waits, per address, and per account by a high
 * ceiling that a device which signed in before escapes (throttle-rules.ts, device-cookie.ts: a success
 * that opens a session sets that device cookie), and `DELETE /user/auth` (logout). A right password
 * answers a session, or the second factor's challenge (second-factor.presenter.ts); the device cookie is
 * then set by the second step, once the session opens.
 */
import Router from '@koa/router';
import type { AppDeps } from '../app-deps';
import { loginSchema } from '../../domain/registration';
import { currentUser, requireAuth } from '../http/auth';
import { logIn, logOut } from './login.service';
import { bodyOf } from '../http/request-body';
import { clearLoginFailures, throttleLogin } from './throttle-rules';
import { deviceCookies } from './device-cookie';
import { presentLoginOutcome } from './second-factor.presenter';

export function authRoutes(deps: AppDeps): Router {
  const router = new Router();
  const schema = loginSchema('account');
  const devices = deviceCookies(deps.config);

  router.post('/user/auth', async (ctx) => {
    const credentials = schema.parse(bodyOf(ctx));
    const attempt = await throttleLogin(deps.db.knex, deps.clock, credentials.email, ctx.ip, await devices.known(ctx, credentials.email));
    const outcome = await logIn(deps, credentials);
    await clearLoginFailures(deps.db.knex, attempt);
    // A device becomes known when a session opens: here, or after the second factor's step.
    if (!('challenge' in outcome)) await devices.remember(ctx, credentials.email);
    ctx.body = presentLoginOutcome(outcome);
  });

  router.delete('/user/auth', requireAuth(), async (ctx) => {
    await logOut(deps, currentUser(ctx).sessionId);
    ctx.status = 204;
  });

  return router;
}
