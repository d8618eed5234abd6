/**
 * Donations at a fixed rate (an open loop): slot k is due `k / rate` seconds after the start, whoever
 * takes it. A loop takes the next slot, waits for it if early, and its latency counts from the slot's
 * due time when it is late, so a slow server is not hidden by fewer requests sent (coordinated omission).
 * Without a rate (0 or undefined), every loop sends as soon as its previous answer came (a closed loop:
 * the server's capacity).
 */
export type Pacer = () => Promise<number>;

export function pacer(ratePerSecond: number | undefined, began: number): Pacer {
  if (!ratePerSecond || ratePerSecond <= 0) return () => Promise.resolve(performance.now());
  let slot = 0;
  return async () => {
    const due = began + (slot++ * 1000) / ratePerSecond;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    return due;
  };
}
