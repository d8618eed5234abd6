/**
 * Newsletter: `POST /subscribers/add?email=` (the spec's call; a JSON `{email}` body is accepted too),
 * `POST /subscribers/confirm {token}` and `POST /subscribers/unsubscribe {token}` (docs/api-contract.md).
 * Sign-ups are throttled per client address and per e-mail address.
 */
import Router from '@koa/router';
import { z } from 'zod';
import { ACCOUNT_NOTICES } from '../../domain/notices';
import { newsletterEmailSchema } from '../../domain/identity';
import type { AppDeps } from '../app-deps';
import { internal } from '../http/errors';
import type { MailSender } from './newsletter-mails';
import { confirmSubscription, NEWSLETTER_TEXTS, subscribe, unsubscribe } from './newsletter.service';
import { createRateLimiter } from './rate-limit';

export const SignUp = z.object({ email: newsletterEmailSchema });
const TOKEN_INVALID = 'Ce lien n’est pas valide';
export const TokenBody = z.object({
  token: z.string({ error: TOKEN_INVALID }).trim().min(1, { error: TOKEN_INVALID }).max(128, { error: TOKEN_INVALID }),
});

/** Sign-ups allowed per client address, and per e-mail address. */
export const NEWSLETTER_LIMITS = {
  perClient: { limit: 10, windowMs: 10 * 60_000 },
  perEmail: { limit: 3, windowMs: 60 * 60_000 },
} as const;

function mailSender(deps: AppDeps): MailSender {
  if (!deps.mail) throw internal();
  return deps.mail;
}

function bodyOf(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}

export function newsletterRoutes(deps: AppDeps): Router {
  const router = new Router();
  const perClient = createRateLimiter('newsletter:client', NEWSLETTER_LIMITS.perClient, deps.db.knex, deps.clock);
  const perEmail = createRateLimiter('newsletter:email', NEWSLETTER_LIMITS.perEmail, deps.db.knex, deps.clock);

  router.post('/subscribers/add', async (ctx) => {
    await perClient.hit(ctx.ip);
    const { email } = SignUp.parse({ email: ctx.query.email ?? bodyOf(ctx.request.body).email });
    await perEmail.hit(email.toLowerCase());
    await subscribe({ db: deps.db.knex, mail: mailSender(deps), clock: deps.clock, publicUrl: deps.config.PUBLIC_URL }, email);
    ctx.body = { message: ACCOUNT_NOTICES.newsletterSubscribed };
  });

  router.post('/subscribers/confirm', async (ctx) => {
    const { token } = TokenBody.parse(bodyOf(ctx.request.body));
    await confirmSubscription({ db: deps.db.knex, clock: deps.clock }, token);
    ctx.body = { message: NEWSLETTER_TEXTS.confirmed };
  });

  router.post('/subscribers/unsubscribe', async (ctx) => {
    const { token } = TokenBody.parse(bodyOf(ctx.request.body));
    await unsubscribe({ db: deps.db.knex }, token);
    ctx.body = { message: NEWSLETTER_TEXTS.unsubscribed };
  });

  return router;
}
