/**
 * Runs `work` once the page has loaded and the browser is idle (or `timeout` ms after the load at the
 * latest): background work, such as keeping the directory for offline use, then never competes with a
 * page's first screen on a slow phone (issue 10). Returns a cancel function.
 */
export function whenIdle(work: () => void, timeout = 3000): () => void {
  let cancelled = false;
  let cancelScheduled = () => {};
  const run = () => {
    if (!cancelled) work();
  };
  const schedule = () => {
    if (cancelled) return;
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(run, { timeout });
      cancelScheduled = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(run, 0);
      cancelScheduled = () => clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    cancelScheduled();
  };
}
