/** Load settings shared by the HTTP benches; each comes from a flag, else an env variable, else the default. */
export interface LoadOptions {
  /** Seconds of measured load per target. @default 10 (--duration, BENCH_DURATION) */
  duration: number;
  /** Seconds of unmeasured load per target before it. @default 3 (--warmup, BENCH_WARMUP) */
  warmup: number;
  /** Concurrent connections. @default 50 (--connections, BENCH_CONNECTIONS) */
  connections: number;
  /** Requests in flight per connection. @default 1 (--pipelining, BENCH_PIPELINING) */
  pipelining: number;
  /**
   * cart and checkout: visitors (crumb + cart). Unset, each bench takes its own default: cart 4,000
   * (CART_VISITORS: every add from another visitor, so the per-visitor limit never decides), checkout
   * 1,500 (CHECKOUT_VISITORS: carts to pay). (--visitors, BENCH_VISITORS)
   */
  visitors?: number;
  /** Overall requests per second the connections are paced to; 0 = as fast as answered (closed loop). @default 0 (--rate, BENCH_RATE) */
  rate: number;
  /** signin only: sign-ins in flight in the throughput phase. @default 4 (--concurrency, BENCH_CONCURRENCY) */
  concurrency: number;
  /** signin only: wrong passwords sent against one account in the throttling phase. @default 1000 (--guesses, BENCH_GUESSES) */
  guesses: number;
  /** events only: made-up events the dashboard's reports are timed over; 0 skips that phase. @default 10,000,000 (--dashboard-events, BENCH_DASHBOARD_EVENTS) */
  'dashboard-events': number;
}

const SPEC: Record<keyof LoadOptions, { env: string; fallback: number | undefined; min: number; max: number }> = {
  duration: { env: 'BENCH_DURATION', fallback: 10, min: 1, max: 300 },
  warmup: { env: 'BENCH_WARMUP', fallback: 3, min: 0, max: 60 },
  connections: { env: 'BENCH_CONNECTIONS', fallback: 50, min: 1, max: 1000 },
  pipelining: { env: 'BENCH_PIPELINING', fallback: 1, min: 1, max: 64 },
  visitors: { env: 'BENCH_VISITORS', fallback: undefined, min: 1, max: 100_000 },
  rate: { env: 'BENCH_RATE', fallback: 0, min: 0, max: 1_000_000 },
  concurrency: { env: 'BENCH_CONCURRENCY', fallback: 4, min: 1, max: 64 },
  guesses: { env: 'BENCH_GUESSES', fallback: 1000, min: 10, max: 100_000 },
  'dashboard-events': { env: 'BENCH_DASHBOARD_EVENTS', fallback: 10_000_000, min: 0, max: 100_000_000 },
};

/**
 * Parses `--name value` / `--name=value` flags over the environment.
 * @example parseLoadOptions(['--duration', '5']) // { duration: 5, warmup: 3, connections: 50, pipelining: 1, rate: 0, concurrency: 4, guesses: 1000 }
 */
export function parseLoadOptions(argv: string[], env: NodeJS.ProcessEnv = process.env): LoadOptions {
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('--')) continue;
    const eq = arg.indexOf('=');
    if (eq !== -1) flags.set(arg.slice(2, eq), arg.slice(eq + 1));
    else if (i + 1 < argv.length) flags.set(arg.slice(2), argv[++i]);
    else throw new Error(`${arg} needs a value`);
  }
  const result = {} as LoadOptions;
  for (const key of Object.keys(SPEC) as (keyof LoadOptions)[]) {
    const { env: name, fallback, min, max } = SPEC[key];
    const raw = flags.get(key) ?? env[name];
    flags.delete(key);
    const value = raw === undefined || raw === '' ? fallback : Number(raw);
    if (value === undefined) continue;
    if (!Number.isFinite(value) || value < min || value > max) throw new Error(`--${key} must be a number from ${min} to ${max} (got ${raw})`);
    result[key] = value;
  }
  if (flags.size) throw new Error(`Unknown flag(s): ${[...flags.keys()].map((k) => `--${k}`).join(', ')}`);
  return result;
}
