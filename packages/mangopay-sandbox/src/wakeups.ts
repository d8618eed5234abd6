/**
 * Time-driven work on a clock that moves by itself. Under a manual clock (clock.ts: tests, demos driven by
 * `POST /__sandbox/clock/advance`) time only moves through the control route, which runs every module's
 * sweep, so nothing is armed here. Under the system clock nothing would run a sweep before the client's
 * next request, so a module asks to be woken when something of its falls due (a hook retry, a KYC
 * outcome, a payout settling): one unref'd timer per client and purpose, always the earliest one asked
 * for. After a restart the journaled work is caught up by the first sweep (any request of the client),
 * which arms the timers again.
 */
import { isManualClock } from './clock';
import type { SandboxContext } from './context';
import type { ClientState } from './state';

/** setTimeout's longest delay (about 24.8 days); a later wake-up re-arms on expiry. */
const MAX_TIMER_MS = 2 ** 31 - 1;

interface Armed {
  at: number;
  timer: NodeJS.Timeout;
}

const armedBySandbox = new WeakMap<SandboxContext, Map<string, Armed>>();

/**
 * Runs `run(state)` for the client at `atUnix` (seconds on the sandbox clock) when the clock is not
 * manual, then writes the journal. `purpose` names the work (one timer per client and purpose).
 */
export function wakeAt(
  sandbox: SandboxContext,
  clientId: string,
  purpose: string,
  atUnix: number,
  run: (state: ClientState) => void,
): void {
  if (isManualClock(sandbox.clock)) return;
  let armed = armedBySandbox.get(sandbox);
  if (!armed) {
    armed = new Map();
    armedBySandbox.set(sandbox, armed);
  }
  const key = `${clientId}\n${purpose}`;
  const existing = armed.get(key);
  if (existing && existing.at <= atUnix) return;
  if (existing) clearTimeout(existing.timer);
  const delay = Math.max(0, atUnix * 1000 - sandbox.clock.now().getTime());
  const timer = setTimeout(
    () => {
      armed.delete(key);
      if (delay > MAX_TIMER_MS) {
        wakeAt(sandbox, clientId, purpose, atUnix, run);
        return;
      }
      try {
        run(sandbox.state(clientId));
      } catch (err) {
        sandbox.logger?.error({ err, clientId, purpose }, 'sandbox wake-up failed');
      }
      void sandbox.persist(clientId).catch(() => undefined);
    },
    Math.min(delay, MAX_TIMER_MS),
  );
  timer.unref();
  armed.set(key, { at: atUnix, timer });
}
