import type { Insertable } from 'kysely';
import type { AnalyticsEventsTable } from '../../infra/database/schema.ts';
import { DAY_MS, dayStart } from './day-range.ts';

/*
 * Realistic made-up traffic for trying the dashboard and for the bench (`plinth seed traffic`):
 * visits through the day with a weekly rhythm, sources with referrers and UTM tags, devices,
 * browsers and countries, page paths from the real catalogue, the purchase funnel with its drop-off
 * and purchases with revenue. Deterministic: the same seed and catalogue give the same events.
 */

/** Every generated visitor id starts with this, so a new run can replace the last one's events. */
export const GENERATED_VISITOR_PREFIX = 'seed-';

/** The pages and products visits are made of. */
export interface TrafficCatalogue {
  /** Content pages (home first). */
  pages: string[];
  /** Blog posts and other articles. */
  posts: string[];
  products: Array<{ path: string; itemId: string; priceCents: number }>;
  /** The shop's page. */
  shop: string;
  currency: string;
}

export interface TrafficOptions {
  websiteId: string;
  days: number;
  visitsPerDay: number;
  seed: number;
  /** The last day generated is the one holding `endMs` (events stop at `endMs`). */
  endMs: number;
}

export type NewEvent = Insertable<AnalyticsEventsTable> & { occurred_at: number };

/** Mulberry32: a small seeded generator, good enough for made-up traffic. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks from `[value, weight]` pairs. */
function weighted<T>(random: () => number, choices: ReadonlyArray<readonly [T, number]>): T {
  const total = choices.reduce((sum, [, w]) => sum + w, 0);
  let r = random() * total;
  for (const [value, w] of choices) {
    r -= w;
    if (r < 0) return value;
  }
  return choices[choices.length - 1][0];
}

interface Source {
  referrer: string | null;
  utm: [string, string, string] | null;
  /** How much likelier than average a visit from here buys. */
  intent: number;
}

const SOURCES: ReadonlyArray<readonly [Source, number]> = [
  [{ referrer: null, utm: null, intent: 1.2 }, 30],
  [{ referrer: 'https://www.google.com/', utm: null, intent: 1 }, 28],
  [{ referrer: 'https://duckduckgo.com/', utm: null, intent: 1 }, 4],
  [{ referrer: 'https://www.bing.com/', utm: null, intent: 0.9 }, 4],
  [{ referrer: null, utm: ['newsletter', 'email', 'winter-sale'], intent: 2.2 }, 9],
  [{ referrer: 'https://l.instagram.com/', utm: ['instagram', 'social', 'spring-launch'], intent: 0.8 }, 10],
  [{ referrer: 'https://www.pinterest.com/', utm: null, intent: 0.7 }, 6],
  [{ referrer: 'https://m.facebook.com/', utm: ['facebook', 'cpc', 'spring-launch'], intent: 0.9 }, 5],
  [{ referrer: 'https://news.ycombinator.com/', utm: null, intent: 0.3 }, 2],
  [{ referrer: 'https://www.reddit.com/r/pottery/', utm: null, intent: 0.6 }, 2],
];

/** [device, browser, os] with their weights. */
const DEVICES: ReadonlyArray<readonly [readonly [string, string, string], number]> = [
  [['mobile', 'Safari', 'iOS'], 30],
  [['mobile', 'Chrome', 'Android'], 22],
  [['desktop', 'Chrome', 'Windows'], 18],
  [['desktop', 'Safari', 'macOS'], 10],
  [['desktop', 'Firefox', 'Windows'], 5],
  [['desktop', 'Edge', 'Windows'], 5],
  [['tablet', 'Safari', 'iPadOS'], 6],
  [['desktop', 'Firefox', 'Linux'], 2],
  [['mobile', 'Samsung Internet', 'Android'], 2],
];

const COUNTRIES: ReadonlyArray<readonly [string | null, number]> = [
  ['US', 38],
  ['GB', 14],
  ['DE', 9],
  ['CA', 7],
  ['FR', 6],
  ['AU', 5],
  ['NL', 4],
  ['SE', 3],
  ['JP', 3],
  ['BR', 2],
  [null, 9],
];

/** Visits per hour of day (UTC), relative. */
const HOURS = [2, 1.5, 1, 1, 1, 1.5, 2.5, 4, 5, 6, 6.5, 7, 7, 6.5, 6.5, 7, 7.5, 8, 8.5, 9, 8.5, 7, 5, 3];
/** Monday … Sunday, relative (JavaScript's getUTCDay: Sunday first). */
const WEEKDAYS = [1.15, 0.95, 0.9, 0.9, 0.95, 1, 1.1];

/** Writes the events of one visit into `out`. */
function visit(random: () => number, catalogue: TrafficCatalogue, websiteId: string, start: number, endMs: number, visitor: string, session: string, out: NewEvent[]): void {
  const source = weighted(random, SOURCES);
  const [device, browser, os] = weighted(random, DEVICES);
  const country = weighted(random, COUNTRIES);
  const counting = random() < 0.12 ? ('cookieless' as const) : ('cookie' as const);
  const base = { visitor_id: visitor, session_id: counting === 'cookie' ? session : null, counting, device, browser, os, country };
  let at = start;
  let first = true;
  const hit = (path: string, itemId: string | null = null) => {
    if (at > endMs) return;
    out.push({
      ...base,
      website_id: websiteId,
      occurred_at: at,
      kind: 'hit',
      path,
      item_id: itemId,
      referrer: first ? source.referrer : null,
      utm_source: first ? (source.utm?.[0] ?? null) : null,
      utm_medium: first ? (source.utm?.[1] ?? null) : null,
      utm_campaign: first ? (source.utm?.[2] ?? null) : null,
    });
    first = false;
  };
  const event = (name: string, path: string, itemId: string | null, data: Record<string, unknown>) => {
    if (at > endMs) return;
    out.push({ ...base, website_id: websiteId, occurred_at: at, kind: 'event', path, item_id: itemId, event_name: name, schema_name: 'CommerceShopping', data_json: JSON.stringify(data) });
  };
  const pause = (min: number, max: number) => {
    at += Math.round((min + random() * (max - min)) * 1000);
  };

  // A few products sell most: popularity falls with catalogue position.
  const product = () => weighted(random, catalogue.products.map((p, i) => [p, 1 / (i + 1) ** 0.7] as const));
  const landing = weighted<'home' | 'product' | 'post' | 'shop' | 'page'>(random, [
    ['home', 38],
    ['product', 28],
    ['post', 16],
    ['shop', 12],
    ['page', 6],
  ]);
  let pages = 1 + Math.floor(-Math.log(1 - random()) * 2.2);
  if (random() < 0.38) pages = 1;
  let current: { path: string; itemId: string | null; priceCents?: number } =
    landing === 'home'
      ? { path: catalogue.pages[0], itemId: null }
      : landing === 'product' && catalogue.products.length
        ? product()
        : landing === 'post' && catalogue.posts.length
          ? { path: catalogue.posts[Math.floor(random() * catalogue.posts.length)], itemId: null }
          : landing === 'page'
            ? { path: catalogue.pages[Math.floor(random() * catalogue.pages.length)], itemId: null }
            : { path: catalogue.shop, itemId: null };
  const cart: Array<{ itemId: string; priceCents: number; quantity: number }> = [];
  for (let page = 0; page < pages; page++) {
    hit(current.path, current.itemId);
    if (current.priceCents !== undefined && current.itemId) {
      pause(0.5, 2);
      event('visit product page', current.path, current.itemId, { itemId: current.itemId });
      if (random() < 0.14 * source.intent) {
        pause(8, 60);
        const quantity = random() < 0.85 ? 1 : 2;
        cart.push({ itemId: current.itemId, priceCents: current.priceCents, quantity });
        event('add to cart', current.path, current.itemId, { itemId: current.itemId, quantity });
      }
    }
    pause(10, 120);
    // Next page: mostly deeper into the shop.
    const next = random();
    current = next < 0.55 && catalogue.products.length ? product() : next < 0.75 ? { path: catalogue.shop, itemId: null } : next < 0.88 && catalogue.posts.length ? { path: catalogue.posts[Math.floor(random() * catalogue.posts.length)], itemId: null } : { path: catalogue.pages[Math.floor(random() * catalogue.pages.length)], itemId: null };
  }
  if (!cart.length || random() > 0.6) return;
  hit('/cart');
  pause(10, 40);
  hit('/checkout');
  event('checkout', '/checkout', null, {});
  if (random() > 0.62) return;
  pause(40, 240);
  const cents = cart.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
  const value = (cents / 100).toFixed(2);
  event('purchase', '/checkout', null, { event: 'purchase', value, currency: catalogue.currency, transaction_id: `${session}-order` });
  hit('/commerce/orders');
}

/**
 * The events of `options.days` days of traffic ending at `options.endMs`, in time order, for
 * `onDay` one day at a time (so a caller can write them in batches without holding a month).
 * @returns the number of events made
 */
export function generateTraffic(catalogue: TrafficCatalogue, options: TrafficOptions, onDay: (events: NewEvent[]) => void | Promise<void>): Promise<number> {
  const random = seededRandom(options.seed);
  const firstDay = dayStart(options.endMs) - (options.days - 1) * DAY_MS;
  const returning: string[] = [];
  let made = 0;
  let visitNumber = 0;
  const run = async () => {
    for (let d = 0; d < options.days; d++) {
      const day = firstDay + d * DAY_MS;
      // A slow rise over the period, the weekly rhythm and a little noise.
      const trend = 0.8 + (0.4 * d) / Math.max(1, options.days - 1);
      const visits = Math.round(options.visitsPerDay * trend * WEEKDAYS[new Date(day).getUTCDay()] * (0.85 + random() * 0.3));
      const events: NewEvent[] = [];
      for (let v = 0; v < visits; v++) {
        const hour = weighted(random, HOURS.map((w, h) => [h, w] as const));
        const start = day + hour * 3_600_000 + Math.floor(random() * 3_600_000);
        if (start > options.endMs) continue;
        let visitor: string;
        if (returning.length && random() < 0.3) visitor = returning[Math.floor(random() * returning.length)];
        else {
          visitor = `${GENERATED_VISITOR_PREFIX}${options.seed}-${visitNumber}`;
          if (returning.length < 5000) returning.push(visitor);
        }
        visit(random, catalogue, options.websiteId, start, options.endMs, visitor, `${GENERATED_VISITOR_PREFIX}s${options.seed}-${visitNumber++}`, events);
      }
      events.sort((a, b) => a.occurred_at - b.occurred_at);
      made += events.length;
      await onDay(events);
    }
    return made;
  };
  return run();
}
