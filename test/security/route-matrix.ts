/**
 * The authorisation matrix: one line per API route, keyed `METHOD /path` as the router spells it,
 * giving the status each caller gets, in the order of ACTORS:
 *   [anonymous, private (the owner of the world's resources), company, manager, other (owns nothing)].
 * `on` names the world's resource put in the path's parameters (security-world.ts), `body` the JSON
 * sent (default `{}`), `query` the query string ({ownerEmail} is the owner's); `fresh` gives the row throw-away accounts (routes acting on the caller's own
 * account, such as closing it); `devOnly` marks a route that never exists in production.
 * docs/api-contract.md: 401 without a session; 403 for a write to someone else's public resource (a pot);
 * 404 for someone else's private resource (donation, subscription, mandate, bank account, card
 * registration), so its existence is not revealed; 422 for a body that fails validation (and for someone
 * else's mandate named in a body: `mandate_not_found` on its field).
 * A row that refuses some caller sends a body the owner can send with success (the owner's card, mandate,
 * registration data, locked pot): only ownership decides, so removing an ownership check fails the row
 * (docs/security.md lists the mutations tried).
 * A route of the router without a line here fails authorisation-matrix.test.ts, and so does a line
 * whose route is gone.
 */
import type { BodyName, Target } from './security-world';

export const ACTORS = ['anonymous', 'private', 'company', 'manager', 'other'] as const;
export type Actor = (typeof ACTORS)[number];

export interface RouteRow {
  expect: readonly [anonymous: number, owner: number, company: number, manager: number, other: number];
  on?: Target;
  body?: BodyName;
  /** A query string (without `?`). */
  query?: string;
  fresh?: boolean;
  devOnly?: boolean;
}

const all = (status: number) => [status, status, status, status, status] as const;
const signedIn = (owner: number, others = owner) => [401, owner, others, others, others] as const;
const manager = (status: number) => [401, 403, 403, status, 403] as const;
/** The charity area: only a charity's representative gets past the guard (api/charity-area/*.test.ts test that side). */
const charityOnly = { expect: [401, 403, 403, 403, 403] } as const;

export const ROUTE_MATRIX: Record<string, RouteRow> = {
  // health, site, dev
  'GET /health': { expect: all(200) },
  'GET /health/ready': { expect: all(200) },
  'GET /site/links': { expect: all(200) },
  'GET /dev/outbox': { expect: all(403), devOnly: true }, // without the outbox token (api/mail/outbox-access.test.ts)
  // the API reference
  'GET /openapi.json': { expect: all(200) },
  'GET /docs': { expect: all(200) },
  'GET /docs/redoc.standalone.js': { expect: all(200) },
  // accounts
  'POST /user/auth': { expect: all(422) },
  'DELETE /user/auth': { expect: signedIn(204) },
  'POST /user/auth/second_factor': { expect: all(422) },
  'GET /user/second_factor': { expect: signedIn(200) },
  'POST /user/second_factor': { expect: signedIn(422) },
  'POST /user/second_factor/confirmation': { expect: signedIn(422) },
  'POST /user/second_factor/deactivation': { expect: signedIn(422) },
  'POST /user/signup/private': { expect: all(422) },
  'POST /user/signup/enterprise': { expect: all(422) },
  'POST /signup': { expect: all(422) },
  'GET /user': { expect: signedIn(200) },
  'PUT /user': { expect: signedIn(422) },
  'PUT /user/pwd/update': { expect: signedIn(200) },
  'PUT /user/company/upload/logo': { expect: [401, 403, 200, 403, 403], body: 'logoUpload' },
  'GET /user/export': { expect: signedIn(200) },
  'DELETE /user': { expect: signedIn(204), fresh: true },
  'POST /kyc/level': { expect: signedIn(200, 404) }, // 404: the caller has no provider account yet
  'POST /user/pwd/reset': { expect: all(422) },
  'POST /user/pwd/reset/confirm': { expect: all(422) },
  'POST /user/email/revert': { expect: all(422) },
  'POST /user/email/confirm': { expect: all(422) },
  'GET /user/email/pending': { expect: signedIn(200) },
  'DELETE /user/email/pending': { expect: signedIn(204) },
  'GET /user/sessions': { expect: signedIn(200) },
  'DELETE /user/sessions': { expect: signedIn(200), fresh: true },
  // 404 for another person's session: it is neither ended nor told apart from one that does not exist.
  'DELETE /user/sessions/:id': { expect: [401, 204, 404, 404, 404], on: 'ownerSession' },
  'GET /auth/providers': { expect: all(200) },
  'POST /auth/facebook/start': { expect: all(503) }, // Facebook is not configured in this world
  'POST /user/auth/facebook': { expect: all(422) },
  'POST /user/signup/fb': { expect: all(422) },
  'POST /signup/facebook': { expect: all(422) },
  // directory and public site
  'GET /assocs': { expect: all(200) },
  'POST /assocs/filter': { expect: all(200) },
  'GET /assocs/url/:url': { expect: all(200), on: 'charitySlug' },
  'GET /assocs/:id': { expect: all(200), on: 'charity' },
  'GET /assoc_categories': { expect: all(200) },
  'GET /assoc_categories/:id': { expect: all(200), on: 'category' },
  'GET /assoc_categories/:id/assocs': { expect: all(200), on: 'category' },
  'GET /regions': { expect: all(200) },
  'GET /odds': { expect: all(200) },
  'GET /event_types': { expect: all(200) },
  'GET /event_types/:id': { expect: all(200), on: 'eventType' },
  'POST /seeker': { expect: all(422) },
  'POST /sponsorship/show': { expect: all(422) },
  'POST /subscribers/add': { expect: all(422) },
  'POST /subscribers/confirm': { expect: all(422) },
  'POST /subscribers/unsubscribe': { expect: all(422) },
  'POST /analytics/page_views': { expect: all(422) },
  // pots
  'POST /user/cagnottes': { expect: signedIn(422) },
  'PUT /user/cagnottes/:id': { expect: [401, 200, 403, 403, 403], on: 'ownerPot', body: 'potEdit' },
  'PUT /user/cagnottes/:id/banner': { expect: [401, 200, 403, 403, 403], on: 'ownerPot', body: 'bannerUpload' },
  'POST /user/cagnottes/:id/close': { expect: [401, 200, 403, 403, 403], on: 'potToClose' },
  'GET /cagnottes/:id': { expect: all(200), on: 'ownerPot' },
  'GET /cagnottes/:id/donations': { expect: all(200), on: 'othersPot' },
  'GET /cagnottes/:id/live': { expect: all(200), on: 'othersPot' }, // an event stream: read up to its first event
  'POST /share/emails': { expect: [401, 403, 200, 403, 403], body: 'companyPotShare' }, // the company's locked pot
  'POST /share/decline': { expect: all(404) }, // no token: no such invitation
  // dashboard
  'GET /user/donations': { expect: signedIn(200) },
  'GET /user/subscriptions': { expect: signedIn(200) },
  'POST /subscriptions/:id': { expect: [401, 200, 404, 404, 404], on: 'subscription', body: 'subscriptionEdit' },
  'GET /cagnottes': { expect: signedIn(200) },
  'GET /user/donations/:id/cerfa': { expect: [401, 200, 404, 404, 404], on: 'donation' },
  'GET /user/receipts/annual': { expect: signedIn(404), query: 'year=2025&assoc_id=1' }, // nobody's debits in 2025
  // payments: cards and donations
  'POST /user/register_card': { expect: signedIn(200) },
  'PUT /user/register_card/:Id': { expect: [401, 200, 404, 404, 404], on: 'cardRegistration', body: 'registrationData' },
  'POST /user/quick_register_card': { expect: all(422) },
  'PUT /user/quick_register_card/:Id': { expect: all(422), on: 'quickCardRegistration' },
  'POST /cagnottes/:id/donations': { expect: [401, 201, 404, 404, 404], on: 'othersPot', body: 'ownerCardDonation' },
  'POST /cagnottes/:id/quick_donations': { expect: all(404), on: 'othersPot', body: 'quickCardOfAnother' },
  'POST /payments/return': { expect: all(422) },
  // the thank-you page's facts of a donation: its donor only, the same 404 to anyone else (issue 47)
  'POST /donations/:id/thanks': { expect: [404, 200, 404, 404, 404], on: 'donation' },
  'GET /payments/hooks': { expect: all(200) },
  // payments: bank side
  'POST /cagnottes/:id/donations/bankwire': { expect: signedIn(422), on: 'othersPot' },
  'POST /user/bank_accounts/register': { expect: signedIn(422) },
  'POST /user/bank_accounts/:id/mandate/new': { expect: [401, 201, 404, 404, 404], on: 'bankAccount', body: 'mandateNew' },
  'GET /user/mandate/:id': { expect: [401, 200, 404, 404, 404], on: 'mandate' },
  'POST /mandates/:id/confirmed': { expect: [404, 200, 404, 404, 404], on: 'mandate' },
  'POST /cagnottes/:id/subscriptions': { expect: [401, 201, 422, 422, 422], on: 'ownerPot', body: 'ownerMandateSubscription' },
  'POST /user/register_kyc': { expect: signedIn(422) },
  // organiser export
  'GET /user/cagnottes/:id/donations.csv': { expect: [401, 200, 403, 403, 403], on: 'ownerPot' },
  // manager area (403 for every other account, even the owner of the resource)
  'GET /manager/charities': { expect: manager(200) },
  'POST /manager/charities': { expect: manager(422) },
  'GET /manager/charities/:id': { expect: manager(200), on: 'charity' },
  'PUT /manager/charities/:id': { expect: manager(200), on: 'charity' },
  'POST /manager/charities/:id/activate': { expect: manager(200), on: 'charity' },
  'POST /manager/charities/:id/deactivate': { expect: manager(200), on: 'charity2' },
  'PUT /manager/charities/:id/media/:media': { expect: manager(415), on: 'charityMedia' },
  'DELETE /manager/charities/:id/media/:media': { expect: manager(404), on: 'charityMediaId' },
  'GET /manager/charities/:id/kyc': { expect: manager(200), on: 'charity' },
  'POST /manager/charities/:id/kyc_documents': { expect: manager(415), on: 'charity' }, // multipart only
  'GET /manager/charities/:id/payouts': { expect: manager(200), on: 'charity' },
  'POST /manager/charities/:id/payouts': { expect: manager(422), on: 'charity' },
  'GET /manager/pots': { expect: manager(200) },
  'GET /manager/pots/:id': { expect: manager(200), on: 'ownerPot' },
  'GET /manager/pots/:id/donations': { expect: manager(200), on: 'othersPot' },
  'POST /manager/pots/:id/deactivate': { expect: manager(200), on: 'othersPot' },
  'GET /manager/donations': { expect: manager(200) },
  'GET /manager/donations/:id/refunds': { expect: manager(200), on: 'donation' },
  'GET /manager/donations/:id/disputes': { expect: manager(200), on: 'donation' },
  'POST /manager/donations/:id/refund': { expect: manager(201), on: 'donation' }, // the whole donation
  'GET /manager/payouts': { expect: manager(200) },
  'GET /manager/kyc': { expect: manager(200), query: 'email={ownerEmail}' },
  'GET /manager/newsletter_subscribers': { expect: manager(200) },
  'GET /manager/audit_log': { expect: manager(200) },
  'GET /manager/money_findings': { expect: manager(200) },
  'GET /manager/yearly_totals': { expect: manager(200), query: 'year=2026' },
  'GET /manager/exports/yearly_totals.csv': { expect: manager(200), query: 'year=2026' },
  'GET /manager/exports/charities/:id/donations.csv': { expect: manager(200), on: 'charity', query: 'year=2026' },
  // the charity area (docs/charity-area.md)
  'POST /manager/charities/:id/representative_invitations': { expect: manager(422), on: 'charity' },
  'GET /manager/charities/:id/representative_invitations': { expect: manager(200), on: 'charity' },
  'GET /charity_invitations/:token': { expect: all(404) }, // no token: no such invitation
  'POST /charity_invitations/:token/accept': { expect: all(404) },
  'GET /charity/overview': charityOnly,
  'PUT /charity/legal_details': charityOnly,
  'POST /charity/sca_enrolment': charityOnly,
  'POST /charity/sca_enrolment/refresh': charityOnly,
  'PUT /charity/payout_account': charityOnly,
  'POST /charity/payout_account/refresh': charityOnly,
  'GET /charity/documents': charityOnly,
  'POST /charity/documents': charityOnly,
  'GET /charity/money': charityOnly,
  'GET /charity/exports/money.csv': charityOnly,
};
