import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { value: state, configurable: true });
}

afterEach(() => {
  setReadyState('complete');
  vi.unstubAllGlobals();
});

describe('whenIdle', () => {
  it('waits for the load event, then for an idle moment', () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    setReadyState('loading');
    const work = vi.fn();
    whenIdle(work);
    expect(idle).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(1);
    expect(work).not.toHaveBeenCalled();
    idle[0]!();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled, before or after the load', async () => {
    setReadyState('loading');
    const early = vi.fn();
    whenIdle(early)();
    window.dispatchEvent(new Event('load'));
    setReadyState('complete');
    const late = vi.fn();
    whenIdle(late)();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });

  it('runs soon on a loaded page without requestIdleCallback', async () => {
    const work = vi.fn();
    whenIdle(work);
    await vi.waitFor(() => expect(work).toHaveBeenCalledTimes(1));
  });

  it('waits `after` ms once the page has loaded before waiting for an idle moment', () => {
    vi.useFakeTimers();
    try {
      const idle: Array<() => void> = [];
      vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
      vi.stubGlobal('cancelIdleCallback', () => undefined);
      const work = vi.fn();
      whenIdle(work, { after: 5000 });
      vi.advanceTimersByTime(4999);
      expect(idle).toHaveLength(0);
      vi.advanceTimersByTime(1);
      expect(idle).toHaveLength(1);
      idle[0]!();
      expect(work).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('can be cancelled during the `after` wait', () => {
    vi.useFakeTimers();
    try {
      const work = vi.fn();
      const cancel = whenIdle(work, { after: 1000 });
      vi.advanceTimersByTime(500);
      cancel();
      vi.advanceTimersByTime(5000);
      expect(work).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
