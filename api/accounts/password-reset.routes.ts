/**
 * `POST /user/pwd/reset` `{email}` (throttled per account and per IP; 202: the e-mail is on its way; 404 'L'e-mail n'existe pas dans la
 * base de données.' for an unknown address, docs/api-contract.md) and `POST /user/pwd/reset/confirm`
 * `{token, password, password_confirmation}` (200; 422 on the token for an unknown, used or expired link;
 * throttled per IP and overall);
 * `POST /user/email/revert` `{token}` undoes an e-mail change from the link sent to the previous address
 * (200; 422 on the token as above; 409 when that address now belongs to another account).
 */
import Router from '@koa/router';
import type { AppDeps } from '../app-deps';
import { ACCOUNT_NOTICES } from '../../domain/notices';
import { emailRevertSchema, forgotPasswordSchema, passwordResetConfirmSchema } from '../../domain/registration';
import { confirmPasswordReset, requestPasswordReset } from './password-reset.service';
import { EMAIL_RESTORED, revertEmailChange } from './email-revert.service';
import { bodyOf } from '../http/request-body';
import { throttle } from '../http/throttle';
import { resetChecks, throttleResetConfirmation } from './throttle-rules';

export function passwordResetRoutes(deps: AppDeps): Router {
  const router = new Router();

  router.post('/user/pwd/reset', async (ctx) => {
    const { email } = forgotPasswordSchema.parse(bodyOf(ctx));
    await throttle(deps.db.knex, deps.clock, resetChecks(email, ctx.ip));
    await requestPasswordReset(deps, email);
    ctx.status = 202;
    ctx.body = { detail: ACCOUNT_NOTICES.forgotPasswordSent };
  });

  router.post('/user/pwd/reset/confirm', async (ctx) => {
    const input = passwordResetConfirmSchema.parse(bodyOf(ctx));
    await throttleResetConfirmation(deps.db.knex, deps.clock, ctx.ip);
    await confirmPasswordReset(deps, input);
    ctx.body = { detail: ACCOUNT_NOTICES.passwordUpdated };
  });

  router.post('/user/email/revert', async (ctx) => {
    const { token } = emailRevertSchema.parse(bodyOf(ctx));
    await revertEmailChange(deps, token);
    ctx.body = { detail: EMAIL_RESTORED };
  });

  return router;
}
