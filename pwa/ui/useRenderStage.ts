import { useEffect, useState } from 'react';
import { rendersServerMarkup } from '@/lib/server-markup';

/**
 * 0 on the first render, then one more in each following task up to `last`: a long page renders its
 * first screen at once and the rest in later tasks, so that no single task holds the main thread long
 * (blocking time on a slow phone, docs/performance.md). A page the server wrote is whole at once (the
 * server's render and the hydration that takes it over give the same markup).
 */
export function useRenderStage(last: number): number {
  const [stage, setStage] = useState(() => (rendersServerMarkup() ? last : 0));
  useEffect(() => {
    if (stage >= last) return undefined;
    const timer = setTimeout(() => setStage(stage + 1), 0);
    return () => clearTimeout(timer);
  }, [stage, last]);
  return stage;
}
