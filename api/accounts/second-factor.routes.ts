/**
 * The second factor's routes. `POST /user/auth/second_factor` is sign-in's second step (the challenge
 * `POST /user/auth` answered, and a code or a recovery code). From the profile: `GET /user/second_factor`
 * (status), `POST /user/second_factor` (start an enrolment, current password: the key, once),
 * `POST /user/second_factor/confirmation` (first code: the recovery codes, once) and
 * `POST /user/second_factor/deactivation` (current password and a code; refused to manager and charity
 * accounts; a POST because the body parser reads no DELETE body).
 */
import Router from '@koa/router';
import type { AppDeps } from '../app-deps';
import { secondFactorDisableSchema, secondFactorEnableSchema, secondFactorSignInSchema, totpCodeSchema } from '../../domain/second-factor';
import { currentUser, requireAuth } from '../http/auth';
import { bodyOf } from '../http/request-body';
import { deviceCookies } from './device-cookie';
import { presentSecondStep } from './second-factor.presenter';
import { completeSignIn, confirmEnrolment, disableSecondFactor, secondFactorStatus, startEnrolment } from './second-factor.service';

export function secondFactorRoutes(deps: AppDeps): Router {
  const router = new Router();
  const devices = deviceCookies(deps.config);

  router.post('/user/auth/second_factor', async (ctx) => {
    const input = secondFactorSignInSchema.parse(bodyOf(ctx));
    ctx.set('Cache-Control', 'no-store');
    const signedIn = await completeSignIn(deps, input, ctx.ip);
    // The session opens here: this browser becomes a known device of the account (device-cookie.ts).
    await devices.remember(ctx, signedIn.account.user.email);
    ctx.body = presentSecondStep(signedIn);
  });

  router.get('/user/second_factor', requireAuth(), async (ctx) => {
    const caller = currentUser(ctx);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await secondFactorStatus(deps, caller.id, caller.roleId);
  });

  router.post('/user/second_factor', requireAuth(), async (ctx) => {
    const input = secondFactorEnableSchema.parse(bodyOf(ctx));
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 201;
    ctx.body = await startEnrolment(deps, currentUser(ctx).id, input.current_password);
  });

  router.post('/user/second_factor/confirmation', requireAuth(), async (ctx) => {
    const input = totpCodeSchema.parse(bodyOf(ctx));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { recovery_codes: await confirmEnrolment(deps, currentUser(ctx).id, input.code, ctx.ip) };
  });

  router.post('/user/second_factor/deactivation', requireAuth(), async (ctx) => {
    const input = secondFactorDisableSchema.parse(bodyOf(ctx));
    await disableSecondFactor(deps, currentUser(ctx), input, ctx.ip);
    ctx.status = 204;
  });

  return router;
}
