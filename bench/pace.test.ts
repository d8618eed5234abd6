import { afterEach, describe, expect, it, vi } from 'vitest';
import { pacer } from './pace';

describe('pacer', () => {
  afterEach(() => vi.useRealTimers());

  it('hands out slots 1/rate apart and waits for a slot that is not due yet', async () => {
    vi.useFakeTimers();
    const began = performance.now();
    const next = pacer(10, began);
    expect(await next()).toBe(began);
    let second: number | undefined;
    void next().then((due) => (second = due));
    await vi.advanceTimersByTimeAsync(50);
    expect(second).toBeUndefined();
    await vi.advanceTimersByTimeAsync(60);
    expect(second).toBe(began + 100);
  });

  it('gives a late loop the slot it missed, so its latency counts from when it was due', async () => {
    vi.useFakeTimers();
    const began = performance.now();
    const next = pacer(4, began);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await next()).toBe(began);
    expect(await next()).toBe(began + 250);
  });

  it('without a rate, sends at once (a closed loop)', async () => {
    const next = pacer(undefined, 0);
    const before = performance.now();
    expect(await next()).toBeGreaterThanOrEqual(before);
  });
});
