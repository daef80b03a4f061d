// The part of autocannon's API that bench-api.mjs uses (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    /** At most this many requests per second over all connections (bench-mail.mjs). */
    overallRate?: number;
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    /** For `requests`: the slowest and fastest second's count. */
    min: number;
    max: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  function autocannon(
    options: Options,
    done: (error: Error | null, result: Result) => void,
  ): unknown;
  export default autocannon;
  export type { Options, Result };
}
