// Minimal types of the part of autocannon's programmatic API used by
// scripts/measure-performance.ts (autocannon ships no types; @types/autocannon is not installed).
declare module 'autocannon' {
  interface Histogram {
    average: number
    mean: number
    stddev: number
    min: number
    max: number
    total: number
    p50: number
    p90: number
    p99: number
  }
  interface Options {
    url: string
    connections?: number
    duration?: number
    amount?: number
    timeout?: number
    headers?: Record<string, string>
    /** Requests each connection makes in turn (cycling), e.g. several pages. */
    requests?: { method?: string; path?: string; headers?: Record<string, string> }[]
  }
  interface Result {
    requests: Histogram
    latency: Histogram
    throughput: Histogram
    non2xx: number
    errors: number
    timeouts: number
    duration: number
  }
  function autocannon(options: Options): Promise<Result>
  export default autocannon
}
