// The part of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
    /** A number of requests to send, instead of a duration. */
    amount?: number;
    /** Requests each connection cycles through (paths on `url`'s host). */
    requests?: Array<{ method?: string; path: string; headers?: Record<string, string> }>;
  }
  interface Histogram {
    average: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
  }
  export interface Result {
    latency: Histogram;
    requests: Histogram & { total: number };
    non2xx: number;
    errors: number;
    timeouts: number;
    /** Requests per second: mean, and the 2.5th percentile (slowest seconds). */
    duration: number;
  }
  function autocannon(options: Options): Promise<Result>;
  /** With a callback: the running instance, which `stop()` ends early (the callback then gets the result). */
  function autocannon(options: Options, callback: (err: Error | null, result: Result) => void): { stop(): void };
  export default autocannon;
}
