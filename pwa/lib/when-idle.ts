type WhenIdleOptions = {
  /** At the latest this long after the wait for idleness starts (ms). */
  timeout?: number;
  /** Waits this long after the load before waiting for idleness (ms): work that can wait for the page's start-up to be long over. */
  after?: number;
};

/**
 * Runs `work` once the page has loaded (and `after` ms more) and the browser is idle (or `timeout` ms
 * later at the latest): background work, such as keeping the directory for offline use, then never
 * competes with a page's first screen on a slow phone. Returns a cancel function.
 */
export function whenIdle(work: () => void, { timeout = 3000, after = 0 }: WhenIdleOptions = {}): () => void {
  let cancelled = false;
  let cancelScheduled = () => {};
  const run = () => {
    if (!cancelled) work();
  };
  const waitForIdle = () => {
    if (cancelled) return;
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(run, { timeout });
      cancelScheduled = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(run, 0);
      cancelScheduled = () => clearTimeout(id);
    }
  };
  const schedule = () => {
    if (cancelled || after <= 0) return waitForIdle();
    const id = setTimeout(waitForIdle, after);
    cancelScheduled = () => clearTimeout(id);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    cancelScheduled();
  };
}
