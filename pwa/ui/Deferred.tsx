import { useEffect, useState, type ReactNode } from 'react';

/**
 * What lies below a page's first screen, rendered after it (blocking time on a slow phone, docs/performance.md): a page's first render is one
 * task, as long as the page is large, and Lighthouse counts every task over 50 ms on a slow phone as
 * blocking. Each `Deferred` renders its children in a task of its own, in the order they mounted, once
 * the first screen has been painted (effects run after the paint). Only for content a visitor cannot see
 * before scrolling: it appears a few milliseconds later.
 */
export function Deferred({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let mounted = true;
    enqueue(() => {
      if (mounted) setShown(true);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return shown ? <>{children}</> : null;
}

const waiting: Array<() => void> = [];

function enqueue(show: () => void): void {
  waiting.push(show);
  if (waiting.length === 1) setTimeout(showNext, 0);
}

/** Shows one waiting part (its render runs in this task's microtasks), then leaves the next to a new task. */
function showNext(): void {
  waiting.shift()?.();
  if (waiting.length > 0) setTimeout(showNext, 0);
}
