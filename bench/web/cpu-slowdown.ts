/**
 * Lighthouse's CPU slowdown calibrated to the host (issue 27, item 5), as Lighthouse's throttling
 * documentation advises for hosts weaker than a high-end desktop: its mobile default (4x) assumes a host
 * whose `benchmarkIndex` is about 1750; on a slower host the same 4x simulates a slower phone than meant,
 * and a different one from run to run. 4 x index / 1750, clamped to 1-4, two decimals.
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  const raw = (4 * benchmarkIndex) / 1750;
  return Math.round(Math.min(4, Math.max(1, raw)) * 100) / 100;
}
