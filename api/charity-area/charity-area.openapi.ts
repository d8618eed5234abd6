/** The charity area (docs/charity-area.md) in the API reference (api/openapi/operation.ts). */
import { charityInvitationSchema, invitationAcceptSchema, legalDetailsSchema, payoutAccountSchema } from '../../domain/charity-area';
import { answer, multipartBody, plainBody, wrappedBody, type ApiOperation } from '../openapi/operation';

const TAG = 'Charity area';
const TYPES = 'domain/charity-area-types.ts';
const INVALID_LINK = 'Unknown, used, replaced or expired link (`invitation_invalid`).';
const LEGAL_DETAILS = {
  organisation_name: 'Les Jardins Partagés du Val',
  registration_kind: 'rna',
  registration_number: 'W751234567',
  address_line_1: '12 rue des Lilas',
  postal_code: '75011',
  city: 'Paris',
  country_iso: 'FR',
  representative_first_name: 'Inès',
  representative_last_name: 'Moreau',
  representative_birth_date: '1980-04-12',
  representative_nationality: 'FR',
  representative_country_of_residence: 'FR',
  representative_email: 'ines.moreau@jardins-partages.example',
  representative_phone: '+33 6 12 34 56 78',
};

export function charityAreaOperations(today: Date): ApiOperation[] {
  const manager: ApiOperation[] = [
    {
      method: 'post',
      path: '/manager/charities/:id/representative_invitations',
      tag: 'Manager',
      access: 'manager',
      summary: 'Invite a charity’s representative',
      description:
        'E-mails a single-use link valid 7 days (`/association/espace/invitation/{token}`); only the token’s SHA-256 is stored. A new invitation cancels the charity’s unused ones.',
      body: plainBody(charityInvitationSchema, { email: 'tresorerie@jardins-partages.example' }),
      ok: answer(201, 'The invitation.', { type: ['RepresentativeInvitation', TYPES] }),
      refusals: { 409: 'The address already has an account (`email_taken`).', 503: 'The e-mail could not be sent (`mail_failed`).' },
    },
    {
      method: 'get',
      path: '/manager/charities/:id/representative_invitations',
      tag: 'Manager',
      access: 'manager',
      summary: 'A charity’s representative invitations',
      ok: answer(200, 'Newest first.', { type: ['RepresentativeInvitation', TYPES], list: true }),
    },
  ];
  const invitation: ApiOperation[] = [
    {
      method: 'get',
      path: '/charity_invitations/:token',
      tag: TAG,
      access: 'public',
      summary: 'What an invitation link shows',
      params: { token: 'The token of the e-mailed link.' },
      ok: answer(200, 'The invited address and the charity.', { type: ['CharityInvitationView', TYPES] }),
      refusals: { 404: INVALID_LINK },
    },
    {
      method: 'post',
      path: '/charity_invitations/:token/accept',
      tag: TAG,
      access: 'public',
      summary: 'Accept an invitation: set a password, sign in',
      description:
        'Creates the charity account (role `charity`, bound to the invitation’s charity) and answers as sign-up does. The link is used up.',
      params: { token: 'The token of the e-mailed link.' },
      body: plainBody(invitationAcceptSchema, { password: 'Asso-Solide-2026!', password_confirmation: 'Asso-Solide-2026!' }),
      ok: answer(201, '`{auth_token, user}`, as sign-up.'),
      refusals: { 404: INVALID_LINK, 409: 'The address got an account meanwhile (`email_taken`).' },
    },
  ];
  const charity: Array<Omit<ApiOperation, 'tag' | 'access'>> = [
    {
      method: 'get',
      path: '/charity/overview',
      summary: 'The charity’s home: its onboarding steps and whether it can be paid out',
      ok: answer(200, 'The overview.', { type: ['CharityOverview', TYPES] }),
    },
    {
      method: 'put',
      path: '/charity/legal_details',
      summary: 'The charity’s legal details (organisation, RNA or SIREN, head office, representative)',
      description:
        'RNA: `W` and 9 digits; SIREN: 9 digits with a valid Luhn key; French postal code of 5 digits in France; representative 18 or older. Creates the charity’s provider legal user (ORGANIZATION, OWNER, SCA endpoint) when it has none, else updates it.',
      body: wrappedBody('legal_details', legalDetailsSchema({ today }), LEGAL_DETAILS),
      ok: answer(200, '`{legal_details, sca}`.'),
      refusals: {
        422: 'A value fails validation (every failing field listed), or the provider refuses the details (`legal_details_refused`).',
        502: 'The provider cannot be reached.',
      },
    },
    {
      method: 'post',
      path: '/charity/sca_enrolment',
      summary: 'The provider’s strong-authentication page for the representative',
      description:
        '`{redirect_url}`: the provider’s PendingUserAction.RedirectUrl with `returnUrl` = `/association/espace/authentification/retour` (percent-encoded).',
      ok: answer(200, '`{redirect_url}`.'),
      refusals: { 409: 'Already active (`sca_already_active`).', 422: 'No legal details yet (`legal_details_missing`).' },
    },
    {
      method: 'post',
      path: '/charity/sca_enrolment/refresh',
      summary: 'Re-read the representative’s strong authentication from the provider',
      ok: answer(200, '`{sca: {status}}`: not_started, pending or active.'),
    },
    {
      method: 'put',
      path: '/charity/payout_account',
      summary: 'Register the payout account (a provider Recipient, representative present)',
      description:
        'EUR LocalBankTransfer with ScaContext USER_PRESENT; answers the account with the payee check (Verification of Payee) and `redirect_url`, the provider’s SCA page for it (returnUrl `/association/espace/compte-de-versement/retour`), or null. Replaces the previous account (deactivated at the provider when it is ACTIVE; one still PENDING cannot be, which the audit log records as `charity.payout_account_not_deactivated`).',
      body: wrappedBody('payout_account', payoutAccountSchema, {
        holder_name: 'Les Jardins Partagés du Val',
        iban: 'FR76 3000 4000 0312 3456 7890 143',
        bic: 'BNPAFRPP',
      }),
      ok: answer(200, '`{payout_account, redirect_url}`.'),
      refusals: {
        422: 'A value fails validation; no legal details (`legal_details_missing`); SCA not done (`sca_not_enrolled`); the provider refuses the account (`payout_account_refused`).',
      },
    },
    {
      method: 'post',
      path: '/charity/payout_account/refresh',
      summary: 'Re-read the payout account from the provider',
      ok: answer(200, '`{payout_account}` (null when there is none).'),
    },
    {
      method: 'get',
      path: '/charity/documents',
      summary: 'The documents required of the charity and those sent, their statuses re-read from the provider',
      ok: answer(200, 'The documents.', { type: ['CharityDocuments', TYPES] }),
    },
    {
      method: 'post',
      path: '/charity/documents',
      summary: 'Send one KYB document to the provider',
      body: multipartBody({
        type: 'IDENTITY_PROOF, REGISTRATION_PROOF or ARTICLES_OF_ASSOCIATION.',
        pages: 'One to five files (pdf, jpeg, gif or png read from the bytes; 1 kB to 7 MB each).',
      }),
      ok: answer(201, 'The document.', { type: ['KybDocument', TYPES] }),
      refusals: {
        409: 'A document of that type is awaiting validation or validated.',
        413: 'The files are too large.',
        415: 'Not a multipart form.',
      },
    },
    {
      method: 'get',
      path: '/charity/money',
      summary: 'Money received per pot and per month, payouts, tax receipts (no donor identity)',
      ok: answer(200, 'The money view.', { type: ['CharityMoney', TYPES] }),
    },
    {
      method: 'get',
      path: '/charity/exports/money.csv',
      summary: 'The succeeded donations as CSV (date, pot, amount, receipt number; no donor identity)',
      ok: answer(200, 'A CSV file (semicolon-separated, UTF-8 with a BOM), as an attachment.', { contentType: 'text/csv' }),
    },
  ];
  return [...manager, ...invitation, ...charity.map((op) => ({ ...op, tag: TAG, access: 'charity' as const }))];
}
