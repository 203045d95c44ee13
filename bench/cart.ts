import type autocannon from 'autocannon';
import { startServerProcess } from '../e2e/support/server-process.ts';
import { measure, type LoadResult } from './load.ts';
import type { LoadOptions } from './options.ts';
import { unlimitedVariant } from './shop.ts';
import { cookiePairs, VisitorPool, type Visitor } from './visitors.ts';

/** Budget of design.md for add to cart. */
export const CART_BUDGET = { p99Ms: 20 };

/**
 * Visitors the adds rotate through unless --visitors says otherwise: at 50 connections and up to
 * ~6,000 adds/s, 4,000 visitors make about 1.5 adds/s each, far under the server's 30 per 10 s, so
 * every add comes from another visitor than the one before and the rate limiter never decides.
 */
export const CART_VISITORS = 4000;

const ADD_PATH = '/api/commerce/shopping-cart/entries';
/** Concurrency of the set-up requests (crumbs and first adds). */
const SETUP_CONCURRENCY = 16;

/** Result of the cart bench. */
export interface CartBenchResult {
  name: 'cart';
  product: string;
  sku: string;
  options: LoadOptions & { visitors: number };
  add: LoadResult;
  /** Responses of the measured run by status code. */
  statuses: Record<string, number>;
  /** Times every visitor was busy or at its limit (0 = the rate limiter never refused an add). */
  poolExhausted: number;
  budget: typeof CART_BUDGET;
  pass: { p99: boolean; no429: boolean; all2xx: boolean };
}

/**
 * Add-to-cart latency: POST /api/commerce/shopping-cart/entries of an unlimited-stock variant at
 * `connections` concurrent clients against `plinth start` (NODE_ENV=production, fresh SQLite).
 * Each add is made by one of `visitors` shoppers, each with its own crumb (GET /) and cart (created
 * by its first add, during set-up), rotated so the per-visitor limiter (30 adds per 10 s) counts
 * every add but refuses none.
 */
export async function benchCart(loadOptions: LoadOptions, log: (line: string) => void): Promise<CartBenchResult> {
  const options = { ...loadOptions, visitors: loadOptions.visitors ?? CART_VISITORS };
  const server = await startServerProcess();
  try {
    const variant = await unlimitedVariant(server.baseURL);
    const body = JSON.stringify({ itemId: variant.itemId, sku: variant.sku, quantity: 1 });
    const addURL = server.baseURL + ADD_PATH;
    const headersOf = (visitor: Visitor) => ({
      'content-type': 'application/json',
      'x-csrf-token': visitor.crumb,
      cookie: visitor.cartCookie ? `crumb=${visitor.crumb}; ${visitor.cartCookie}` : `crumb=${visitor.crumb}`,
    });

    log(`cart: creating ${options.visitors} visitors (GET / for a crumb, then a first add for a cart) …`);
    const crumbs = await inParallel(options.visitors, async () => {
      const response = await fetch(`${server.baseURL}/`);
      await response.arrayBuffer();
      const crumb = /(?:^|;\s*)crumb=([^;]+)/.exec(cookiePairs(response.headers.getSetCookie()))?.[1];
      if (!crumb) throw new Error('GET / set no crumb cookie');
      return crumb;
    });
    const pool = new VisitorPool(crumbs);
    await inParallel(options.visitors, async (i) => {
      const visitor = pool.visitors[i];
      visitor.hits++;
      visitor.windowStart ||= Date.now();
      const response = await fetch(addURL, { method: 'POST', headers: headersOf(visitor), body });
      const text = await response.text();
      if (!response.ok) throw new Error(`The first add answered ${response.status}: ${text}`);
      visitor.cartCookie = cookiePairs(response.headers.getSetCookie());
      if (!visitor.cartCookie.includes('plinth_cart=')) throw new Error('The first add set no cart cookie');
    });

    let statuses: Record<string, number> = {};
    const request: autocannon.Request = {
      method: 'POST',
      path: ADD_PATH,
      setupRequest(req, context) {
        const visitor = pool.take();
        (context as { visitor?: Visitor }).visitor = visitor;
        return { ...req, headers: { ...req.headers, ...headersOf(visitor) }, body };
      },
      onResponse(status, _body, context) {
        const visitor = (context as { visitor?: Visitor }).visitor;
        if (visitor) pool.release(visitor);
        statuses[status] = (statuses[status] ?? 0) + 1;
      },
    };
    log(`cart: ${variant.title} (${variant.sku}), ${options.connections} connections, ${options.visitors} visitors, ${options.warmup} s warm-up + ${options.duration} s`);
    if (options.warmup > 0) {
      await measure({ url: addURL, requests: [request] }, { ...options, warmup: 0, duration: options.warmup });
      pool.releaseAll();
    }
    statuses = {};
    pool.exhausted = 0;
    const add = await measure({ url: addURL, requests: [request] }, { ...options, warmup: 0 });
    return {
      name: 'cart',
      product: variant.title,
      sku: variant.sku,
      options,
      add,
      statuses,
      poolExhausted: pool.exhausted,
      budget: CART_BUDGET,
      pass: { p99: add.latency.p99 <= CART_BUDGET.p99Ms, no429: !statuses['429'], all2xx: add.failureShare === 0 },
    };
  } finally {
    await server.stop();
  }
}

/** Runs `task(0..count-1)` with at most SETUP_CONCURRENCY at a time; results in order. */
async function inParallel<T>(count: number, task: (index: number) => Promise<T>): Promise<T[]> {
  const results = new Array<T>(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      results[index] = await task(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(SETUP_CONCURRENCY, count) }, worker));
  return results;
}
