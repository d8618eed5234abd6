/**
 * Sign-up: `POST /user/signup/private` (role 1), `POST /user/signup/enterprise` (role 2) and the older
 * `POST /signup` (role given by `role_id`). Body `{user: {...}}`; answer 201 `{auth_token, user}`.
 * The role-specific routes take `role_id` as implied when it is absent. Throttled per IP address and
 * overall (throttle-rules.ts); the payment provider's account is made at the first payment, not here.
 */
import Router from '@koa/router';
import type { Context } from 'koa';
import type { AppDeps } from '../app-deps';
import { ROLES } from '../../domain/constants';
import { enterpriseRegistrationSchema, privateRegistrationSchema, registrationSchema } from '../../domain/registration';
import { wrapped } from '../http/request-body';
import { signUp, type Registration } from './signup.service';
import { throttleSignUp } from './throttle-rules';
import { presentAuth } from './user.presenter';

export function signupRoutes(deps: AppDeps): Router {
  const router = new Router();
  const today = () => deps.clock.now();

  async function register(ctx: Context, input: Registration) {
    await throttleSignUp(deps, ctx.ip);
    const { token, account } = await signUp(deps, input);
    ctx.status = 201;
    ctx.body = presentAuth(token, account);
  }

  router.post('/user/signup/private', async (ctx) => {
    const user = { role_id: ROLES.private, ...wrapped(ctx, 'user') };
    await register(ctx, privateRegistrationSchema({ today: today() }).parse(user));
  });

  router.post('/user/signup/enterprise', async (ctx) => {
    const user = { role_id: ROLES.enterprise, ...wrapped(ctx, 'user') };
    await register(ctx, enterpriseRegistrationSchema({ today: today() }).parse(user));
  });

  router.post('/signup', async (ctx) => {
    await register(ctx, registrationSchema({ today: today() }).parse(wrapped(ctx, 'user')));
  });

  return router;
}
