import { useEffect, useState } from 'react';

/**
 * 0 on the first render, then one more in each following task up to `last`: a long page renders its
 * first screen at once and the rest in later tasks, so that no single task holds the main thread long
 * (blocking time on a slow phone, docs/performance.md).
 */
export function useRenderStage(last: number): number {
  const [stage, setStage] = useState(0);
  useEffect(() => {
    if (stage >= last) return undefined;
    const timer = setTimeout(() => setStage(stage + 1), 0);
    return () => clearTimeout(timer);
  }, [stage, last]);
  return stage;
}
