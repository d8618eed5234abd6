import { describe, expect, it } from 'vitest';
import { isPasswordChangeRequested, passwordChangeSchema, passwordPairSchema, passwordSchema } from './password';
import { levelOfScore, passwordScore, passwordStrength } from './password-strength';
import { errorsOf, firstMessage, fullErrorsOf, parsed, repeat } from './test-support';

const REQUIRED = 'Votre mot de passe est obligatoire';
const CONFIRM_REQUIRED = 'Votre confirmation de mot de passe est obligatoire';

describe('password', () => {
  it.each([
    ['', REQUIRED],
    [undefined, REQUIRED],
    [' ', null],
    [repeat('a', 128), null],
    [repeat('a', 129), 'Votre mot de passe ne doit pas dépasser 128 caractères'],
  ])('%j -> %s', (input, message) => {
    expect(firstMessage(passwordSchema, input)).toBe(message);
  });
});

describe('confirmation wording per screen', () => {
  it.each([
    ['default', 'Votre confirmation de mot de passe doit être identique à votre mot de passe'],
    ['companyProfile', '- Votre confirmation de mot de passe est invalide'],
    ['creation', 'Votre confirmation de mot de passe ne correspond pas'],
  ] as const)('%s mismatch reads %j on password_confirmation with code notEquivalent', (variant, message) => {
    expect(fullErrorsOf(passwordPairSchema(variant), { password: 'Secret1!', password_confirmation: 'Secret2!' })).toEqual([
      { code: 'notEquivalent', detail: message, field: 'password_confirmation' },
    ]);
  });

  it('requires both fields', () => {
    expect(errorsOf(passwordPairSchema(), {})).toEqual([
      { field: 'password', detail: REQUIRED },
      { field: 'password_confirmation', detail: CONFIRM_REQUIRED },
    ]);
  });

  it('accepts equal values', () => {
    expect(errorsOf(passwordPairSchema(), { password: 'Secret1!', password_confirmation: 'Secret1!' })).toEqual([]);
  });
});

describe('profile password change: both empty means no change', () => {
  const change = passwordChangeSchema('companyProfile');
  it.each([
    [{}, []],
    [{ password: '', password_confirmation: '' }, []],
    [{ password: 'Secret1!', password_confirmation: '' }, [{ field: 'password_confirmation', detail: CONFIRM_REQUIRED }]],
    [{ password: '', password_confirmation: 'Secret1!' }, [{ field: 'password', detail: REQUIRED }]],
    [
      { password: 'Secret1!', password_confirmation: 'Secret2!' },
      [{ field: 'password_confirmation', detail: '- Votre confirmation de mot de passe est invalide' }],
    ],
    [{ password: 'Secret1!', password_confirmation: 'Secret1!' }, []],
  ])('%j', (input, errors) => {
    expect(errorsOf(change, input)).toEqual(errors);
  });

  it('parses an empty change to nothing to update', () => {
    const empty = parsed(change, { email: 'a@b.fr', password: '', password_confirmation: '' });
    expect(empty).toEqual({ email: 'a@b.fr' });
    expect(isPasswordChangeRequested(empty)).toBe(false);
    expect(isPasswordChangeRequested(parsed(change, { password: 'x', password_confirmation: 'x' }))).toBe(true);
  });
});

describe('password strength (spec: 2 per char, +1 at 10+, +10 per class; caps)', () => {
  it.each([
    ['', 0, 'Poor', 'Très faible'],
    ['abc', 10, 'Poor', 'Très faible'], // 6 + 10 = 16, capped at 10 (length <= 6)
    ['Ab1!', 10, 'Poor', 'Très faible'], // four classes but only 4 characters
    ['Ab1!xy', 10, 'Poor', 'Très faible'], // 6 characters: still capped
    ['abcdefghij', 10, 'Poor', 'Très faible'], // one class: 31 capped at 10
    ['ABCDEFG', 10, 'Poor', 'Très faible'],
    ['abcdefG', 20, 'Not Good', 'Faible'], // 14 + 20 = 34, capped at 20
    ['abc def', 20, 'Not Good', 'Faible'], // the space is a symbol
    ['abcdeF1', 30, 'Average', 'Moyen'], // 14 + 30 = 44, capped at 30
    ['Passw0rd', 30, 'Average', 'Moyen'],
    ['abcdE1!', 40, 'Good', 'Fort'], // 14 + 40 = 54, capped at 40
    ['Abcdefgh1!', 40, 'Good', 'Fort'],
    ['Éléphant9', 30, 'Average', 'Moyen'], // accented letters count by case
  ])('%j -> score %i, %s (%s)', (password, score, level, label) => {
    const strength = passwordStrength(password);
    expect(strength).toMatchObject({ score, level, label, strong: level === 'Good' });
    expect(passwordScore(password)).toBe(score);
  });

  it.each([
    [0, 'Poor'],
    [10, 'Poor'],
    [11, 'Not Good'],
    [20, 'Not Good'],
    [21, 'Average'],
    [30, 'Average'],
    [31, 'Good'],
    [40, 'Good'],
  ])('score %i is %s', (score, level) => {
    expect(levelOfScore(score)).toBe(level);
  });

  it('gives each level its value 10, 20, 30, 40', () => {
    expect(['abc', 'abcdefG', 'abcdeF1', 'abcdE1!'].map((p) => passwordStrength(p).value)).toEqual([10, 20, 30, 40]);
  });
});
