/**
 * Fault injection for the crash-recovery tests (test/money/crash-recovery.test.ts),
 * TEST-ONLY. `ENTRAIDE_FAULT=exit-after-card-payin` or `exit-after-debit-payin` makes the process die
 * (SIGKILL: no handler, no flush) right after the payment provider has answered the creation of a card
 * or direct-debit pay-in, before anything of the answer is recorded: the moment a real crash hurts
 * most. Read only by the process entries (api/server.ts) through `installFaults`, which refuses it when
 * NODE_ENV is production. Without the variable, `faults.afterProviderCall` does nothing.
 */

export const FAULT_POINTS = ['card-payin', 'debit-payin'] as const;
export type FaultPoint = (typeof FAULT_POINTS)[number];

const FAULTS = FAULT_POINTS.map((point) => `exit-after-${point}`);

let armed: FaultPoint | null = null;

/** Arms the fault ENTRAIDE_FAULT names; throws on an unknown one, or on any in production. */
export function installFaults(env: Record<string, string | undefined>, nodeEnv: string): FaultPoint | null {
  const fault = env.ENTRAIDE_FAULT;
  if (!fault) return (armed = null);
  if (nodeEnv === 'production') throw new Error('ENTRAIDE_FAULT is for tests only and is refused when NODE_ENV=production');
  if (!FAULTS.includes(fault)) throw new Error(`ENTRAIDE_FAULT must be one of ${FAULTS.join(', ')} (got ${fault})`);
  armed = fault.slice('exit-after-'.length) as FaultPoint;
  return armed;
}

export const faults = {
  /** Called right after the provider created a pay-in, before its answer is recorded. */
  afterProviderCall(point: FaultPoint): void {
    if (armed === point) process.kill(process.pid, 'SIGKILL');
  },
};
