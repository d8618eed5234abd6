/**
 * Every operation of the API reference, area by area, with the tags that group them in the page. The
 * development outbox is described only where it is mounted (outboxRoutes), so the document and the
 * router always list the same routes (test/docs/openapi.test.ts).
 */
import { accountsOperations } from '../accounts/accounts.openapi';
import type { AppDeps } from '../app-deps';
import { dashboardOperations } from '../dashboard/dashboard.openapi';
import { directoryOperations } from '../directory/directory.openapi';
import { outboxRoutes } from '../mail/outbox.routes';
import { managerOperations } from '../manager/manager.openapi';
import { charityAreaOperations } from '../charity-area/charity-area.openapi';
import { paymentsOperations } from '../payments/payments.openapi';
import { potsOperations } from '../pots/pots.openapi';
import { publicSiteOperations } from '../public-site/public-site.openapi';
import type { Tag } from './document';
import { answer, type ApiOperation } from './operation';

export const TAGS: Tag[] = [
  { name: 'Accounts', description: 'Log in and out, sign up, the profile, sessions, e-mail changes, personal data.' },
  { name: 'Directory', description: 'The charities, their categories, regions, goals, and the pot event types.' },
  { name: 'Pots', description: 'Creating, editing, closing and sharing a pot, its public page and participants.' },
  { name: 'Payments', description: 'Cards, donations, bank wires, mandates, monthly giving, identity documents, the provider’s hook.' },
  { name: 'Dashboard', description: 'The caller’s donations, receipts, monthly donations and pots.' },
  { name: 'Public site', description: 'The newsletter, audience measurement and the external links.' },
  { name: 'Manager', description: 'The back office: charities, pots, donations, refunds, payouts, identity documents, exports.' },
  {
    name: 'Charity area',
    description:
      'A charity’s representative: the invitation, legal details, strong authentication, payout account, documents, money received.',
  },
  { name: 'Service', description: 'Health probes, this reference, and development helpers.' },
];

function serviceOperations(deps: Pick<AppDeps, 'config' | 'mail'>): ApiOperation[] {
  const tag = 'Service';
  return [
    { method: 'get', path: '/health', tag, summary: 'Liveness', access: 'public', ok: answer(200, '`{status: "ok"}`.') },
    {
      method: 'get',
      path: '/health/ready',
      tag,
      summary: 'Readiness (the database answers)',
      access: 'public',
      ok: answer(200, '`{status: "ok"}`.'),
      refusals: { 503: '`{status: "unavailable"}`.' },
    },
    {
      method: 'get',
      path: '/openapi.json',
      tag,
      summary: 'This reference (OpenAPI 3.1)',
      access: 'public',
      description: 'Public and cacheable (ETag).',
      ok: answer(200, 'The document.'),
    },
    {
      method: 'get',
      path: '/docs',
      tag,
      summary: 'This reference as a page',
      access: 'public',
      ok: answer(200, 'The page.', { contentType: 'text/html' }),
    },
    {
      method: 'get',
      path: '/docs/redoc.standalone.js',
      tag,
      summary: 'The page’s viewer (Redoc), served by the product',
      access: 'public',
      ok: answer(200, 'The script.', { contentType: 'text/javascript' }),
    },
    ...(outboxRoutes(deps).length > 0
      ? [
          {
            method: 'get',
            path: '/dev/outbox',
            tag,
            summary: 'The mails of the development outbox (`npm start` only)',
            access: 'public',
            description:
              'Mounted only with DEV_OUTBOX outside production and without SMTP; wants the token printed at start-up (or DEV_OUTBOX_TOKEN) in the `X-Dev-Outbox-Token` header (403 without it), and answers only loopback callers. Query `to` keeps one recipient’s mails.',
            ok: answer(200, 'Newest first.', { type: ['OutboxMail', 'api/mail/outbox.routes.ts'], list: true }),
            refusals: { 403: 'Without the outbox token in `X-Dev-Outbox-Token`.' },
          } satisfies ApiOperation,
        ]
      : []),
  ];
}

/** Every operation, for schemas that depend on the day (birth dates, closing dates) as of `today`. */
export function apiOperations(deps: Pick<AppDeps, 'config' | 'mail'>, today: Date): ApiOperation[] {
  return [
    ...serviceOperations(deps),
    ...accountsOperations(today),
    ...directoryOperations(),
    ...publicSiteOperations(),
    ...potsOperations(today),
    ...dashboardOperations(),
    ...paymentsOperations(today),
    ...managerOperations(),
    ...charityAreaOperations(today),
  ];
}
