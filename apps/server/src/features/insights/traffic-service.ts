import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { findCollectionByUrlId, listItems, listNavigation, listProducts } from '../catalog/index.ts';
import { DAY_MS } from './day-range.ts';
import { rollUpAll, type RollupRun } from './rollup-service.ts';
import { GENERATED_VISITOR_PREFIX, generateTraffic, seededRandom, type TrafficCatalogue } from './traffic-generator.ts';
import { deleteEventsOfVisitors, insertEventBatch, replaceClientErrors } from './traffic-repository.ts';

/*
 * `plinth seed traffic`: made-up traffic for a site, from its real catalogue, written in batches and
 * rolled up. A new run replaces the previous run's events (generated visitor ids share a prefix).
 */

/** What a run did. */
export interface SeedTrafficResult {
  events: number;
  writeMs: number;
  rollup: RollupRun & { ms: number };
  clientErrors: number;
}

/** The site's pages, blog posts and products as paths. */
export async function trafficCatalogue(db: Kysely<Schema>, websiteId: string, currency: string): Promise<TrafficCatalogue> {
  const navigation = await listNavigation(db, websiteId);
  const pages = navigation.map((collection) => collection.fullUrl);
  const shopCollection = navigation.find((collection) => collection.type === 'products') ?? (await findCollectionByUrlId(db, websiteId, 'shop'));
  const products = shopCollection
    ? (await listProducts(db, websiteId, shopCollection.id)).map((product) => ({
        path: `${shopCollection.fullUrl}/${product.urlId}`,
        itemId: product.id,
        priceCents: product.variants[0]?.priceCents ?? 0,
      }))
    : [];
  const posts: string[] = [];
  for (const blog of navigation.filter((collection) => collection.type === 'blog')) {
    for (const item of await listItems(db, websiteId, blog.id)) posts.push(`${blog.fullUrl}/${item.urlId}`);
  }
  return { pages: pages.length ? pages : ['/'], posts, products, shop: shopCollection?.fullUrl ?? '/', currency };
}

/** Client errors a storefront might report, grouped as the ingestion groups them. */
const SAMPLE_ERRORS = [
  ["TypeError: Cannot read properties of undefined (reading 'variants')", 'at selectVariant (assets/client/product-form.js:1:2201)', '/shop'],
  ['ReferenceError: dataLayer is not defined', 'at trackPurchase (assets/client/order-confirmed.js:1:88)', '/commerce/orders'],
  ['Unhandled rejection: NetworkError when attempting to fetch resource.', 'at cartRequest (assets/client/cart.js:1:640)', '/cart'],
] as const;

/** Seeds `days` days of traffic ending `now` for a site, then rolls every day up. */
export async function seedTraffic(
  db: Kysely<Schema>,
  site: { id: string; currency: string },
  options: { days: number; visitsPerDay: number; seed: number; now: number; onDay?: (daysWritten: number) => void },
): Promise<SeedTrafficResult> {
  const catalogue = await trafficCatalogue(db, site.id, site.currency);
  const started = performance.now();
  let daysWritten = 0;
  await deleteEventsOfVisitors(db, site.id, GENERATED_VISITOR_PREFIX);
  const events = await generateTraffic(catalogue, { websiteId: site.id, days: options.days, visitsPerDay: options.visitsPerDay, seed: options.seed, endMs: options.now }, async (day) => {
    await insertEventBatch(db, day);
    options.onDay?.((daysWritten += 1));
  });
  const writeMs = performance.now() - started;

  const random = seededRandom(options.seed + 1);
  const errors = SAMPLE_ERRORS.map(([message, frame, page], index) => {
    const count = 3 + Math.floor(random() * 40 * (options.visitsPerDay / 300));
    return {
      id: `${GENERATED_VISITOR_PREFIX}error-${index}`,
      website_id: site.id,
      group_key: createHash('sha256').update(`${message}\n${frame}`).digest('hex'),
      message,
      stack: `${message}\n    ${frame}`,
      page_path: page,
      release: 'demo',
      count,
      first_seen_at: options.now - Math.floor(random() * options.days) * DAY_MS - 3_600_000,
      last_seen_at: options.now - Math.floor(random() * 3_600_000),
    };
  });
  await replaceClientErrors(db, site.id, GENERATED_VISITOR_PREFIX, errors);

  const rollupStarted = performance.now();
  const rollup = await rollUpAll(db, site.id);
  return { events, writeMs, rollup: { ...rollup, ms: performance.now() - rollupStarted }, clientErrors: errors.length };
}
