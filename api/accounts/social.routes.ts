/**
 * Facebook: `GET /auth/providers` (what the PWA may offer), `POST /user/auth/facebook`
 * `{user: {facebook_token, facebook_id?}}` (login, throttled per IP), `POST /auth/facebook/profile`
 * `{facebook_token}` (names and e-mail for the completion page), and the sign-up
 * `POST /user/signup/fb` = `POST /signup/facebook` `{user: {...}}` (201 `{auth_token, user}`).
 * Without configuration they answer 503 'La connexion avec Facebook n'est pas disponible'.
 */
import Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import type { AppDeps } from '../app-deps';
import { socialLoginSchema, socialSignupSchema } from '../../domain/registration';
import { throttle } from '../http/throttle';
import { facebookEnabled, fetchFacebookProfile } from './facebook.client';
import { bodyOf, wrapped } from './request-body';
import { logInWithFacebook, signUpWithFacebook } from './social.service';
import { LOGIN_PER_IP, throttleSignUp } from './throttle-rules';
import { presentAuth } from './user.presenter';

const loginSchema = socialLoginSchema.partial({ facebook_id: true });
const profileSchema = socialLoginSchema.pick({ facebook_token: true });

export function socialRoutes(deps: AppDeps): Router {
  const router = new Router();

  router.get('/auth/providers', (ctx) => {
    const { config } = deps;
    ctx.body = {
      facebook: facebookEnabled(config) ? { app_id: config.FACEBOOK_APP_ID, dialog_url: config.FACEBOOK_DIALOG_URL } : null,
    };
  });

  router.post('/user/auth/facebook', async (ctx) => {
    const input = loginSchema.parse(wrapped(ctx, 'user'));
    await throttle(deps.db.knex, deps.clock, [[LOGIN_PER_IP, ctx.ip]]);
    const { token, account } = await logInWithFacebook(deps, input);
    ctx.body = presentAuth(token, account);
  });

  router.post('/auth/facebook/profile', async (ctx) => {
    const { facebook_token: token } = profileSchema.parse(bodyOf(ctx));
    await throttle(deps.db.knex, deps.clock, [[LOGIN_PER_IP, ctx.ip]]);
    ctx.body = await fetchFacebookProfile(deps.config, token);
  });

  const signup = async (ctx: Context) => {
    const input: z.output<ReturnType<typeof socialSignupSchema>> = socialSignupSchema({ today: deps.clock.now() }).parse(wrapped(ctx, 'user'));
    await throttleSignUp(deps, ctx.ip);
    const { token, account } = await signUpWithFacebook(deps, input);
    ctx.status = 201;
    ctx.body = presentAuth(token, account);
  };
  router.post('/user/signup/fb', signup);
  router.post('/signup/facebook', signup);

  return router;
}
