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
  }
  interface Histogram {
    average: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
  }
  interface Result {
    latency: Histogram;
    requests: Histogram & { total: number };
    non2xx: number;
    errors: number;
    timeouts: number;
    /** Requests per second: mean, and the 2.5th percentile (slowest seconds). */
    duration: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
