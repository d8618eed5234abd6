/** The manager area (and the organiser's CSV export) in the API reference (api/openapi/operation.ts). */
import { charityCreateSchema, charityEditSchema } from '../../domain/charity-input';
import { answer, multipartBody, plainBody, wrappedBody, type Answer, type ApiOperation } from '../openapi/operation';
import { MEDIA_FIELD } from './charity-media.service';
import { charityListSchema } from './manager-charities.routes';
import { auditSchema, payoutListSchema, subscriberSchema } from './manager-money.routes';
import { donationSearchSchema, pagingSchema, potSearchSchema, reasonBodySchema } from './manager-params';

const TAG = 'Manager';
const TYPES = 'domain/manager-types.ts';
const one = (description: string, name: string): Answer => answer(200, description, { type: [name, TYPES] });
const list = (description: string, name: string, file = TYPES): Answer => answer(200, description, { type: [name, file], list: true });
const YEAR = 'Query `year` (2000 to 2100).';
const CSV = answer(200, 'A CSV file (semicolon-separated, UTF-8), as an attachment.', { contentType: 'text/csv' });
const CHARITY = {
  name: 'Les Amis de l’École',
  url: 'les-amis-de-l-ecole',
  description: 'Soutien scolaire pour les enfants du quartier.',
  category_id: 1,
  country_iso: 'FR',
  cerfa_type: 'GENERATED',
};

export function managerOperations(): ApiOperation[] {
  const ops: Array<Omit<ApiOperation, 'tag' | 'access'>> = [
    {
      method: 'get',
      path: '/manager/charities',
      summary: 'Search the charities',
      query: charityListSchema,
      ok: list('One page.', 'CharityListItem'),
    },
    {
      method: 'post',
      path: '/manager/charities',
      summary: 'Create a charity',
      body: wrappedBody('charity', charityCreateSchema, CHARITY),
      ok: answer(201, 'The charity.', { type: ['ManagerCharity', TYPES] }),
      refusals: { 409: 'The address (`url`) is taken.' },
    },
    {
      method: 'get',
      path: '/manager/charities/:id',
      summary: 'A charity, with its media, bank account and provider ids',
      ok: one('The charity.', 'ManagerCharity'),
    },
    {
      method: 'put',
      path: '/manager/charities/:id',
      summary: 'Edit a charity (only the fields sent)',
      body: wrappedBody('charity', charityEditSchema, {
        description: 'Soutien scolaire et sorties culturelles.',
        tax_rates: [
          { assoc_type: 'PRIVATE', value: 66 },
          { assoc_type: 'ENTERPRISE', value: 60 },
        ],
      }),
      ok: one('The charity.', 'ManagerCharity'),
      refusals: { 409: 'The address (`url`) is taken.' },
    },
    {
      method: 'post',
      path: '/manager/charities/:id/activate',
      summary: 'Show a charity in the directory',
      ok: one('The charity.', 'ManagerCharity'),
    },
    {
      method: 'post',
      path: '/manager/charities/:id/deactivate',
      summary: 'Hide a charity from the directory',
      ok: one('The charity.', 'ManagerCharity'),
    },
    {
      method: 'put',
      path: '/manager/charities/:id/media/:media',
      summary: 'Add a charity image or document',
      params: { media: 'The kind of medium: logo, banner or diaporama.' },
      body: multipartBody({ [MEDIA_FIELD]: 'The image (jpg, jpeg, png) or document, at most 2 MB.' }),
      ok: one('The medium.', 'CharityMedia'),
      refusals: {
        413: 'The file is over the limit.',
        415: 'Not a multipart form.',
        422: 'Not a file of an accepted type (`invalid_file`).',
      },
    },
    {
      method: 'delete',
      path: '/manager/charities/:id/media/:media',
      summary: 'Remove a charity medium',
      params: { media: 'The medium’s id.' },
      ok: answer(200, 'The charity’s remaining media.'),
    },
    {
      method: 'get',
      path: '/manager/charities/:id/kyc',
      summary: 'The charity’s identity documents at the provider',
      ok: one('What was sent and what is missing.', 'CharityKycStatus'),
    },
    {
      method: 'post',
      path: '/manager/charities/:id/kyc_documents',
      summary: 'Send one of the charity’s identity documents',
      body: multipartBody({
        type: 'IDENTITY_PROOF, REGISTRATION_PROOF or ARTICLES_OF_ASSOCIATION.',
        files: 'One to five pages (PDF, JPEG or PNG), each a `files` field.',
      }),
      ok: answer(201, 'The submission.', { type: ['CharityKycSubmission', TYPES] }),
      refusals: { 413: 'The pages are over the limit.', 415: 'Not a multipart form.' },
    },
    {
      method: 'get',
      path: '/manager/charities/:id/payouts',
      summary: 'The charity’s payouts',
      query: pagingSchema,
      ok: list('One page.', 'Payout'),
    },
    {
      method: 'post',
      path: '/manager/charities/:id/payouts',
      summary: 'Pay the charity’s balance out to its bank account',
      idempotent: true,
      ok: answer(201, 'The payout.', { type: ['Payout', TYPES] }),
      refusals: {
        422: 'Nothing to pay (`empty_balance`), no wallet, no usable payout account (`payout_account_missing`: none, its SCA not done, or its payee check NO_MATCH / MATCH_NOT_POSSIBLE), the representative’s SCA not done (`sca_not_enrolled`), or identity documents not validated (`kyc_not_validated`).',
      },
    },
    { method: 'get', path: '/manager/pots', summary: 'Search the pots', query: potSearchSchema, ok: list('One page.', 'ManagerPot') },
    { method: 'get', path: '/manager/pots/:id', summary: 'A pot', ok: one('The pot.', 'ManagerPot') },
    {
      method: 'get',
      path: '/manager/pots/:id/donations',
      summary: 'A pot’s donations (anonymous donors marked, not hidden)',
      query: pagingSchema,
      ok: list('One page.', 'ManagerDonation'),
    },
    {
      method: 'post',
      path: '/manager/pots/:id/deactivate',
      summary: 'Deactivate a pot and refund its donations',
      idempotent: true,
      body: plainBody(reasonBodySchema, { reason: 'Cagnotte frauduleuse' }),
      ok: one('The pot and the refunds started.', 'DeactivationResult'),
    },
    {
      method: 'get',
      path: '/manager/donations',
      summary: 'Search the donations',
      query: donationSearchSchema,
      ok: list('One page.', 'ManagerDonation'),
    },
    { method: 'get', path: '/manager/donations/:id/refunds', summary: 'A donation’s refunds', ok: list('Oldest first.', 'Refund') },
    {
      method: 'get',
      path: '/manager/donations/:id/disputes',
      summary: 'A donation’s disputes',
      ok: list('Oldest first.', 'DonationDispute'),
    },
    {
      method: 'post',
      path: '/manager/donations/:id/refund',
      summary: 'Refund a whole donation',
      idempotent: true,
      body: plainBody(reasonBodySchema, { reason: 'Erreur de montant du donateur' }),
      ok: answer(201, 'The refund.', { type: ['Refund', TYPES] }),
      refusals: { 422: 'A value fails validation, or the donation cannot be refunded (`not_refundable`).' },
    },
    { method: 'get', path: '/manager/payouts', summary: 'Search the payouts', query: payoutListSchema, ok: list('One page.', 'Payout') },
    {
      method: 'get',
      path: '/manager/kyc',
      summary: 'An account’s identity documents at the provider',
      description: 'Query `email`: the account’s e-mail.',
      ok: one('What was sent and what is missing.', 'UserKycStatus'),
    },
    {
      method: 'get',
      path: '/manager/newsletter_subscribers',
      summary: 'The newsletter’s subscribers',
      query: subscriberSchema,
      ok: list('One page.', 'NewsletterSubscriber'),
    },
    {
      method: 'get',
      path: '/manager/audit_log',
      summary: 'The managers’ actions',
      query: auditSchema,
      ok: list('Newest first.', 'AuditLogEntry'),
    },
    {
      method: 'get',
      path: '/manager/money_findings',
      summary: 'The money reconciliation’s findings',
      query: pagingSchema,
      ok: list('Newest run first.', 'MoneyFinding', 'domain/money-findings.ts'),
    },
    {
      method: 'get',
      path: '/manager/yearly_totals',
      summary: 'Each charity’s totals of a year',
      description: YEAR,
      ok: list('One line per charity.', 'YearlyTotal'),
    },
    { method: 'get', path: '/manager/exports/yearly_totals.csv', summary: 'The yearly totals as CSV', description: YEAR, ok: CSV },
    {
      method: 'get',
      path: '/manager/exports/charities/:id/donations.csv',
      summary: 'A charity’s donations of a year as CSV',
      description: YEAR,
      ok: CSV,
    },
  ];
  return [
    ...ops.map((op): ApiOperation => ({ ...op, tag: TAG, access: 'manager' })),
    {
      method: 'get',
      path: '/user/cagnottes/:id/donations.csv',
      tag: 'Pots',
      summary: 'A pot’s donations as CSV (its organiser)',
      access: 'session',
      description: 'Anonymous donors are not named.',
      ok: CSV,
      refusals: { 403: 'The pot is not the caller’s.' },
    },
  ];
}
