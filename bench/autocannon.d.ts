// The part of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
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
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
