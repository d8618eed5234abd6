/**
 * The emulator's time. Every date it writes (CreationDate, ExecutionDate, token expiry) and every
 * time-driven transition (a 3-D Secure session expiring, a direct debit settling, a hook retry) reads
 * `now()` from the clock it was given, never `new Date()`, so a caller can run it on a clock of its own.
 *
 * A clock that also has `advance(ms)` is manual: it moves only when told to. The emulator then arms no
 * timers and offers `POST /__sandbox/clock/advance`, which moves it and runs every module's sweep. Any
 * object of that shape will do (a test suite's own manual clock shared with the code under test).
 */
export interface Clock {
  now(): Date;
}

export interface ManualClockLike extends Clock {
  advance(ms: number): void;
}

export const systemClock: Clock = { now: () => new Date() };

/** Whether the clock moves only when told to (it has `advance`). */
export const isManualClock = (clock: Clock): clock is ManualClockLike => typeof (clock as Partial<ManualClockLike>).advance === 'function';

/** A clock that starts at `start` and moves only through `advance` or `set`. */
export class ManualClock implements ManualClockLike {
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
}
