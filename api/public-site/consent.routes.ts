/**
 * `POST /cookie-choice` (a form: `choice` = accepted | refused, `back` = the page's path): the cookie
 * banner's buttons before the page's script has run. The server writes the banner into the pages it renders
 * (api/http/first-screens.ts), so a visitor on a slow phone can answer it at once: the choice is kept in
 * the consent cookie (domain/consent-cookie.ts), which the PWA reads as its record when its storage holds
 * none, and the visitor is sent back to the page (303). Only the site's own pages may post it: a form on
 * another site cannot make a choice for the visitor.
 */
import Router from '@koa/router';
import { CONSENT_FORM_PATH, consentCookie, consentExpiry, isConsentChoice } from '../../domain/consent-cookie';
import type { AppDeps } from '../app-deps';
import { badRequest, forbidden } from '../http/errors';

/** A path of this site to go back to: absolute, not protocol-relative, printable, of a sane length. */
const SAFE_BACK = /^\/(?![/\\])[\x21-\x7e]{0,2000}$/;

export function consentRoutes(deps: Pick<AppDeps, 'config' | 'clock'>): Router {
  const router = new Router();
  const origin = new URL(deps.config.PUBLIC_URL).origin;

  router.post(CONSENT_FORM_PATH, (ctx) => {
    const from = ctx.get('Origin');
    if ((from && from !== origin) || ctx.get('Sec-Fetch-Site') === 'cross-site') {
      throw forbidden('Ce choix ne peut être fait que depuis les pages d’Entraide.', 'cross_site_choice');
    }
    const body = (ctx.request.body ?? {}) as Record<string, unknown>;
    if (!isConsentChoice(body.choice)) throw badRequest('Choisissez « Accepter » ou « Refuser ».', 'invalid_choice');
    const back = typeof body.back === 'string' && SAFE_BACK.test(body.back) ? body.back : '/';
    ctx.append('Set-Cookie', consentCookie(body.choice, consentExpiry(deps.clock.now()), origin.startsWith('https:')));
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 303;
    ctx.redirect(back);
  });

  return router;
}
