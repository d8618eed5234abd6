/**
 * The one injectable clock. Every time-dependent rule (pot open or closed, token expiry, debit days,
 * reconciliation windows) and the payment sandbox read `now()` from a Clock, never `new Date()`,
 * so tests can move time forward.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock for tests and the sandbox: starts at `start` and moves only when told to. */
export class ManualClock implements Clock {
  private current: number;

  constructor(start: Date | string = new Date()) {
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  set(at: Date | string): void {
    this.current = new Date(at).getTime();
  }

  advance(ms: number): void {
    this.current += ms;
  }

  advanceDays(days: number): void {
    this.advance(days * 86_400_000);
  }
}
