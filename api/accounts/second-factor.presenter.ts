/**
 * The wire shapes of sign-in with a second factor: a session (`{auth_token, user}`, as before), or
 * `{second_factor: {step, challenge_token, expires_at}}` (with `secret` and `otpauth_uri` for an
 * enrolment) and no session; the second step answers the session, with `recovery_codes` after an enrolment.
 */
import type { Account } from './users.queries';
import type { LoginOutcome } from './second-factor.service';
import { presentAuth } from './user.presenter';

/** What `POST /user/auth` answers after a right password. */
export function presentLoginOutcome(outcome: LoginOutcome) {
  return 'challenge' in outcome ? { second_factor: outcome.challenge } : presentAuth(outcome.token, outcome.account);
}

/** What `POST /user/auth/second_factor` answers. */
export function presentSecondStep(result: { token: string; account: Account; recoveryCodes?: string[] }) {
  return { ...presentAuth(result.token, result.account), ...(result.recoveryCodes ? { recovery_codes: result.recoveryCodes } : {}) };
}
