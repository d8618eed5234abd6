/**
 * The second factor (docs/security.md "Second factor"). After a right password, sign-in opens a session
 * only for an account without a factor that is not required to have one; an account with a confirmed
 * factor gets a challenge asking for a code, and a manager or charity account without one gets an
 * enrolment challenge (a new key, answered once). The second call, with the challenge and a code (or a
 * recovery code), opens the session; an enrolment's first code also confirms the factor and answers the
 * recovery codes, once. The profile turns the factor on and off for the other accounts.
 */
import type { Knex } from 'knex';
import type { AppDeps } from '../app-deps';
import {
  SECOND_FACTOR_MESSAGES as M,
  secondFactorRequired,
  type SecondFactorChallenge,
  type SecondFactorEnrolment,
  type SecondFactorStatus,
} from '../../domain/second-factor';
import { conflict, forbidden, HttpError } from '../http/errors';
import { CURRENT_PASSWORD_ERRORS, checkCurrentPassword } from './current-password';
import { hashSecretToken, isWellFormedToken, newSecretToken } from '../http/secret-tokens';
import { openSession } from './sessions.service';
import { accountNotFound, invalidCredentials } from './account-errors';
import { hashRecoveryCode, matchingStep, newRecoveryCodes, newTotpSecret, otpauthUri } from './second-factor-codes';
import {
  countRecoveryCodesLeft,
  deleteSecondFactor,
  findLiveChallenge,
  findSecondFactor,
  insertChallenge,
  replaceRecoveryCodes,
  savePendingFactor,
  spendChallenge,
  spendRecoveryCode,
  useStep,
  type ChallengeKind,
  type SecondFactorRow,
} from './second-factor.queries';
import { clearCodeFailures, throttleCode } from './second-factor-throttle';
import { findAccount, findUserById, type Account, type UserRow } from './users.queries';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** A challenge lives this long: time to open the app (or install one, for an enrolment). */
export const CHALLENGE_TTL_MS = 15 * 60 * 1000;

/** What a right password leads to: a session, or a second step. */
export type LoginOutcome = { token: string; account: Account } | { challenge: SecondFactorChallenge };

/** A code or a recovery code, as the schemas parse them. */
export type Proof = { code?: string | undefined; recovery_code?: string | undefined };

const challengeExpired = () => new HttpError(401, [{ code: 'second_factor_challenge_invalid', detail: M.challengeExpired }]);
const codeInvalid = () => new HttpError(422, [{ code: 'second_factor_code_invalid', detail: M.codeInvalid, field: 'code' }]);
const recoveryCodeInvalid = () =>
  new HttpError(422, [{ code: 'recovery_code_invalid', detail: M.recoveryCodeInvalid, field: 'recovery_code' }]);

async function newChallenge(db: Knex, now: Date, userId: number, kind: ChallengeKind) {
  const token = newSecretToken();
  const expiresAt = new Date(now.getTime() + CHALLENGE_TTL_MS);
  await insertChallenge(db, { token_hash: hashSecretToken(token), user_id: userId, kind, created_at: now, expires_at: expiresAt });
  return { challenge_token: token, expires_at: expiresAt.toISOString() };
}

/**
 * Called once the first factor is right (the password in login.service.ts, Facebook in
 * social.service.ts): a session for an account that needs no second factor, else the challenge of the
 * second step (with a new key when the account must enrol).
 */
export async function afterFirstFactor(deps: Deps, user: UserRow): Promise<LoginOutcome> {
  const { knex } = deps.db;
  const now = deps.clock.now();
  const factor = await findSecondFactor(knex, user.id);
  if (factor?.confirmed_at) return { challenge: { step: 'code', ...(await newChallenge(knex, now, user.id, 'code')) } };
  if (secondFactorRequired(user.role_id)) {
    const secret = newTotpSecret();
    await savePendingFactor(knex, user.id, secret, now);
    const challenge = await newChallenge(knex, now, user.id, 'enrolment');
    return { challenge: { step: 'enrolment', ...challenge, secret, otpauth_uri: otpauthUri(secret, user.email) } };
  }
  const account = await findAccount(knex, user.id);
  if (!account) throw invalidCredentials();
  return { token: await openSession(knex, deps.clock, user.id), account };
}

/** Accepts the code (marking its step used) or spends the recovery code; 422 on the field otherwise. */
async function acceptProof(trx: Knex, factor: SecondFactorRow, proof: Proof, now: Date, confirm = false): Promise<void> {
  const userId = Number(factor.user_id);
  if (proof.code !== undefined) {
    const lastStep = factor.last_used_step === null ? null : Number(factor.last_used_step);
    const step = await matchingStep(factor.secret, proof.code, now, lastStep);
    if (step === null || !(await useStep(trx, userId, step, now, confirm))) throw codeInvalid();
    return;
  }
  if (confirm) throw codeInvalid();
  if (!(await spendRecoveryCode(trx, userId, hashRecoveryCode(proof.recovery_code ?? ''), now))) throw recoveryCodeInvalid();
}

/** Confirms a pending factor with its first code; answers the new recovery codes (shown once). */
async function confirmPending(trx: Knex, factor: SecondFactorRow, code: string | undefined, now: Date): Promise<string[]> {
  await acceptProof(trx, factor, { code }, now, true);
  const codes = newRecoveryCodes();
  await replaceRecoveryCodes(trx, Number(factor.user_id), codes.map(hashRecoveryCode), now);
  return codes;
}

/**
 * The sign-in's second step: the challenge and a code (or a recovery code, for a confirmed factor).
 * Opens the session; for an enrolment, also confirms the factor and answers its recovery codes. A wrong
 * code leaves the challenge usable (until it expires) and counts against the throttles.
 */
export async function completeSignIn(
  deps: Deps,
  input: Proof & { challenge_token: string },
  ip: string,
): Promise<{ token: string; account: Account; recoveryCodes?: string[] }> {
  const { knex } = deps.db;
  const now = deps.clock.now();
  const challenge = isWellFormedToken(input.challenge_token)
    ? await findLiveChallenge(knex, hashSecretToken(input.challenge_token), now)
    : undefined;
  if (!challenge) throw challengeExpired();
  const userId = Number(challenge.user_id);
  await throttleCode(knex, deps.clock, userId, ip);
  const result = await knex.transaction(async (trx) => {
    const factor = await trx('user_second_factors').where({ user_id: userId }).forUpdate().first<SecondFactorRow | undefined>();
    const enrolling = challenge.kind === 'enrolment';
    if (!factor || Boolean(factor.confirmed_at) === enrolling || !(await spendChallenge(trx, Number(challenge.id), now)))
      throw challengeExpired();
    const recoveryCodes = enrolling
      ? await confirmPending(trx, factor, input.code, now)
      : (await acceptProof(trx, factor, input, now), undefined);
    const account = await findAccount(trx, userId);
    if (!account || account.user.deleted_at) throw challengeExpired();
    return { token: await openSession(trx, deps.clock, userId), account, ...(recoveryCodes ? { recoveryCodes } : {}) };
  });
  await clearCodeFailures(knex, userId, ip);
  return result;
}

/** The profile's view of the caller's factor. */
export async function secondFactorStatus(deps: Deps, userId: number, roleId: number): Promise<SecondFactorStatus> {
  const factor = await findSecondFactor(deps.db.knex, userId);
  const confirmedAt = factor?.confirmed_at ? new Date(factor.confirmed_at).toISOString() : null;
  return {
    enabled: confirmedAt !== null,
    required: secondFactorRequired(roleId),
    confirmed_at: confirmedAt,
    recovery_codes_left: confirmedAt ? await countRecoveryCodesLeft(deps.db.knex, userId) : 0,
  };
}

async function userWithPassword(deps: Deps, userId: number): Promise<UserRow & { password_hash: string }> {
  const user = await findUserById(deps.db.knex, userId);
  if (!user) throw accountNotFound();
  if (!user.password_hash) throw CURRENT_PASSWORD_ERRORS.invalid();
  return user as UserRow & { password_hash: string };
}

/** Starts an enrolment from the profile (current password required): the new key, answered once. */
export async function startEnrolment(deps: Deps, userId: number, currentPassword: string): Promise<SecondFactorEnrolment> {
  const user = await userWithPassword(deps, userId);
  await checkCurrentPassword(deps, user, currentPassword);
  const secret = newTotpSecret();
  if (!(await savePendingFactor(deps.db.knex, user.id, secret, deps.clock.now())))
    throw conflict(M.alreadyEnabled, 'second_factor_enabled');
  return { secret, otpauth_uri: otpauthUri(secret, user.email) };
}

/** Confirms the profile's enrolment with a first code; answers the recovery codes, once. */
export async function confirmEnrolment(deps: Deps, userId: number, code: string, ip: string): Promise<string[]> {
  const { knex } = deps.db;
  const pending = await findSecondFactor(knex, userId);
  if (!pending || pending.confirmed_at) throw conflict(M.noPendingEnrolment, 'second_factor_not_pending');
  await throttleCode(knex, deps.clock, userId, ip);
  const codes = await knex.transaction(async (trx) => {
    const factor = await trx('user_second_factors')
      .where({ user_id: userId })
      .whereNull('confirmed_at')
      .forUpdate()
      .first<SecondFactorRow | undefined>();
    if (!factor) throw conflict(M.noPendingEnrolment, 'second_factor_not_pending');
    return confirmPending(trx, factor, code, deps.clock.now());
  });
  await clearCodeFailures(knex, userId, ip);
  return codes;
}

/** Turns the factor off (current password and a code); refused for the accounts that must keep it. */
export async function disableSecondFactor(
  deps: Deps,
  caller: { id: number; roleId: number },
  input: Proof & { current_password: string },
  ip: string,
): Promise<void> {
  if (secondFactorRequired(caller.roleId)) throw forbidden(M.requiredForRole, 'second_factor_required');
  const { knex } = deps.db;
  const user = await userWithPassword(deps, caller.id);
  await checkCurrentPassword(deps, user, input.current_password);
  const factor = await findSecondFactor(knex, user.id);
  if (!factor?.confirmed_at) throw conflict(M.notEnabled, 'second_factor_not_enabled');
  await throttleCode(knex, deps.clock, user.id, ip);
  await knex.transaction(async (trx) => {
    await acceptProof(trx, factor, input, deps.clock.now());
    await deleteSecondFactor(trx, user.id);
  });
  await clearCodeFailures(knex, user.id, ip);
}
