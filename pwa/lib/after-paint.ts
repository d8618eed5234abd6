/**
 * Resolves once the browser has painted the frame that follows: a click's handler that shows its answer
 * (a button's pending state) and waits for this before heavier work (a write to IndexedDB, the next step's
 * module and render) lets the phone show that answer first, which is what a person and the interaction
 * measure (INP, docs/performance.md) see. Without frames (tests, a hidden tab) it resolves a task later.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const later = () => setTimeout(resolve, 0);
    if (typeof requestAnimationFrame === 'function' && document.visibilityState === 'visible') requestAnimationFrame(later);
    else later();
  });
}

/**
 * Shows a pending state, lets it paint, then does `work`: the page moves on when it succeeds (the pending
 * state stays until then), and the pending state ends when it fails, so that the person can try again.
 */
export async function pendingThen(setPending: (pending: boolean) => void, work: () => Promise<void>): Promise<void> {
  setPending(true);
  await afterNextPaint();
  try {
    await work();
  } catch (err) {
    setPending(false);
    throw err;
  }
}
