/** The test-only fault injection (api/faults.ts) is refused in production and checks its value. */
import { afterEach, describe, expect, it } from 'vitest';
import { faults, installFaults } from './faults';

afterEach(() => installFaults({}, 'test'));

describe('installFaults', () => {
  it('arms nothing without ENTRAIDE_FAULT, and the hook points then do nothing', () => {
    expect(installFaults({}, 'development')).toBeNull();
    expect(() => faults.afterProviderCall('card-payin')).not.toThrow();
  });

  it('arms the named fault in development and test', () => {
    expect(installFaults({ ENTRAIDE_FAULT: 'exit-after-card-payin' }, 'test')).toBe('card-payin');
    expect(installFaults({ ENTRAIDE_FAULT: 'exit-after-debit-payin' }, 'development')).toBe('debit-payin');
  });

  it('refuses any fault when NODE_ENV is production, and an unknown fault', () => {
    expect(() => installFaults({ ENTRAIDE_FAULT: 'exit-after-card-payin' }, 'production')).toThrow(/refused when NODE_ENV=production/);
    expect(() => installFaults({ ENTRAIDE_FAULT: 'exit-after-everything' }, 'test')).toThrow(
      /must be one of exit-after-card-payin, exit-after-debit-payin/,
    );
  });
});
