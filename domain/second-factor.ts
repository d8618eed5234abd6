/**
 * The second factor (TOTP, RFC 6238, with single-use recovery codes): the wire shapes of its calls, the
 * schemas of what the forms send, and the French texts users read (invented, see docs/decisions.md
 * "Second factor"). The API (api/accounts/second-factor*.ts) and the PWA (pwa/features/accounts and
 * pwa/features/profile) both read them. French typography: a narrow no-break space (U+202F) before
 * ? ! : and ;.
 */
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './password';
import { PASSWORD_MESSAGES } from './messages';

/** Role ids whose accounts must use a second factor: manager (3) and charity (4), the accounts that move money. */
export const SECOND_FACTOR_REQUIRED_ROLES: readonly number[] = [3, 4];

/** Whether an account of this role must use a second factor. */
export const secondFactorRequired = (roleId: number): boolean => SECOND_FACTOR_REQUIRED_ROLES.includes(roleId);

/** How many recovery codes an enrolment gives. */
export const RECOVERY_CODE_COUNT = 10;

export const SECOND_FACTOR_MESSAGES = {
  codeRequired: 'Saisissez le code à 6 chiffres de votre application',
  codeInvalid: 'Ce code n’est pas valide ou a déjà servi. Attendez le code suivant et réessayez.',
  recoveryCodeRequired: 'Saisissez un de vos codes de secours',
  recoveryCodeInvalid: 'Ce code de secours n’est pas valide ou a déjà servi.',
  challengeExpired: 'Votre connexion a expiré. Saisissez de nouveau votre e-mail et votre mot de passe.',
  alreadyEnabled: 'La double authentification est déjà activée sur votre compte.',
  noPendingEnrolment: 'Commencez par activer la double authentification.',
  notEnabled: 'La double authentification n’est pas activée sur votre compte.',
  requiredForRole: 'La double authentification est obligatoire pour les comptes de gestion et d’association.',
} as const;

const code = z
  .string({ error: SECOND_FACTOR_MESSAGES.codeRequired })
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: SECOND_FACTOR_MESSAGES.codeRequired, abort: true })
      .regex(/^\d{6}$/, { error: SECOND_FACTOR_MESSAGES.codeInvalid }),
  );

const recoveryCode = z
  .string({ error: SECOND_FACTOR_MESSAGES.recoveryCodeRequired })
  .transform((value) => value.replace(/[\s-]/g, '').toLowerCase())
  .pipe(
    z
      .string()
      .min(1, { error: SECOND_FACTOR_MESSAGES.recoveryCodeRequired, abort: true })
      .regex(/^[a-z0-9]{10}$/, { error: SECOND_FACTOR_MESSAGES.recoveryCodeInvalid }),
  );

const currentPassword = z
  .string({ error: PASSWORD_MESSAGES.currentPasswordRequired })
  .min(1, { error: PASSWORD_MESSAGES.currentPasswordRequired })
  .max(PASSWORD_MAX_LENGTH, { error: PASSWORD_MESSAGES.currentPasswordInvalid });

/** A TOTP code as typed (spaces ignored): six digits. */
export const totpCodeSchema = z.object({ code });

/** A recovery code as typed (spaces, dashes and case ignored). */
export const recoveryCodeSchema = z.object({ recovery_code: recoveryCode });

/** A code or a recovery code (the code wins when both come); neither: the code is required. */
const proofFields = { code: code.optional(), recovery_code: recoveryCode.optional() };
type Proof = { code?: string | undefined; recovery_code?: string | undefined };
const oneProof = (value: Proof, ctx: Pick<z.RefinementCtx, 'addIssue'>) => {
  if (value.code === undefined && value.recovery_code === undefined) {
    ctx.addIssue({ code: 'custom', path: ['code'], message: SECOND_FACTOR_MESSAGES.codeRequired });
  }
};

/** The sign-in's second step: the challenge, and a code or a recovery code. */
export const secondFactorSignInSchema = z
  .object({ challenge_token: z.string({ error: SECOND_FACTOR_MESSAGES.challengeExpired }).max(100), ...proofFields })
  .superRefine(oneProof);

/** Starting an enrolment from the profile. */
export const secondFactorEnableSchema = z.object({ current_password: currentPassword });

/** Turning the factor off from the profile: the current password and a code (or a recovery code). */
export const secondFactorDisableSchema = z.object({ current_password: currentPassword, ...proofFields }).superRefine(oneProof);

/** What sign-in answers instead of a session when a second factor is needed. */
export type SecondFactorChallenge =
  | { step: 'code'; challenge_token: string; expires_at: string }
  | { step: 'enrolment'; challenge_token: string; expires_at: string; secret: string; otpauth_uri: string };

/** A new factor's key, answered once (enrolment at sign-in or from the profile). */
export interface SecondFactorEnrolment {
  secret: string;
  otpauth_uri: string;
}

/** `GET /user/second_factor`. */
export interface SecondFactorStatus {
  enabled: boolean;
  required: boolean;
  confirmed_at: string | null;
  recovery_codes_left: number;
}
