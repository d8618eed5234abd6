/** The accounts area in the API reference (api/openapi/operation.ts): sessions, sign-up, profile, personal data. */
import { ROLES } from '../../domain/constants';
import { passwordChangeSchema } from '../../domain/password';
import { companyAccountSchema, companyDetailsSchema, privateProfileSchema, representativeCompletionSchema } from '../../domain/profiles';
import { enterpriseRegistrationSchema, loginSchema, privateRegistrationSchema, registrationSchema } from '../../domain/registration';
import { answer, bodyVariants, multipartBody, plainBody, wrappedBody, type ApiOperation } from '../openapi/operation';
import { LOGO_FIELD } from './logo.service';
import { ADDRESS, COMPANY, PERSON, REPRESENTATIVE, SESSION, SIGNED_UP, TAG, USER } from './accounts.openapi-examples';
import { credentialsOperations } from './account-credentials.openapi';
import { secondFactorOperations } from './second-factor.openapi';

export function accountsOperations(today: Date): ApiOperation[] {
  return [
    {
      method: 'post',
      path: '/user/auth',
      tag: TAG,
      summary: 'Log in',
      access: 'public',
      throttled: true,
      body: plainBody(loginSchema('account'), { email: 'camille.durand@exemple.fr', password: 'Secret-2026!' }),
      ok: answer(
        200,
        `${SESSION} Or, for an account with a second factor (and for manager and charity accounts, which must enrol one), ` +
          '`{second_factor: {step: code | enrolment, challenge_token, expires_at}}` and no session: see `POST /user/auth/second_factor`.',
      ),
      refusals: { 401: 'Unknown e-mail or wrong password.' },
    },
    {
      method: 'delete',
      path: '/user/auth',
      tag: TAG,
      summary: 'Log out (revokes this token only)',
      access: 'session',
      ok: answer(204, 'Logged out.'),
    },
    {
      method: 'post',
      path: '/user/signup/private',
      tag: TAG,
      summary: 'Sign up a private account',
      access: 'public',
      throttled: true,
      description: '`role_id` is implied (1).',
      body: wrappedBody('user', privateRegistrationSchema({ today }), PERSON, { implied: { role_id: ROLES.private } }),
      ok: SIGNED_UP,
      refusals: { 409: 'The e-mail is already used.' },
    },
    {
      method: 'post',
      path: '/user/signup/enterprise',
      tag: TAG,
      summary: 'Sign up a company account',
      access: 'public',
      throttled: true,
      description: '`role_id` is implied (2).',
      body: wrappedBody('user', enterpriseRegistrationSchema({ today }), COMPANY, { implied: { role_id: ROLES.enterprise } }),
      ok: SIGNED_UP,
      refusals: { 409: 'The e-mail is already used.' },
    },
    {
      method: 'post',
      path: '/signup',
      tag: TAG,
      summary: 'Sign up (older call: the role in `role_id`, 1 private or 2 company)',
      access: 'public',
      throttled: true,
      body: wrappedBody('user', registrationSchema({ today }), { role_id: ROLES.private, ...PERSON, email: 'camille.durand.2@exemple.fr' }),
      ok: SIGNED_UP,
      refusals: { 409: 'The e-mail is already used.' },
    },
    {
      method: 'get',
      path: '/user',
      tag: TAG,
      summary: 'The caller’s account',
      access: 'session',
      ok: answer(200, 'The account.', { type: ['SessionUser', 'domain/session-user.ts'] }),
    },
    {
      method: 'put',
      path: '/user',
      tag: TAG,
      summary: 'Save one of the profile forms',
      access: 'session',
      description:
        'Which form depends on the account and the body: the private profile (private and manager accounts); for a company, the account form (no `entreprise`), the company form (`entreprise` with `siren` or `legal_form`) or the representative page (`entreprise` without them).',
      body: bodyVariants(
        {
          name: 'Private profile',
          wrapper: 'user',
          schema: privateProfileSchema({ today }),
          example: {
            user: {
              firstname: 'Camille',
              name: 'Durand',
              gender: 'female',
              mob_phone: '06 12 34 56 78',
              birth_date: '1990-04-12',
              user_adress: ADDRESS,
            },
          },
        },
        {
          name: 'Company account',
          wrapper: 'user',
          schema: companyAccountSchema,
          example: { user: { gender: 'male', firstname: 'Paul', name: 'Martin', mob_phone: '06 98 76 54 32' } },
        },
        {
          name: 'Company details',
          schema: companyDetailsSchema({ today }),
          example: {
            user: { user_adress: ADDRESS },
            entreprise: {
              enterprise_name: 'Martin Conseil',
              siren: '542 051 180',
              legal_form: 'SAS',
              fix_phone: '01 23 45 67 89',
              representative: REPRESENTATIVE,
            },
          },
        },
        {
          name: 'Representative',
          schema: representativeCompletionSchema({ today }),
          example: {
            user: { user_adress: ADDRESS },
            entreprise: { enterprise_name: 'Martin Conseil', representative: { ...REPRESENTATIVE, rep_address: ADDRESS } },
          },
        },
      ),
      ok: USER,
    },
    {
      method: 'put',
      path: '/user/pwd/update',
      tag: TAG,
      summary: 'Change the e-mail or the password',
      access: 'session',
      description: 'A new e-mail is confirmed from a link sent to it (`GET /user/email/pending`); a new password ends the other sessions.',
      body: wrappedBody('user', passwordChangeSchema('default'), {
        current_password: 'MotDePasse-2026!',
        password: 'Nouveau-Secret-2027!',
        password_confirmation: 'Nouveau-Secret-2027!',
      }),
      ok: USER,
      refusals: { 409: 'The new e-mail belongs to another account.' },
    },
    {
      method: 'put',
      path: '/user/company/upload/logo',
      tag: TAG,
      summary: 'Replace the company’s logo',
      access: 'session',
      body: multipartBody({ [LOGO_FIELD]: 'A jpg, jpeg or png image of at most 2 MB, cropped square by the PWA.' }),
      ok: USER,
      refusals: {
        403: 'Not a company account.',
        413: 'The file is over 2 MB.',
        415: 'Not a multipart form.',
        422: 'Not an image of an accepted type.',
      },
    },
    {
      method: 'get',
      path: '/user/export',
      tag: TAG,
      summary: 'Download the caller’s personal data (JSON)',
      access: 'session',
      ok: answer(200, 'Everything the service holds about the caller, as an attachment.'),
    },
    {
      method: 'delete',
      path: '/user',
      tag: TAG,
      summary: 'Close the account',
      access: 'session',
      ok: answer(204, 'Closed: personal data erased, what the law keeps kept.'),
    },
    {
      method: 'post',
      path: '/kyc/level',
      tag: TAG,
      summary: 'The provider’s identity-check level of the caller',
      access: 'session',
      description: 'Body `{mangopay_id}` (optional): the caller’s own provider user id; any other id answers 404.',
      ok: answer(200, '`{KYCLevel}`: LIGHT (not validated) or REGULAR.'),
      refusals: { 404: 'The caller has no provider account, or another id was given.', 502: 'The provider did not answer.' },
    },
    ...credentialsOperations(today),
    ...secondFactorOperations(),
  ];
}
