/** The public site's calls in the API reference (api/openapi/operation.ts): newsletter, audience, links. */
import { answer, plainBody, type ApiOperation } from '../openapi/operation';
import { SignUp, TokenBody } from './newsletter.routes';
import { PageViewBody } from './page-views.service';

const TAG = 'Public site';

export function publicSiteOperations(): ApiOperation[] {
  return [
    {
      method: 'post',
      path: '/subscribers/add',
      tag: TAG,
      summary: 'Subscribe to the newsletter (a confirmation e-mail follows)',
      access: 'public',
      throttled: true,
      description: 'The spec’s call puts the address in the query string (`?email=`); a JSON `{email}` body is accepted too.',
      body: plainBody(SignUp, { email: 'camille.durand@exemple.fr' }),
      ok: answer(200, '`{message}`.'),
    },
    {
      method: 'post',
      path: '/subscribers/confirm',
      tag: TAG,
      summary: 'Confirm a subscription (the e-mail’s link)',
      access: 'public',
      body: plainBody(TokenBody, { token: 'le-jeton-du-lien-recu-par-e-mail' }),
      ok: answer(200, '`{message}`.'),
      refusals: { 404: 'Unknown link.' },
    },
    {
      method: 'post',
      path: '/subscribers/unsubscribe',
      tag: TAG,
      summary: 'Unsubscribe (the e-mail’s link)',
      access: 'public',
      body: plainBody(TokenBody, { token: 'le-jeton-du-lien-recu-par-e-mail' }),
      ok: answer(200, '`{message}`.'),
      refusals: { 404: 'Unknown link.' },
    },
    {
      method: 'post',
      path: '/analytics/page_views',
      tag: TAG,
      summary: 'Count a page view',
      access: 'public',
      throttled: true,
      description: 'Audience measurement without personal data (path, day, an anonymous id rotated daily). Not recorded with `Sec-GPC: 1`.',
      body: plainBody(PageViewBody, { path: '/associations' }),
      ok: answer(204, 'Counted (or not, as the visitor chose).'),
    },
    {
      method: 'get',
      path: '/site/links',
      tag: TAG,
      summary: 'The external sites the PWA links to',
      access: 'public',
      ok: answer(200, 'Each address, null when not configured.', { type: ['SiteLinks', 'domain/seo.ts'] }),
    },
  ];
}
