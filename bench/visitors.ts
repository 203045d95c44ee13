/** One shopper: its crumb and, once it has added something, its cart cookie. */
export interface Visitor {
  crumb: string;
  /** `plinth_cart=…; hasCart=true`, set from the first add's Set-Cookie. */
  cartCookie: string;
  /** Client-side mirror of the server's fixed window: start (ms) and hits counted in it. */
  windowStart: number;
  hits: number;
  busy: boolean;
}

/** Options of {@link VisitorPool}. */
export interface VisitorPoolOptions {
  /** The server's add-to-cart limit per visitor. @default 30 */
  limit: number;
  /** The server's window. @default 10_000 ms */
  windowMs: number;
  /** Hits kept in hand per window, below `limit`. @default 2 */
  headroom: number;
  /** Extra wait after a window ends before it is counted as ended (clock and latency skew). @default 1000 ms */
  skewMs: number;
}

/**
 * Hands out visitors round-robin so that none has two adds in flight and none passes the server's
 * rate limit: the limiter still runs on every add (one counter upsert per request), but never
 * refuses one. `exhausted` counts the times every visitor was busy or spent (the pool was too small
 * for the rate; that request then goes to the least-used visitor and may get a 429).
 */
export class VisitorPool {
  readonly visitors: Visitor[];
  exhausted = 0;
  private next = 0;
  private readonly budget: number;
  private readonly windowMs: number;

  constructor(crumbs: string[], options: Partial<VisitorPoolOptions> = {}) {
    const { limit = 30, windowMs = 10_000, headroom = 2, skewMs = 1000 } = options;
    this.visitors = crumbs.map((crumb) => ({ crumb, cartCookie: '', windowStart: 0, hits: 0, busy: false }));
    this.budget = limit - headroom;
    this.windowMs = windowMs + skewMs;
  }

  /** The next visitor free to add now; counts the hit. */
  take(now = Date.now()): Visitor {
    const count = this.visitors.length;
    let fallback: Visitor | undefined;
    for (let tried = 0; tried < count; tried++) {
      const visitor = this.visitors[this.next];
      this.next = (this.next + 1) % count;
      if (now - visitor.windowStart >= this.windowMs) {
        visitor.windowStart = now;
        visitor.hits = 0;
      }
      if (!visitor.busy && visitor.hits < this.budget) return this.use(visitor);
      if (!fallback || visitor.hits < fallback.hits) fallback = visitor;
    }
    this.exhausted++;
    return this.use(fallback as Visitor);
  }

  /** Marks the visitor's add as answered. */
  release(visitor: Visitor): void {
    visitor.busy = false;
  }

  /** Frees every visitor (between runs: autocannon builds a last request per connection it never sends). */
  releaseAll(): void {
    for (const visitor of this.visitors) visitor.busy = false;
  }

  private use(visitor: Visitor): Visitor {
    visitor.hits++;
    visitor.busy = true;
    return visitor;
  }
}

/** `name=value` pairs of Set-Cookie headers, joined for a Cookie header. */
export function cookiePairs(setCookie: string | string[] | undefined): string {
  const list = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie];
  return list.map((line) => line.split(';', 1)[0].trim()).join('; ');
}
