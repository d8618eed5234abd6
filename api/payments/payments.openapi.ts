/**
 * Payments in the API reference (api/openapi/operation.ts): card registration, card and bank-wire
 * donations, the 3-D Secure return, the provider's hook, bank accounts, mandates, monthly giving and
 * identity documents. The flows themselves: docs/api-contract.md (Card registration, Donations).
 */
import { cardRegistrationSchema, quickCardRegistrationSchema, registeredCardSchema } from '../../domain/card-registration-answers';
import { mandateFormSchema } from '../../domain/bank';
import { donationAnswerSchema, donationThanksSchema, paymentReturnSchema } from '../../domain/donation-answers';
import { donationRequestSchema, quickDonationRequestSchema, subscriptionRequestSchema } from '../../domain/donation-requests';
import { kycUploadSchema } from '../../domain/kyc';
import { quickIdentitySchema } from '../../domain/quick-payment';
import { answer, plainBody, wrappedBody, type ApiOperation } from '../openapi/operation';
import { bankwireBodySchema } from './bankwire/bankwire.service';
import { registrationDataSchema } from './cards/card-registration.routes';
import { donationThanksRequestSchema } from './donations/donation-thanks.routes';
import { paymentReturnRequestSchema } from './donations/donations.routes';

const TAG = 'Payments';
const BROWSER_INFO = {
  language: 'fr-FR',
  user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)',
  color_depth: 24,
  screen_height: 844,
  screen_width: 390,
  timezone_offset: -60,
};
const QUICK_DONOR = { firstname: 'Lucie', name: 'Bernard', email: 'lucie.bernard@exemple.fr', birth_date: '1992-05-17' };
const DONATION = answer(
  201,
  'The donation: `{id, payment_status}`, plus `secureModeRedirectURL` when 3-D Secure is needed (send the browser there).',
  { schema: donationAnswerSchema },
);
const REGISTRATION_DATA = { registration_data: 'data=la-reponse-du-serveur-de-tokenisation' };
const IDENTITY_FIRST = '`kyc_required`: identity documents are needed first (above 2 500 € a calendar year).';

export function paymentsOperations(today: Date): ApiOperation[] {
  return [
    {
      method: 'post',
      path: '/user/register_card',
      tag: TAG,
      summary: 'Pre-register a card',
      access: 'session',
      description:
        'The browser posts the card data straight to `CardRegistrationURL`, then sends the answer to `PUT /user/register_card/{Id}`.',
      ok: answer(200, 'The registration to post the card to.', { schema: cardRegistrationSchema }),
      refusals: { 502: 'The provider did not answer.' },
    },
    {
      method: 'put',
      path: '/user/register_card/:Id',
      tag: TAG,
      summary: 'Finish a card registration',
      access: 'session',
      params: { Id: 'The registration’s `Id`.' },
      body: plainBody(registrationDataSchema, REGISTRATION_DATA),
      ok: answer(200, 'The card.', { schema: registeredCardSchema }),
      refusals: { 404: 'Not a registration of the caller’s.', 422: 'A value fails validation, or the provider refused the card.' },
    },
    {
      method: 'post',
      path: '/user/quick_register_card',
      tag: TAG,
      summary: 'Pre-register a card without an account (quick donation)',
      access: 'public',
      throttled: true,
      description: 'The donor must be 18 or over. `quick_token` is the one-time secret the quick donation presents with the card.',
      body: wrappedBody('user', quickIdentitySchema({ today }), QUICK_DONOR),
      ok: answer(200, 'The registration, the donor’s provider ids and the quick token.', { schema: quickCardRegistrationSchema }),
      refusals: { 502: 'The provider did not answer.' },
    },
    {
      method: 'put',
      path: '/user/quick_register_card/:Id',
      tag: TAG,
      summary: 'Finish a quick card registration',
      access: 'public',
      params: { Id: 'The registration’s `Id`.' },
      body: plainBody(registrationDataSchema, REGISTRATION_DATA),
      ok: answer(200, 'The card.', { schema: registeredCardSchema }),
      refusals: { 404: 'Not a quick donor’s registration.', 422: 'A value fails validation, or the provider refused the card.' },
    },
    {
      method: 'post',
      path: '/cagnottes/:id/donations',
      tag: TAG,
      summary: 'Give by card or by mandate',
      access: 'session',
      idempotent: true,
      params: { id: 'The pot’s id.' },
      description:
        '`amount` is the gift in cents (at least 100); the tip `gift_entraide` is taken as the pay-in’s fees, so the charity receives exactly the gift. The server sets the 3-D Secure return URL, SecureMode and the IP address itself. A company’s creation-flow donation sends `is_main: true`.',
      body: wrappedBody('charity_donation', donationRequestSchema, {
        amount: 2500,
        gift_entraide: 200,
        is_visible: true,
        is_anonymous: false,
        browser_info: BROWSER_INFO,
        payment_info: { PaymentType: 'CARD', card_id: 'card_m_01HZX8' },
      }),
      ok: DONATION,
      refusals: {
        422: `A value fails validation; the pot is closed (\`pot_closed\`); the payment was refused (\`payment_refused\`); ${IDENTITY_FIRST}`,
      },
    },
    {
      method: 'post',
      path: '/cagnottes/:id/quick_donations',
      tag: TAG,
      summary: 'Give by card without an account',
      access: 'public',
      idempotent: true,
      params: { id: 'The pot’s id.' },
      description:
        'With the card registered by `POST /user/quick_register_card` and its `quick_token`; the idempotency scope is the donor’s e-mail.',
      body: wrappedBody('quick_charity_donation', quickDonationRequestSchema({ today }), {
        ...QUICK_DONOR,
        amount: 4500,
        gift_entraide: 0,
        is_visible: true,
        is_anonymous: false,
        browser_info: BROWSER_INFO,
        payment_info: { PaymentType: 'CARD', card_id: 'card_m_01HZX8' },
        quick_token: 'le-secret-de-l-enregistrement-de-la-carte',
      }),
      ok: DONATION,
      refusals: {
        404: 'No such pot, or the card is not the quick token’s.',
        422: `A value fails validation; the pot is closed; the quick token was used; ${IDENTITY_FIRST}`,
      },
    },
    {
      method: 'post',
      path: '/payments/return',
      tag: TAG,
      summary: 'Back from 3-D Secure: re-read the pay-in',
      access: 'optional',
      throttled: true,
      description:
        'Anyone gets the status only; the donation’s owner (its account’s session, or the quick donation’s `quick_token`) also gets `donation_id`, `pot_id` and, when it failed, `result_code`.',
      body: plainBody(paymentReturnRequestSchema, { transactionId: 'payin_m_01HZX9' }),
      ok: answer(200, 'The payment’s status.', { schema: paymentReturnSchema }),
      refusals: { 404: 'No donation has this pay-in.' },
    },
    {
      method: 'post',
      path: '/donations/:id/thanks',
      tag: TAG,
      summary: 'The thank-you page’s facts of a donation',
      access: 'optional',
      description:
        'Amount, pot, charity, status, way of paying and tax receipt of one donation, to its donor only: the account’s session, or the quick donation’s `quick_token`. Anyone else gets the same 404 as for an unknown id.',
      body: plainBody(donationThanksRequestSchema, {}),
      ok: answer(200, 'What the donor gave, and what follows.', { schema: donationThanksSchema }),
      refusals: { 404: 'No donation of the caller has this id (`donation_not_found`).' },
    },
    {
      method: 'get',
      path: '/payments/hooks',
      tag: TAG,
      summary: 'The payment provider’s notification',
      access: 'public',
      throttled: true,
      description:
        'Query `EventType`, `RessourceId` (the provider’s spelling), `Date`. Answers at once and queues the work; nothing in it is trusted (the resource is re-read). Unknown events are answered and dropped.',
      ok: answer(200, '`{status: "received" | "ignored"}`.'),
      refusals: { 503: 'The event could not be queued: the provider delivers it again later.' },
    },
    {
      method: 'post',
      path: '/cagnottes/:id/donations/bankwire',
      tag: TAG,
      summary: 'Give by bank wire',
      access: 'session',
      idempotent: true,
      body: wrappedBody('charity_donation', bankwireBodySchema, { amount: 10000, gift_entraide: 0, is_visible: true, is_anonymous: false }),
      ok: answer(201, 'The donation and what to wire where (IBAN, BIC, the reference to quote, the amount).', {
        type: ['BankWireAnswer', 'api/payments/bankwire/bankwire.service.ts'],
      }),
      refusals: { 422: `A value fails validation; the pot is closed; ${IDENTITY_FIRST}` },
    },
    {
      method: 'post',
      path: '/user/bank_accounts/register',
      tag: TAG,
      summary: 'Register a bank account (for a mandate)',
      access: 'session',
      body: wrappedBody('bank_account', mandateFormSchema, {
        iban: 'FR76 3000 4000 0312 3456 7890 143',
        bic: 'BNPAFRPP',
        bank_account_holder: 'Camille Durand',
        bank_account_address_line_1: '12 rue de la Paix',
        bank_account_postal_code: '75002',
        bank_account_city: 'Paris',
        bank_account_country_iso: 'FR',
      }),
      ok: answer(201, '`{bank_account: {Id, Active}, register_mandate, mandate}`.', {
        type: ['BankAccountAnswer', 'domain/mandate-answers.ts'],
      }),
      refusals: { 422: 'A value fails validation, or the provider refused the IBAN or BIC (`IBAN_INVALID`, `BIC_INVALID`).' },
    },
    {
      method: 'post',
      path: '/user/bank_accounts/:id/mandate/new',
      tag: TAG,
      summary: 'Create a mandate on a bank account',
      access: 'session',
      params: { id: 'The bank account’s provider `Id`.' },
      description: 'Body `{return_url}`: a path of this site (or an address on it) where the confirmation page sends the payer back.',
      ok: answer(201, 'The mandate, with the confirmation page’s address.', { type: ['MandateAnswer', 'domain/mandate-answers.ts'] }),
      refusals: { 404: 'Not a bank account of the caller’s.', 422: '`invalid_return_url`.' },
    },
    {
      method: 'get',
      path: '/user/mandate/:id',
      tag: TAG,
      summary: 'A mandate of the caller’s',
      access: 'session',
      params: { id: 'The mandate’s provider `Id`.' },
      ok: answer(200, 'The mandate.', { type: ['MandateAnswer', 'domain/mandate-answers.ts'] }),
    },
    {
      method: 'post',
      path: '/mandates/:id/confirmed',
      tag: TAG,
      summary: 'Back from the mandate confirmation page',
      access: 'optional',
      params: { id: 'The mandate’s provider `Id`.' },
      description: 'Re-reads the mandate and carries out what waited for it; only the payer gets an answer, anyone else 404.',
      ok: answer(200, 'The mandate, the donations it started and the monthly donations on it.', {
        type: ['MandateConfirmationAnswer', 'domain/mandate-answers.ts'],
      }),
    },
    {
      method: 'post',
      path: '/cagnottes/:id/subscriptions',
      tag: TAG,
      summary: 'Give monthly by mandate',
      access: 'session',
      idempotent: true,
      body: wrappedBody('charity_subscription', subscriptionRequestSchema, {
        amount: 2000,
        gift_entraide: 0,
        is_visible: true,
        is_anonymous: false,
        debit_day: 5,
        recurrence: 1,
        payment_info: { PaymentType: 'MANDATE', mandateID: 'mandate_m_01HZXA' },
      }),
      ok: answer(201, 'The monthly donation.', { type: ['DashboardSubscription', 'domain/dashboard-types.ts'] }),
      refusals: { 422: 'A value fails validation; the mandate is not the caller’s (`mandate_not_found`) or failed (`mandate_failed`).' },
    },
    {
      method: 'post',
      path: '/user/register_kyc',
      tag: TAG,
      summary: 'Send identity documents',
      access: 'session',
      description:
        'Each file in base64 (a `data:` URL prefix allowed), at most 7 MB decoded; `amount` is the payment waiting for them, in cents. The route reads the body as it arrives, with the same rules (api/payments/kyc/kyc-body.ts).',
      body: plainBody(kycUploadSchema, {
        files: [
          {
            filetype: 'IDENTITY_PROOF',
            value:
              'data:application/pdf;base64,JVBERi0xLjQKJcOkw7zDtsOfCjEgMCBvYmoKPDwvVHlwZS9DYXRhbG9nPj4KZW5kb2JqCnRyYWlsZXIKPDwvUm9vdCAxIDAgUj4+CiUlRU9GCg==',
          },
        ],
        amount: 300000,
      }),
      ok: answer(201, 'The documents sent, each with its provider id and status.', {
        type: ['KycUploadAnswer', 'api/payments/kyc/kyc-upload.service.ts'],
      }),
      refusals: { 413: 'The body is over the limit.', 422: 'A value fails validation, or a file is not a PDF, JPEG or PNG.' },
    },
  ];
}
