/** The reference operations of the second factor (TOTP and recovery codes): sign-in's second step and the profile's calls. */
import { secondFactorDisableSchema, secondFactorEnableSchema, secondFactorSignInSchema, totpCodeSchema } from '../../domain/second-factor';
import { answer, bodyVariants, plainBody, type ApiOperation } from '../openapi/operation';
import { SESSION, TAG } from './accounts.openapi-examples';

const CHALLENGE = 'Fe3cB0m-1hE8nUq2Zx7yWv5tRs4pQo3nMl2kJi1hGfE';
const PASSWORD = 'MotDePasse-2026!';

export function secondFactorOperations(): ApiOperation[] {
  return [
    {
      method: 'post',
      path: '/user/auth/second_factor',
      tag: TAG,
      summary: 'Sign-in’s second step: a code or a recovery code',
      access: 'public',
      throttled: true,
      description:
        'After `POST /user/auth` answered `{second_factor: {step, challenge_token, expires_at}}` (no session). `step: enrolment` ' +
        '(manager and charity accounts without a factor) also gave `secret` and `otpauth_uri`: its first code confirms the factor, ' +
        'and the answer adds `recovery_codes` (10, shown once). A code is accepted once (±1 step of 30 s); a recovery code once. ' +
        'Throttled per address, per account and address, and per account.',
      body: bodyVariants(
        { name: 'code', schema: secondFactorSignInSchema, example: { challenge_token: CHALLENGE, code: '123456' } },
        { name: 'recovery code', schema: secondFactorSignInSchema, example: { challenge_token: CHALLENGE, recovery_code: 'abcde-fghjk' } },
      ),
      ok: answer(200, `${SESSION} After an enrolment, also \`recovery_codes\`.`),
      refusals: {
        401: 'The challenge is unknown, spent or older than 15 minutes: sign in again.',
        422: 'The code (on `code`) or the recovery code (on `recovery_code`) is wrong or already used.',
      },
    },
    {
      method: 'get',
      path: '/user/second_factor',
      tag: TAG,
      summary: 'Whether the caller’s second factor is on (never its key)',
      access: 'session',
      ok: answer(200, '`{enabled, required, confirmed_at, recovery_codes_left}`.', {
        type: ['SecondFactorStatus', 'domain/second-factor.ts'],
      }),
    },
    {
      method: 'post',
      path: '/user/second_factor',
      tag: TAG,
      summary: 'Start enrolling a second factor (current password): its key, once',
      access: 'session',
      body: plainBody(secondFactorEnableSchema, { current_password: PASSWORD }),
      ok: answer(201, '`{secret, otpauth_uri}`: not in force before its first code.', {
        type: ['SecondFactorEnrolment', 'domain/second-factor.ts'],
      }),
      refusals: { 409: 'A second factor is already on.', 422: 'The current password is missing or wrong (on `current_password`).' },
    },
    {
      method: 'post',
      path: '/user/second_factor/confirmation',
      tag: TAG,
      summary: 'Confirm the enrolment with a first code: the recovery codes, once',
      access: 'session',
      throttled: true,
      body: plainBody(totpCodeSchema, { code: '123456' }),
      ok: answer(200, '`{recovery_codes}` (10, shown once).'),
      refusals: { 409: 'No enrolment is waiting.', 422: 'The code is wrong or already used (on `code`).' },
    },
    {
      method: 'post',
      path: '/user/second_factor/deactivation',
      tag: TAG,
      summary: 'Turn the second factor off (current password and a code)',
      access: 'session',
      throttled: true,
      body: bodyVariants(
        { name: 'code', schema: secondFactorDisableSchema, example: { current_password: PASSWORD, code: '123456' } },
        { name: 'recovery code', schema: secondFactorDisableSchema, example: { current_password: PASSWORD, recovery_code: 'abcde-fghjk' } },
      ),
      ok: answer(204, 'Turned off; its recovery codes are gone.'),
      refusals: {
        403: 'Manager and charity accounts must keep theirs.',
        409: 'No second factor is on.',
        422: 'The current password, the code or the recovery code is wrong.',
      },
    },
  ];
}
