/** The accounts area in the API reference (api/openapi/operation.ts): sessions, sign-up, profile, personal data. */
import { ROLES } from '../../domain/constants';
import { passwordChangeSchema } from '../../domain/password';
import { companyAccountSchema, companyDetailsSchema, privateProfileSchema, representativeCompletionSchema } from '../../domain/profiles';
import {
  emailConfirmSchema, emailRevertSchema, enterpriseRegistrationSchema, forgotPasswordSchema, loginSchema, passwordResetConfirmSchema,
  privateRegistrationSchema, registrationSchema, socialSignupSchema,
} from '../../domain/registration';
import { answer, bodyVariants, multipartBody, plainBody, wrappedBody, type ApiOperation } from '../openapi/operation';
import { LOGO_FIELD } from './logo.service';
import { facebookReturnSchema } from './social.routes';

const TAG = 'Accounts';
const ADDRESS = { address_line_1: '12 rue de la Paix', post_code: '75002', city: 'Paris', country_iso: 'FR' };
const PERSON = {
  email: 'camille.durand@exemple.fr', firstname: 'Camille', name: 'Durand', gender: 'female', password: 'Secret-2026!', password_confirmation: 'Secret-2026!',
  accept_conditions: true, birth_date: '1990-04-12', mob_phone: '06 12 34 56 78', ...ADDRESS,
};
const COMPANY = {
  ...PERSON, email: 'contact@martin-conseil.fr', firstname: 'Paul', name: 'Martin', gender: 'male', enterprise_name: 'Martin Conseil', siren: '542 051 180',
  legal_form: 'SAS', rep_gender: 'male', rep_firstname: 'Paul', rep_name: 'Martin',
};
const REPRESENTATIVE = { firstname: 'Paul', name: 'Martin', birth_date: '1975-09-30', email: 'paul.martin@martin-conseil.fr', nationality_iso: 'FR' };
const SESSION = '`{auth_token, user}`: the token to send as `Authorization: Bearer`, and the account (`SessionUser`, declared in `domain/session-user.ts`).';
const AUTH = answer(200, SESSION);
const SIGNED_UP = answer(201, `Created and signed in. ${SESSION}`);
const USER = answer(200, 'The account as it now stands.', { type: ['SessionUser', 'domain/session-user.ts'] });
const TOKEN = { token: 'le-jeton-du-lien-recu-par-e-mail' };
const DETAIL = answer(200, '`{detail}`: the French confirmation to show.');

export function accountsOperations(today: Date): ApiOperation[] {
  return [
    {
      method: 'post', path: '/user/auth', tag: TAG, summary: 'Log in', access: 'public', throttled: true,
      body: plainBody(loginSchema('account'), { email: 'camille.durand@exemple.fr', password: 'Secret-2026!' }),
      ok: AUTH, refusals: { 401: 'Unknown e-mail or wrong password.' },
    },
    { method: 'delete', path: '/user/auth', tag: TAG, summary: 'Log out (revokes this token only)', access: 'session', ok: answer(204, 'Logged out.') },
    {
      method: 'post', path: '/user/signup/private', tag: TAG, summary: 'Sign up a private account', access: 'public', throttled: true,
      description: '`role_id` is implied (1).',
      body: wrappedBody('user', privateRegistrationSchema({ today }), PERSON, { implied: { role_id: ROLES.private } }),
      ok: SIGNED_UP, refusals: { 409: 'The e-mail is already used.' },
    },
    {
      method: 'post', path: '/user/signup/enterprise', tag: TAG, summary: 'Sign up a company account', access: 'public', throttled: true,
      description: '`role_id` is implied (2).',
      body: wrappedBody('user', enterpriseRegistrationSchema({ today }), COMPANY, { implied: { role_id: ROLES.enterprise } }),
      ok: SIGNED_UP, refusals: { 409: 'The e-mail is already used.' },
    },
    {
      method: 'post', path: '/signup', tag: TAG, summary: 'Sign up (older call: the role in `role_id`, 1 private or 2 company)', access: 'public', throttled: true,
      body: wrappedBody('user', registrationSchema({ today }), { role_id: ROLES.private, ...PERSON, email: 'camille.durand.2@exemple.fr' }),
      ok: SIGNED_UP, refusals: { 409: 'The e-mail is already used.' },
    },
    { method: 'get', path: '/user', tag: TAG, summary: 'The caller’s account', access: 'session', ok: answer(200, 'The account.', { type: ['SessionUser', 'domain/session-user.ts'] }) },
    {
      method: 'put', path: '/user', tag: TAG, summary: 'Save one of the profile forms', access: 'session',
      description: 'Which form depends on the account and the body: the private profile (private and manager accounts); for a company, the account form (no `entreprise`), the company form (`entreprise` with `siren` or `legal_form`) or the representative page (`entreprise` without them).',
      body: bodyVariants(
        { name: 'Private profile', wrapper: 'user', schema: privateProfileSchema({ today }), example: { user: { firstname: 'Camille', name: 'Durand', gender: 'female', mob_phone: '06 12 34 56 78', birth_date: '1990-04-12', user_adress: ADDRESS } } },
        { name: 'Company account', wrapper: 'user', schema: companyAccountSchema, example: { user: { gender: 'male', firstname: 'Paul', name: 'Martin', mob_phone: '06 98 76 54 32' } } },
        { name: 'Company details', schema: companyDetailsSchema({ today }), example: { user: { user_adress: ADDRESS }, entreprise: { enterprise_name: 'Martin Conseil', siren: '542 051 180', legal_form: 'SAS', fix_phone: '01 23 45 67 89', representative: REPRESENTATIVE } } },
        { name: 'Representative', schema: representativeCompletionSchema({ today }), example: { user: { user_adress: ADDRESS }, entreprise: { enterprise_name: 'Martin Conseil', representative: { ...REPRESENTATIVE, rep_address: ADDRESS } } } },
      ),
      ok: USER,
    },
    {
      method: 'put', path: '/user/pwd/update', tag: TAG, summary: 'Change the e-mail or the password', access: 'session',
      description: 'A new e-mail is confirmed from a link sent to it (`GET /user/email/pending`); a new password ends the other sessions.',
      body: wrappedBody('user', passwordChangeSchema('default'), { current_password: 'MotDePasse-2026!', password: 'Nouveau-Secret-2027!', password_confirmation: 'Nouveau-Secret-2027!' }),
      ok: USER, refusals: { 409: 'The new e-mail belongs to another account.' },
    },
    {
      method: 'put', path: '/user/company/upload/logo', tag: TAG, summary: 'Replace the company’s logo', access: 'session',
      body: multipartBody({ [LOGO_FIELD]: 'A jpg, jpeg or png image of at most 2 MB, cropped square by the PWA.' }),
      ok: USER, refusals: { 403: 'Not a company account.', 413: 'The file is over 2 MB.', 415: 'Not a multipart form.', 422: 'Not an image of an accepted type.' },
    },
    { method: 'get', path: '/user/export', tag: TAG, summary: 'Download the caller’s personal data (JSON)', access: 'session', ok: answer(200, 'Everything the service holds about the caller, as an attachment.') },
    { method: 'delete', path: '/user', tag: TAG, summary: 'Close the account', access: 'session', ok: answer(204, 'Closed: personal data erased, what the law keeps kept.') },
    {
      method: 'post', path: '/kyc/level', tag: TAG, summary: 'The provider’s identity-check level of the caller', access: 'session',
      description: 'Body `{mangopay_id}` (optional): the caller’s own provider user id; any other id answers 404.',
      ok: answer(200, '`{KYCLevel}`: LIGHT (not validated) or REGULAR.'), refusals: { 404: 'The caller has no provider account, or another id was given.', 502: 'The provider did not answer.' },
    },
    {
      method: 'post', path: '/user/pwd/reset', tag: TAG, summary: 'Send a password-reset link', access: 'public', throttled: true,
      body: plainBody(forgotPasswordSchema, { email: 'camille.durand@exemple.fr' }),
      ok: answer(202, '`{detail}`: the e-mail is on its way.'), refusals: { 404: '‘L’email n’existe pas dans la base de données.’' },
    },
    {
      method: 'post', path: '/user/pwd/reset/confirm', tag: TAG, summary: 'Set a new password from the e-mailed link', access: 'public', throttled: true,
      body: plainBody(passwordResetConfirmSchema, { ...TOKEN, password: 'Nouveau-Secret-2027!', password_confirmation: 'Nouveau-Secret-2027!' }),
      ok: DETAIL, refusals: { 422: 'A field fails validation, or the link is unknown, used or expired (on `token`).' },
    },
    {
      method: 'post', path: '/user/email/revert', tag: TAG, summary: 'Undo an e-mail change from the link sent to the previous address', access: 'public',
      body: plainBody(emailRevertSchema, TOKEN),
      ok: DETAIL, refusals: { 409: 'That address now belongs to another account.', 422: 'The link is unknown, used or expired (on `token`).' },
    },
    { method: 'get', path: '/auth/providers', tag: TAG, summary: 'The social logins on offer', access: 'public', ok: answer(200, '`{facebook: {app_id} | null}`.') },
    {
      method: 'post', path: '/auth/facebook/start', tag: TAG, summary: 'Start a Facebook login', access: 'public', throttled: true,
      description: 'Sets an HttpOnly cookie binding the login’s `state` to this browser.',
      ok: answer(200, '`{dialog_url}`: where to send the browser.'), refusals: { 503: 'Facebook login is not configured.' },
    },
    {
      method: 'post', path: '/user/auth/facebook', tag: TAG, summary: 'Finish a Facebook login (the dialog’s return)', access: 'public', throttled: true,
      body: wrappedBody('user', facebookReturnSchema, { code: 'AQD-le-code-du-dialogue', state: 'l-etat-de-la-connexion' }),
      ok: AUTH, refusals: { 404: '`social_account_unknown`, with `signup` {facebook_token, facebook_id, firstname, name, email} for the completion page.', 503: 'Facebook login is not configured.' },
    },
    ...['/user/signup/fb', '/signup/facebook'].map((path): ApiOperation => ({
      method: 'post', path, tag: TAG, summary: path === '/signup/facebook' ? 'Sign up with Facebook (older spelling)' : 'Sign up with Facebook', access: 'public', throttled: true,
      body: wrappedBody('user', socialSignupSchema({ today }), {
        facebook_token: 'le-ticket-d-inscription', facebook_id: '10223344556677', email: 'camille.durand@exemple.fr', firstname: 'Camille', name: 'Durand',
        birth_date: '1990-04-12', user_adress: ADDRESS, accept_conditions: true,
      }),
      ok: SIGNED_UP, refusals: { 409: 'The e-mail is already used.', 503: 'Facebook login is not configured.' },
    })),
    { method: 'get', path: '/user/sessions', tag: TAG, summary: 'The caller’s live sessions', access: 'session', ok: answer(200, 'Device, opened, last used, expiry; `current` marks this one.', { type: ['OwnSession', 'domain/account-security.ts'], list: true }) },
    { method: 'delete', path: '/user/sessions/:id', tag: TAG, summary: 'End one of the caller’s sessions', access: 'session', params: { id: 'The session’s id.' }, ok: answer(204, 'Ended.'), refusals: { 404: 'Not a live session of the caller’s.' } },
    { method: 'delete', path: '/user/sessions', tag: TAG, summary: 'End every other session', access: 'session', ok: answer(200, '`{ended}`: how many.') },
    {
      method: 'post', path: '/user/email/confirm', tag: TAG, summary: 'Confirm a new e-mail from the link sent to it', access: 'public',
      body: plainBody(emailConfirmSchema, TOKEN),
      ok: answer(200, '`{detail, email}`.'), refusals: { 409: 'Another account took the address.', 422: 'The link is unknown, used, cancelled or expired (on `token`).' },
    },
    { method: 'get', path: '/user/email/pending', tag: TAG, summary: 'The e-mail change waiting for confirmation', access: 'session', ok: answer(200, '`{pending_email}`, null when none.', { type: ['PendingEmail', 'domain/account-security.ts'] }) },
    { method: 'delete', path: '/user/email/pending', tag: TAG, summary: 'Cancel the pending e-mail change', access: 'session', ok: answer(204, 'Cancelled.') },
  ];
}
