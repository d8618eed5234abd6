import { describe, expect, it } from 'vitest';
import {
  SECOND_FACTOR_MESSAGES as M,
  recoveryCodeSchema,
  secondFactorDisableSchema,
  secondFactorRequired,
  secondFactorSignInSchema,
  totpCodeSchema,
} from './second-factor';

const messages = (result: { success: boolean; error?: { issues: Array<{ message: string; path: PropertyKey[] }> } }) =>
  result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('second factor', () => {
  it.each([
    [1, false],
    [2, false],
    [3, true],
    [4, true],
  ])('role %i must use it: %s', (role, required) => {
    expect(secondFactorRequired(role)).toBe(required);
  });

  it.each([
    ['123456', '123456'],
    [' 123 456 ', '123456'],
  ])('reads the code %j as %j', (typed, read) => {
    expect(totpCodeSchema.parse({ code: typed })).toEqual({ code: read });
  });

  it.each([
    [{}, M.codeRequired],
    [{ code: '' }, M.codeRequired],
    [{ code: '12345' }, M.codeInvalid],
    [{ code: '1234567' }, M.codeInvalid],
    [{ code: '12ab56' }, M.codeInvalid],
  ])('refuses %j: %s', (input, message) => {
    expect(messages(totpCodeSchema.safeParse(input))).toEqual([['code', message]]);
  });

  it.each([
    ['abcde-fghjk', 'abcdefghjk'],
    [' ABCDE FGHJK ', 'abcdefghjk'],
  ])('reads the recovery code %j as %j', (typed, read) => {
    expect(recoveryCodeSchema.parse({ recovery_code: typed })).toEqual({ recovery_code: read });
  });

  it('refuses a recovery code of the wrong length', () => {
    expect(messages(recoveryCodeSchema.safeParse({ recovery_code: 'abcd-efgh' }))).toEqual([['recovery_code', M.recoveryCodeInvalid]]);
  });

  it('wants a code or a recovery code at sign-in and to turn the factor off', () => {
    expect(messages(secondFactorSignInSchema.safeParse({ challenge_token: 'x' }))).toEqual([['code', M.codeRequired]]);
    expect(secondFactorSignInSchema.parse({ challenge_token: 'x', recovery_code: 'abcde-fghjk' })).toEqual({
      challenge_token: 'x',
      recovery_code: 'abcdefghjk',
    });
    expect(messages(secondFactorDisableSchema.safeParse({ code: '123456' }))).toEqual([
      ['current_password', 'Votre mot de passe actuel est obligatoire'],
    ]);
  });

  it('writes French typography: a narrow no-break space before : ; ! ? and no plain apostrophe', () => {
    for (const text of Object.values(M)) {
      expect(text).not.toMatch(/[^\u202f][:;!?]/);
      expect(text).not.toContain("'");
    }
  });
});
