/*
 * A per-process fixed-window counter, for routes that must answer without a database write per
 * call (analytics ingestion: a write per hit would undo the batching). Each process counts on its
 * own, so a visitor spread over N processes gets up to N times the limit: fine for telemetry,
 * not for anything a limit protects money or accounts with (those use rate-limit.ts).
 */

/** At most `limit` calls per key in each window of `windowMs`. */
export interface MemoryWindowRule {
  limit: number;
  windowMs: number;
}

/** Windows kept before expired ones are swept (bounded memory under many visitors). */
const SWEEP_AT = 50_000;

/** Counts calls per key; {@link hit} says whether one more is allowed. */
export class MemoryWindowLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  private readonly rule: MemoryWindowRule;

  constructor(rule: MemoryWindowRule) {
    this.rule = rule;
  }

  /** Counts a call of `key` at `now`; false once the key is past its limit in the current window. */
  hit(key: string, now: number): boolean {
    let window = this.windows.get(key);
    if (!window || now - window.start >= this.rule.windowMs) {
      if (!window && this.windows.size >= SWEEP_AT) this.sweep(now);
      window = { start: now, count: 0 };
      this.windows.set(key, window);
    }
    window.count++;
    return window.count <= this.rule.limit;
  }

  /** Milliseconds until `key`'s window ends (for Retry-After). */
  retryAfterMs(key: string, now: number): number {
    const window = this.windows.get(key);
    return window ? Math.max(0, window.start + this.rule.windowMs - now) : 0;
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (now - window.start >= this.rule.windowMs) this.windows.delete(key);
  }
}
