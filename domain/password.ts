/**
 * Password and confirmation. A new password (sign-up, reset, change, invitation) has at least
 * PASSWORD_MIN_LENGTH characters; the password typed to sign in is only required, so that accounts
 * made before that rule keep signing in. The server also refuses the most common passwords
 * (api/accounts/common-passwords.ts: the list is too large for the PWA's bundle). The equality rule is an object-level check that reports on
 * `password_confirmation` with the code `notEquivalent` (the spec's error key) and one of three
 * wordings. In a profile, both fields empty means "no change".
 */
import { z } from 'zod';
import { IF_NO_ISSUE_YET } from './schema-helpers';
import { PASSWORD_MESSAGES } from './messages';

/** Shortest new password, in characters (code points): issue 43, docs/decisions.md. */
export const PASSWORD_MIN_LENGTH = 10;
/** The rule as the PWA's new-password fields show it under the field. */
export const NEW_PASSWORD_HINT = `Au moins ${PASSWORD_MIN_LENGTH} caractères, et pas un mot de passe courant.`;

/** Length in characters as users count them (an emoji is one, not two UTF-16 units). */
const characterCount = (value: string): number => [...value].length;

/** Longest accepted password (protects the hashing; docs/decisions.md, "Shared rules (domain/)"). */
export const PASSWORD_MAX_LENGTH = 128;
/** Error code of a confirmation that differs from the password. */
export const NOT_EQUIVALENT_CODE = 'notEquivalent';

/** Which screen's wording a mismatch uses. */
export type ConfirmationVariant = 'default' | 'companyProfile' | 'creation';

const MISMATCH: Record<ConfirmationVariant, string> = {
  default: PASSWORD_MESSAGES.confirmationMismatch,
  companyProfile: PASSWORD_MESSAGES.confirmationMismatchCompanyProfile,
  creation: PASSWORD_MESSAGES.confirmationMismatchCreation,
};

/** A required password, kept exactly as typed (never trimmed): the one typed to sign in. */
export const passwordSchema = z
  .string({ error: PASSWORD_MESSAGES.passwordRequired })
  .min(1, { error: PASSWORD_MESSAGES.passwordRequired })
  .max(PASSWORD_MAX_LENGTH, { error: PASSWORD_MESSAGES.passwordTooLong, ...IF_NO_ISSUE_YET });

/** Error code of a new password shorter than PASSWORD_MIN_LENGTH. */
const TOO_SHORT_CODE = 'password_too_short';

/** The issue of a new password's length, or undefined when its length is within the bounds. */
function newPasswordLengthIssue(password: string): { message: string; params?: { code: string } } | undefined {
  if (characterCount(password) < PASSWORD_MIN_LENGTH)
    return { message: PASSWORD_MESSAGES.passwordTooShort, params: { code: TOO_SHORT_CODE } };
  if (password.length > PASSWORD_MAX_LENGTH) return { message: PASSWORD_MESSAGES.passwordTooLong };
  return undefined;
}

/** A new password: required, PASSWORD_MIN_LENGTH to PASSWORD_MAX_LENGTH characters, kept as typed. */
export const newPasswordSchema = z
  .string({ error: PASSWORD_MESSAGES.passwordRequired })
  .min(1, { error: PASSWORD_MESSAGES.passwordRequired })
  .superRefine((password, ctx) => {
    const issue = newPasswordLengthIssue(password);
    if (issue) ctx.addIssue({ code: 'custom', ...issue });
  }, IF_NO_ISSUE_YET);

/** A required confirmation; equality is checked by `checkPasswordConfirmation` on the object. */
export const passwordConfirmationSchema = z
  .string({ error: PASSWORD_MESSAGES.confirmationRequired })
  .min(1, { error: PASSWORD_MESSAGES.confirmationRequired });

/** The two fields as an object carries them. */
interface PasswordPair {
  password?: string | undefined;
  password_confirmation?: string | undefined;
}

/**
 * Options for the object's `.superRefine(checkPasswordConfirmation(...), CONFIRMATION_CHECK_OPTIONS)`:
 * run the equality check even when other fields failed (an empty required field would otherwise skip
 * it), as long as both passwords are strings.
 */
export const CONFIRMATION_CHECK_OPTIONS = {
  when: (payload: { value: unknown }): boolean => {
    const value = payload.value as PasswordPair | null;
    return typeof value?.password === 'string' && typeof value.password_confirmation === 'string';
  },
};

/**
 * Object-level check for `.superRefine`: when both fields are filled and differ, reports the
 * variant's mismatch message on `password_confirmation`.
 */
export function checkPasswordConfirmation(variant: ConfirmationVariant = 'default') {
  return (value: PasswordPair, ctx: Pick<z.RefinementCtx, 'addIssue'>): void => {
    const { password, password_confirmation: confirmation } = value;
    if (password && confirmation && password !== confirmation) {
      ctx.addIssue({
        code: 'custom',
        path: ['password_confirmation'],
        message: MISMATCH[variant],
        params: { code: NOT_EQUIVALENT_CODE },
      });
    }
  };
}

/** `{password, password_confirmation}` both required and equal (registration, password reset). */
export function passwordPairSchema(variant: ConfirmationVariant = 'default') {
  return z
    .object({ password: newPasswordSchema, password_confirmation: passwordConfirmationSchema })
    .superRefine(checkPasswordConfirmation(variant), CONFIRMATION_CHECK_OPTIONS);
}

/** A parsed profile change: the new password fields only when a new password is asked for. */
export interface ProfilePasswordChange {
  email?: string | undefined;
  current_password?: string | undefined;
  password?: string | undefined;
  password_confirmation?: string | undefined;
}

/**
 * A profile's password change: both empty (or absent) means no change and parses to `{}`; otherwise
 * both are required and must be equal. `email` and `current_password` are carried along unchanged when
 * present (`PUT /user/pwd/update` sends `{email, password, password_confirmation, current_password}`;
 * whether the current password is needed depends on the account, so the API decides).
 */
export function passwordChangeSchema(variant: ConfirmationVariant = 'default') {
  const optional = z.string({ error: PASSWORD_MESSAGES.passwordRequired }).optional();
  const current = z
    .string({ error: PASSWORD_MESSAGES.currentPasswordRequired })
    .max(PASSWORD_MAX_LENGTH, { error: PASSWORD_MESSAGES.currentPasswordInvalid })
    .optional();
  return z
    .object({ email: z.string().optional(), password: optional, password_confirmation: optional, current_password: current })
    .superRefine((value, ctx) => {
      const password = value.password ?? '';
      const confirmation = value.password_confirmation ?? '';
      if (password === '' && confirmation === '') return;
      const passwordIssue = password === '' ? { message: PASSWORD_MESSAGES.passwordRequired } : newPasswordLengthIssue(password);
      if (passwordIssue) ctx.addIssue({ code: 'custom', path: ['password'], ...passwordIssue });
      if (confirmation === '') {
        ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: PASSWORD_MESSAGES.confirmationRequired });
      }
      checkPasswordConfirmation(variant)(value, ctx);
    })
    .transform(({ password, password_confirmation, ...rest }): ProfilePasswordChange =>
      password || password_confirmation ? { ...rest, password, password_confirmation } : rest,
    );
}

/** True when a parsed password change asks for a new password. */
export function isPasswordChangeRequested(change: { password?: string | undefined }): boolean {
  return typeof change.password === 'string' && change.password !== '';
}
