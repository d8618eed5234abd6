/**
 * The end of an abandoned 3-D Secure session. A challenged card pay-in (CREATED, SecureModeNeeded) whose
 * payer never finishes the bank's page fails SECURE_MODE_SESSION_SECONDS after its creation on the
 * sandbox clock: Status FAILED, ResultCode 101304 "Secure mode: The 3DSecure authentication session has
 * expired" (https://docs.mangopay.com/errors/codes/101304), SecureModeRedirectURL null, and its
 * PAYIN_NORMAL_FAILED event (hence its hook) once, as the transition happens once. Mangopay does not
 * publish the lifetime of a 3DS session; 30 minutes is an emulator choice, the documented lifetime of a
 * web pay-in (https://docs.mangopay.com/errors/codes/001034).
 *
 * It happens at the first of: a sweep (any API request of the client, `POST /__sandbox/clock/advance`),
 * the 3-D Secure page being opened or posted (secure-mode-page.ts: completing it late does not succeed),
 * or a timer under the system clock (wakeups.ts), armed at each pay-in's creation and at each sweep.
 * The emulator has no recurring (CIT/MIT) card pay-ins and no pre-authorisations: only direct card
 * pay-ins wait for a 3-D Secure session.
 */
import { unixNow, type SandboxContext, type SandboxModule } from '../context';
import type { ClientState } from '../state';
import { wakeAt } from '../wakeups';
import { failPayIn, PAYINS } from './payins';
import type { CardPayInResource } from './payins-card';

/** How long the bank's 3-D Secure page waits for the payer (emulator choice, see above). */
export const SECURE_MODE_SESSION_SECONDS = 30 * 60;
export const SECURE_MODE_EXPIRED_CODE = '101304';

const awaitingSecureMode = (state: ClientState) =>
  state.list<CardPayInResource>(PAYINS).filter((p) => p.PaymentType === 'CARD' && p.Status === 'CREATED' && p.SecureModeNeeded);

/** Unix seconds at which the pay-in's 3-D Secure session ends. */
export const sessionEndOf = (payIn: Pick<CardPayInResource, 'CreationDate'>) => (payIn.CreationDate ?? 0) + SECURE_MODE_SESSION_SECONDS;

/** Fails the pay-ins whose 3-D Secure session has ended, and asks to be woken for the next one (system clock). */
export function expireSecureModeSessions(state: ClientState, sandbox: SandboxContext): void {
  const now = unixNow(sandbox.clock);
  for (const payIn of awaitingSecureMode(state)) {
    if (sessionEndOf(payIn) <= now) failPayIn(state, sandbox, payIn, SECURE_MODE_EXPIRED_CODE, { SecureModeRedirectURL: null });
  }
  const next = Math.min(...awaitingSecureMode(state).map(sessionEndOf));
  if (Number.isFinite(next)) wakeAt(sandbox, state.clientId, 'secure-mode-expiry', next, (s) => expireSecureModeSessions(s, sandbox));
}

export const secureModeExpiryModule: SandboxModule = {
  name: 'secure-mode-expiry',
  routes() {},
  sweep: (state, sandbox) => expireSecureModeSessions(state, sandbox),
};
