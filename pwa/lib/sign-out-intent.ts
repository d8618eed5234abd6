// Shared by the accounts (user menu, guards) and profile (account closure) features.
// Remembers that the person chose to sign out, so that a guarded page they were on sends them home
// (as 'Déconnecter' promises) rather than to /login. Read during render, so it must stay pure: it is
// a time window, not a flag that reading clears (StrictMode renders twice).
const WINDOW_MS = 2000;
let signedOutAt = 0;

export function markSigningOut(): void {
  signedOutAt = Date.now();
}

/** True for a moment after a chosen sign-out. */
export function justSignedOut(): boolean {
  return Date.now() - signedOutAt < WINDOW_MS;
}
