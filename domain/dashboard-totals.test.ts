import { describe, expect, it } from 'vitest';
import { totalGiven, totalReceived } from './dashboard';

describe('dashboard summary boxes', () => {
  it('total given counts the gifts of succeeded payments only', () => {
    const donations = [
      { amount: 5000, payment_status: 'SUCCEEDED' },
      { amount: 7000, payment_status: 'CREATED' },
      { amount: 150, payment_status: 'FAILED' },
      { amount: 900, payment_status: 'REFUNDED' },
      { amount: 1, payment_status: 'SUCCEEDED' },
    ];
    expect(totalGiven(donations)).toBe(5001);
    expect(totalGiven([])).toBe(0);
  });

  it('total received sums what the own pots collected', () => {
    expect(totalReceived([{ donations_total_amount: 12345 }, { donations_total_amount: 100000 }])).toBe(112345);
    expect(totalReceived([])).toBe(0);
  });
});
