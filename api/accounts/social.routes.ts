/**
 * Facebook, by the authorization-code flow (social.service.ts):
 * - `GET /auth/providers`: what the PWA may offer (`{facebook: {app_id}}` or `{facebook: null}`);
 * - `POST /auth/facebook/start` -> `{dialog_url}`: the dialog's address with a fresh `state`, and the
 *   HttpOnly cookie binding that state to this browser (throttled per address: each start is a row);
 * - `POST /user/auth/facebook` `{user: {code, state}}`: the dialog's return, posted by our callback
 *   page; 200 `{auth_token, user}`, or 404 `social_account_unknown` with `signup`
 *   `{facebook_token (the sign-up ticket), facebook_id, firstname, name, email}` for the completion page;
 * - the sign-up `POST /user/signup/fb` = `POST /signup/facebook` `{user: {...}}` (201 `{auth_token, user}`).
 * Without configuration they answer 503 'La connexion avec Facebook n'est pas disponible'.
 */
import Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import type { AppDeps } from '../app-deps';
import { ADDRESS_MESSAGES } from '../../domain/messages';
import { socialSignupSchema } from '../../domain/registration';
import { requiredText } from '../../domain/schema-helpers';
import { API_PREFIX } from '../http/api-prefix';
import { throttle, type ThrottleRule } from '../http/throttle';
import { facebookEnabled } from './facebook.client';
import { FACEBOOK_STATE_MINUTES } from './facebook-logins';
import { wrapped } from '../http/request-body';
import { logInWithFacebookCode, signUpWithFacebook, startFacebookLogin, unknownAccountItem } from './social.service';
import { LOGIN_PER_IP, throttleSignUp } from './throttle-rules';
import { presentAuth } from './user.presenter';
import { presentLoginOutcome } from './second-factor.presenter';

export const facebookReturnSchema = z.object({
  code: requiredText(ADDRESS_MESSAGES.fieldRequired, { max: 2048 }),
  state: requiredText(ADDRESS_MESSAGES.fieldRequired, { max: 256 }),
});

/** Each start writes a row: at most this many per address (a person retrying is far below). */
export const FACEBOOK_START_PER_IP: ThrottleRule = { scope: 'facebook-start:ip', limit: 30, windowMs: 15 * 60 * 1000 };
/** The browser secret of a login attempt (HttpOnly: no script of ours or anyone's reads it). */
export const FACEBOOK_COOKIE = 'entraide_facebook_login';

function setBrowserCookie(ctx: Context, value: string, maxAgeSeconds: number, secure: boolean): void {
  // The cookie goes back only to the route that reads it.
  const attributes = [
    `${FACEBOOK_COOKIE}=${value}`,
    `Path=${API_PREFIX}/user/auth/facebook`,
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ];
  ctx.append('Set-Cookie', attributes.join('; '));
}

export function socialRoutes(deps: AppDeps): Router {
  const router = new Router();
  const secure = deps.config.PUBLIC_URL.startsWith('https:');

  router.get('/auth/providers', (ctx) => {
    ctx.body = { facebook: facebookEnabled(deps.config) ? { app_id: deps.config.FACEBOOK_APP_ID } : null };
  });

  router.post('/auth/facebook/start', async (ctx) => {
    await throttle(deps.db.knex, deps.clock, [[FACEBOOK_START_PER_IP, ctx.ip]]);
    const { dialogUrl, browserSecret } = await startFacebookLogin(deps);
    setBrowserCookie(ctx, browserSecret, FACEBOOK_STATE_MINUTES * 60, secure);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { dialog_url: dialogUrl };
  });

  router.post('/user/auth/facebook', async (ctx) => {
    const input = facebookReturnSchema.parse(wrapped(ctx, 'user'));
    await throttle(deps.db.knex, deps.clock, [[LOGIN_PER_IP, ctx.ip]]);
    const outcome = await logInWithFacebookCode(deps, input, ctx.cookies.get(FACEBOOK_COOKIE));
    // The attempt is used up whatever happens next: its cookie has no further use.
    setBrowserCookie(ctx, '', 0, secure);
    if (outcome.kind === 'known') {
      ctx.body = presentLoginOutcome(outcome.outcome);
      return;
    }
    ctx.status = 404;
    ctx.body = { errors: [unknownAccountItem], signup: outcome.signup };
  });

  const signup = async (ctx: Context) => {
    const input: z.output<ReturnType<typeof socialSignupSchema>> = socialSignupSchema({ today: deps.clock.now() }).parse(
      wrapped(ctx, 'user'),
    );
    await throttleSignUp(deps, ctx.ip);
    const { token, account } = await signUpWithFacebook(deps, input);
    ctx.status = 201;
    ctx.body = presentAuth(token, account);
  };
  router.post('/user/signup/fb', signup);
  router.post('/signup/facebook', signup);

  return router;
}
