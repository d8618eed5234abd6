import { describe, expect, it } from 'vitest';
import { isPasswordChangeRequested, newPasswordSchema, passwordChangeSchema, passwordPairSchema, passwordSchema } from './password';
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

const TOO_SHORT = 'Votre mot de passe doit contenir au moins 10 caractères';
const TOO_LONG = 'Votre mot de passe ne doit pas dépasser 128 caractères';

describe('new password (sign-up, reset, invitation, change): 10 to 128 characters', () => {
  it.each([
    ['', REQUIRED],
    [undefined, REQUIRED],
    ['a', TOO_SHORT],
    [repeat('a', 9), TOO_SHORT],
    [repeat('a', 10), null],
    ['Entraide9!', null],
    [' '.repeat(10), null], // kept as typed: spaces are characters
    ['🔒🔒🔒🔒🔒', TOO_SHORT], // five characters, ten UTF-16 units
    ['🔒🔒🔒🔒🔒🔒🔒🔒🔒🔒', null],
    ['é'.repeat(9), TOO_SHORT],
    [repeat('a', 128), null],
    [repeat('a', 129), TOO_LONG],
  ])('%j -> %s', (input, message) => {
    expect(firstMessage(newPasswordSchema, input)).toBe(message);
  });

  it('gives a short one the code password_too_short on password', () => {
    expect(fullErrorsOf(passwordPairSchema(), { password: 'Court-26!', password_confirmation: 'Court-26!' })).toEqual([
      { code: 'password_too_short', detail: TOO_SHORT, field: 'password' },
    ]);
  });

  it.each([
    [repeat('b', 9), [{ field: 'password', detail: TOO_SHORT }]],
    [repeat('b', 10), []],
    [repeat('b', 129), [{ field: 'password', detail: TOO_LONG }]],
  ])('a profile change to %j', (password, errors) => {
    expect(errorsOf(passwordChangeSchema(), { password, password_confirmation: password })).toEqual(errors);
  });

  it('leaves the password typed to sign in as it was: one character is enough (older accounts)', () => {
    expect(firstMessage(passwordSchema, 'a')).toBe(null);
  });
});

describe('confirmation wording per screen', () => {
  it.each([
    ['default', 'Votre confirmation de mot de passe doit être identique à votre mot de passe'],
    ['companyProfile', '- Votre confirmation de mot de passe est invalide'],
    ['creation', 'Votre confirmation de mot de passe ne correspond pas'],
  ] as const)('%s mismatch reads %j on password_confirmation with code notEquivalent', (variant, message) => {
    expect(fullErrorsOf(passwordPairSchema(variant), { password: 'Secret-2026!', password_confirmation: 'Secret-2027!' })).toEqual([
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
    expect(errorsOf(passwordPairSchema(), { password: 'Secret-2026!', password_confirmation: 'Secret-2026!' })).toEqual([]);
  });
});

describe('profile password change: both empty means no change', () => {
  const change = passwordChangeSchema('companyProfile');
  it.each([
    [{}, []],
    [{ password: '', password_confirmation: '' }, []],
    [{ password: 'Secret-2026!', password_confirmation: '' }, [{ field: 'password_confirmation', detail: CONFIRM_REQUIRED }]],
    [{ password: '', password_confirmation: 'Secret-2026!' }, [{ field: 'password', detail: REQUIRED }]],
    [
      { password: 'Secret-2026!', password_confirmation: 'Secret-2027!' },
      [{ field: 'password_confirmation', detail: '- Votre confirmation de mot de passe est invalide' }],
    ],
    [{ password: 'Secret-2026!', password_confirmation: 'Secret-2026!' }, []],
  ])('%j', (input, errors) => {
    expect(errorsOf(change, input)).toEqual(errors);
  });

  it('parses an empty change to nothing to update', () => {
    const empty = parsed(change, { email: 'a@b.fr', password: '', password_confirmation: '' });
    expect(empty).toEqual({ email: 'a@b.fr' });
    expect(isPasswordChangeRequested(empty)).toBe(false);
    expect(isPasswordChangeRequested(parsed(change, { password: 'Entraide9!', password_confirmation: 'Entraide9!' }))).toBe(true);
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
