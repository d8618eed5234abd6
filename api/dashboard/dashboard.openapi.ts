/** The personal dashboard in the API reference (api/openapi/operation.ts): donations, receipts, monthly giving, own pots. */
import { SUBSCRIPTION_STATUS_CODES } from '../../domain/constants';
import { subscriptionUpdateSchema } from '../../domain/requests';
import { answer, bodyVariants, type ApiOperation } from '../openapi/operation';
import { subscriptionsPaging } from './dashboard.routes';
import { annualQuerySchema } from './receipt-download';

const TAG = 'Dashboard';
const PRIVATE = 'Personal: `Cache-Control: private, no-store`.';

export function dashboardOperations(): ApiOperation[] {
  return [
    {
      method: 'get',
      path: '/user/donations',
      tag: TAG,
      summary: 'The caller’s donations',
      access: 'session',
      description: `${PRIVATE} \`amount\` is the gift alone; the tip is \`gift_entraide\`.`,
      ok: answer(200, 'Newest first.', { type: ['DashboardDonation', 'domain/dashboard-types.ts'], list: true }),
    },
    {
      method: 'get',
      path: '/user/donations/:id/cerfa',
      tag: TAG,
      summary: 'A donation’s tax receipt (PDF)',
      access: 'session',
      ok: answer(200, 'The receipt.', { contentType: 'application/pdf' }),
      refusals: { 404: 'Not a donation of the caller’s, or it has no receipt.' },
    },
    {
      method: 'get',
      path: '/user/receipts/annual',
      tag: TAG,
      summary: 'The annual receipt of a charity’s monthly debits (PDF)',
      access: 'session',
      query: annualQuerySchema,
      ok: answer(200, 'The receipt.', { contentType: 'application/pdf' }),
      refusals: {
        404: 'No debit to that charity that year.',
        422: 'A value fails validation, or the year is not over (`annual_receipt_year_open`).',
      },
    },
    {
      method: 'get',
      path: '/user/subscriptions',
      tag: TAG,
      summary: 'The caller’s monthly donations',
      access: 'session',
      description: PRIVATE,
      query: subscriptionsPaging,
      ok: answer(200, 'One page.', { type: ['DashboardSubscription', 'domain/dashboard-types.ts'], list: true }),
    },
    {
      method: 'post',
      path: '/subscriptions/:id',
      tag: TAG,
      summary: 'Stop, resume or move a monthly donation',
      access: 'session',
      body: bodyVariants(
        {
          name: 'Stop or resume',
          wrapper: 'charity_subscription',
          schema: subscriptionUpdateSchema,
          example: { charity_subscription: { id: 1, status: SUBSCRIPTION_STATUS_CODES.stop } },
        },
        {
          name: 'New debit day',
          wrapper: 'charity_subscription',
          schema: subscriptionUpdateSchema,
          example: { charity_subscription: { id: 1, debit_day: 15 } },
        },
      ),
      ok: answer(200, 'The monthly donation as it now stands.', { type: ['DashboardSubscription', 'domain/dashboard-types.ts'] }),
    },
    {
      method: 'get',
      path: '/cagnottes',
      tag: TAG,
      summary: 'The caller’s pots',
      access: 'session',
      description: PRIVATE,
      ok: answer(200, 'Newest first.', { type: ['DashboardPot', 'domain/dashboard-types.ts'], list: true }),
    },
  ];
}
