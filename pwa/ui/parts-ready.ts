/**
 * The lazy parts (lazy-part.tsx) a first render is waiting for: counted when React first asks for a part's
 * module, done when the part has committed. `<html data-app-started>` (app/AppRoot.tsx) waits for them, so
 * that it still means that every button of a server-written page is the app's.
 */
let pending = 0;
let waiters: Array<() => void> = [];

export function partRequested(): void {
  pending += 1;
}

export function partCommitted(): void {
  pending = Math.max(0, pending - 1);
  if (pending > 0) return;
  const ready = waiters;
  waiters = [];
  ready.forEach((run) => run());
}

/** Runs `run` once no part is pending (at once when none is). */
export function whenPartsReady(run: () => void): void {
  if (pending === 0) run();
  else waiters.push(run);
}
