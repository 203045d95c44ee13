import autocannon from 'autocannon';
import type { LoadOptions } from './options.ts';

/** What one autocannon run measured. Latencies in milliseconds. */
export interface LoadResult {
  requests: number;
  /** Mean requests per second over the run. */
  rps: number;
  latency: { mean: number; p50: number; p97_5: number; p99: number; max: number };
  /** Responses by class, and socket errors/timeouts. */
  ok2xx: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Share of responses that were not 2xx, errors and timeouts included (0..1). */
  failureShare: number;
  bytesPerSecond: number;
}

/** One autocannon target; `requests` as in autocannon (per-request setup and onResponse). */
export interface LoadTarget {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  requests?: autocannon.Request[];
}

/**
 * Runs autocannon in this process against a server in another one: first
 * `warmup` seconds unmeasured, then `duration` seconds measured.
 */
export async function measure(target: LoadTarget, options: LoadOptions): Promise<LoadResult> {
  if (options.warmup > 0) await run(target, options, options.warmup);
  return run(target, options, options.duration);
}

async function run(target: LoadTarget, options: LoadOptions, seconds: number): Promise<LoadResult> {
  const result = await autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    requests: target.requests,
    connections: options.connections,
    pipelining: options.pipelining,
    duration: seconds,
    ...(options.rate > 0 ? { overallRate: options.rate } : {}),
    timeout: 10,
  });
  const responses = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'];
  const failures = result.non2xx + result.errors + result.timeouts;
  return {
    requests: result.requests.total,
    rps: result.requests.average,
    latency: {
      mean: result.latency.mean,
      p50: result.latency.p50,
      p97_5: result.latency.p97_5,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    ok2xx: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    failureShare: failures / Math.max(1, responses + result.errors + result.timeouts),
    bytesPerSecond: result.throughput.average,
  };
}
