import { describe, expect, it, vi } from 'vitest';
import { pendingThen } from './after-paint';

describe('pendingThen', () => {
  it('shows the pending state before the work, and keeps it while the page moves on', async () => {
    const states: boolean[] = [];
    const work = vi.fn(() => {
      expect(states).toEqual([true]);
      return Promise.resolve();
    });
    await pendingThen((pending) => states.push(pending), work);
    expect(work).toHaveBeenCalledOnce();
    expect(states).toEqual([true]);
  });

  it('ends the pending state when the work fails, so that the person can try again', async () => {
    const states: boolean[] = [];
    const failure = new Error('stockage indisponible');
    await expect(
      pendingThen(
        (pending) => states.push(pending),
        () => Promise.reject(failure),
      ),
    ).rejects.toBe(failure);
    expect(states).toEqual([true, false]);
  });
});
