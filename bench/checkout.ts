import { randomUUID } from 'node:crypto';
import { startServerProcess } from '../e2e/support/server-process.ts';
import type { LoadOptions } from './options.ts';
import { unlimitedVariant } from './shop.ts';
import { cookiePairs } from './visitors.ts';

/** Concurrency of the set-up requests (crumbs, adds, checkout details). */
const SETUP_CONCURRENCY = 16;
const ADDRESS = { firstName: 'Ada', lastName: 'Buyer', address1: '1 Main St', city: 'New York', region: 'NY', postalCode: '10001', country: 'US' };
const CARD = { number: '4242 4242 4242 4242', expiry: '12/49', cvc: '123' };

/** Result of the checkout bench. Latencies in milliseconds. */
export interface CheckoutBenchResult {
  name: 'checkout';
  product: string;
  sku: string;
  options: LoadOptions & { visitors: number };
  /** Carts prepared (each pays once). */
  carts: number;
  orders: number;
  /** Orders per second over the measured run. */
  ordersPerSecond: number;
  seconds: number;
  latency: { mean: number; p50: number; p99: number; max: number };
  /** Answers by status. */
  statuses: Record<string, number>;
  /** True when the run ended because every prepared cart was paid, before `duration`. */
  ranOutOfCarts: boolean;
  pass: { all200: boolean };
}

/** Carts prepared (each is paid once) unless --visitors says otherwise. */
export const CHECKOUT_VISITORS = 1500;

/**
 * Checkout throughput: `plinth start` (NODE_ENV=production, fresh SQLite); `visitors` shoppers
 * each get a crumb, one unit of an unlimited-stock physical variant in their cart, an e-mail and a
 * New York address (so shipping and tax are worked out); then `connections` clients pay
 * (POST /api/commerce/checkout/pay with the test provider's payment method of the test card, made
 * while preparing, and a fresh idempotency key) one cart after another for
 * `duration` seconds or until every cart is paid. Each payment is the whole workflow: idempotency
 * claim, reservation transaction, test charge, order transaction, confirmation e-mail in the outbox.
 */
export async function benchCheckout(loadOptions: LoadOptions, log: (line: string) => void): Promise<CheckoutBenchResult> {
  const options = { ...loadOptions, visitors: loadOptions.visitors ?? CHECKOUT_VISITORS };
  const server = await startServerProcess();
  try {
    const variant = await unlimitedVariant(server.baseURL);
    const carts = Math.max(options.visitors, options.connections);
    log(`checkout: preparing ${carts} carts (${variant.title}, ${variant.sku}) …`);
    /** Each cart's payment method: the card tokenised by the test provider, as the checkout island does before paying. */
    const methods = new Map<Record<string, string>, string>();
    const cookies = await inParallel(carts, async () => {
      const crumb = randomUUID().replace(/-/g, '');
      const headers = { 'content-type': 'application/json', 'x-csrf-token': crumb, cookie: `crumb=${crumb}` };
      const added = await fetch(`${server.baseURL}/api/commerce/shopping-cart/entries`, { method: 'POST', headers, body: JSON.stringify({ itemId: variant.itemId, sku: variant.sku, quantity: 1 }) });
      if (!added.ok) throw new Error(`add answered ${added.status}: ${await added.text()}`);
      await added.arrayBuffer();
      headers.cookie = `crumb=${crumb}; ${cookiePairs(added.headers.getSetCookie())}`;
      const put = await fetch(`${server.baseURL}/api/commerce/checkout`, { method: 'PUT', headers, body: JSON.stringify({ email: 'bench@example.com', shippingAddress: ADDRESS }) });
      if (!put.ok) throw new Error(`PUT checkout answered ${put.status}: ${await put.text()}`);
      await put.arrayBuffer();
      const method = await fetch(`${server.baseURL}/api/commerce/test-payments/payment-methods`, { method: 'POST', headers, body: JSON.stringify(CARD) });
      if (!method.ok) throw new Error(`tokenising answered ${method.status}: ${await method.text()}`);
      methods.set(headers, ((await method.json()) as { paymentMethodId: string }).paymentMethodId);
      return headers;
    });

    log(`checkout: paying with ${options.connections} clients for up to ${options.duration} s …`);
    const latencies: number[] = [];
    const statuses: Record<string, number> = {};
    let next = 0;
    const started = performance.now();
    const deadline = started + options.duration * 1000;
    const client = async () => {
      while (next < cookies.length && performance.now() < deadline) {
        const headers = cookies[next++];
        const t0 = performance.now();
        const response = await fetch(`${server.baseURL}/api/commerce/checkout/pay`, { method: 'POST', headers, body: JSON.stringify({ idempotencyKey: randomUUID(), paymentMethodId: methods.get(headers) }) });
        await response.arrayBuffer();
        latencies.push(performance.now() - t0);
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      }
    };
    await Promise.all(Array.from({ length: options.connections }, client));
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const at = (q: number) => round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
    const orders = statuses['200'] ?? 0;
    return {
      name: 'checkout',
      product: variant.title,
      sku: variant.sku,
      options,
      carts,
      orders,
      ordersPerSecond: round(orders / seconds),
      seconds: round(seconds),
      latency: { mean: round(latencies.reduce((s, x) => s + x, 0) / Math.max(1, latencies.length)), p50: at(0.5), p99: at(0.99), max: round(latencies[latencies.length - 1] ?? 0) },
      statuses,
      ranOutOfCarts: next >= cookies.length,
      pass: { all200: orders === latencies.length },
    };
  } finally {
    await server.stop();
  }
}

/** The result as a small table. */
export function checkoutTable(r: CheckoutBenchResult): string {
  return [
    `checkout — ${r.product} (${r.sku}), ${r.options.connections} clients, ${r.carts} carts`,
    '| orders | seconds | orders/s | mean | p50 | p99 | max | statuses |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    `| ${r.orders} | ${r.seconds} | ${r.ordersPerSecond} | ${r.latency.mean} ms | ${r.latency.p50} ms | ${r.latency.p99} ms | ${r.latency.max} ms | ${JSON.stringify(r.statuses)}${r.ranOutOfCarts ? ' (every cart paid before the end: raise --visitors)' : ''} |`,
  ].join('\n');
}

const round = (n: number) => Math.round(n * 10) / 10;

/** Runs `task(0..count-1)` with at most SETUP_CONCURRENCY at a time; results in order. */
async function inParallel<T>(count: number, task: (index: number) => Promise<T>): Promise<T[]> {
  const results = new Array<T>(count);
  let index = 0;
  const worker = async () => {
    while (index < count) {
      const i = index++;
      results[i] = await task(i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(SETUP_CONCURRENCY, count) }, worker));
  return results;
}
