import { z } from 'zod';
import { defineRoute, type ApiRoute } from '../api-route.ts';

/*
 * The insights feature's routes (apps/server/src/features/insights): what the owner reads about the
 * site's traffic and sales, answered from the hourly and daily rollups (docs/analytics-api.md
 * "Insights"). Days are UTC calendar days written `YYYY-MM-DD`; a range includes both ends. Every
 * table is also served as CSV with `?format=csv` (or `Accept: text/csv`).
 */

/** The longest range a report covers, in days. */
export const MAX_RANGE_DAYS = 366;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `text` is a real calendar day (`2026-02-30` is not). */
export function isCalendarDay(text: string): boolean {
  if (!DAY.test(text)) return false;
  const ms = Date.parse(`${text}T00:00:00Z`);
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === text;
}

const dayQuery = (name: string) =>
  z
    .string()
    .trim()
    .refine(isCalendarDay, `${name} must be a day written YYYY-MM-DD.`)
    .optional();

/** `json` (default) or `csv`. */
export const reportFormat = z.enum(['json', 'csv'], { error: 'format must be json or csv.' }).optional();

/** The fields of a range query; {@link withRangeChecks} adds the checks across them. */
const rangeFields = { from: dayQuery('from'), to: dayQuery('to'), format: reportFormat };

/** `from` not after `to`, at most {@link MAX_RANGE_DAYS} days (a plain object schema stays one for the API document). */
function withRangeChecks<T extends z.ZodObject<typeof rangeFields & z.ZodRawShape>>(schema: T) {
  return schema
    .refine((q: { from?: string; to?: string }) => q.from === undefined || q.to === undefined || q.from <= q.to, { message: 'from must not be after to.', path: ['from'] })
    .refine((q: { from?: string; to?: string }) => q.from === undefined || q.to === undefined || (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < MAX_RANGE_DAYS, {
    message: `The range must be at most ${MAX_RANGE_DAYS} days.`,
    path: ['to'],
  });
}

/** `from` and `to` (both optional: the last 30 days up to today), at most {@link MAX_RANGE_DAYS} days, `from` not after `to`. */
export const rangeQuery = withRangeChecks(z.object(rangeFields));

/** A resolved range of days. */
export const dayRange = z.object({ from: z.string(), to: z.string() });

/** The headline numbers of a range. */
export const overviewTotals = z.object({
  /** Distinct visitors per day, summed over the range's days. */
  visitors: z.number().int(),
  pageViews: z.number().int(),
  sessions: z.number().int(),
  /** Sessions of one page view over all sessions, 0 to 1 (0 without sessions). */
  bounceRate: z.number(),
  /** Mean session length in whole seconds (last event minus first). */
  visitDurationSeconds: z.number().int(),
});

/** One day of the daily series. */
export const overviewDay = z.object({ date: z.string(), visitors: z.number().int(), pageViews: z.number().int(), sessions: z.number().int() });

/** GET /api/owner/analytics/overview. */
export const getAnalyticsOverview = defineRoute({
  method: 'GET',
  path: '/api/owner/analytics/overview',
  tag: 'insights',
  access: 'reports:read',
  summary: 'Visitors, page views, sessions, bounce rate and visit duration of a range and of the period before it, with a daily series (CSV: the daily series)',
  query: rangeQuery,
  response: z.object({ range: dayRange, previousRange: dayRange, current: overviewTotals, previous: overviewTotals, daily: z.array(overviewDay) }),
});

/** GET /api/owner/analytics/realtime. */
export const getAnalyticsRealtime = defineRoute({
  method: 'GET',
  path: '/api/owner/analytics/realtime',
  tag: 'insights',
  access: 'reports:read',
  summary: 'The last 30 minutes from the raw events: visitors, page views per minute and the pages being read (CSV: the pages)',
  query: z.object({ format: reportFormat }),
  response: z.object({
    /** Epoch ms of the window's start and end. */
    since: z.number().int(),
    until: z.number().int(),
    visitors: z.number().int(),
    pageViews: z.number().int(),
    /** 30 entries, oldest first: page views in each minute. */
    perMinute: z.array(z.object({ minute: z.number().int(), pageViews: z.number().int() })),
    pages: z.array(z.object({ value: z.string(), visitors: z.number().int(), pageViews: z.number().int() })),
  }),
});

/**
 * What a top list is of. `country` values are ISO 3166-1 alpha-2 codes (`GB`) or `Unknown`;
 * `counting` values are {@link COUNTING_METHODS}.
 */
export const TOP_DIMENSIONS = ['page', 'entry', 'exit', 'referrer', 'source', 'utm_campaign', 'utm_medium', 'utm_source', 'device', 'browser', 'os', 'country', 'counting'] as const;
export type TopDimension = (typeof TOP_DIMENSIONS)[number];

/**
 * How a visitor was counted (storefront.md §9): `cookie` with the ss_cvr cookie, `cookieless` by a
 * daily-salted hash when a restrictive cookie policy's consent was not given.
 */
export const COUNTING_METHODS = ['cookie', 'cookieless'] as const;

/** One row of a top list. */
export const topRow = z.object({ value: z.string(), visitors: z.number().int(), pageViews: z.number().int(), sessions: z.number().int() });

/** GET /api/owner/analytics/top. */
export const getAnalyticsTop = defineRoute({
  method: 'GET',
  path: '/api/owner/analytics/top',
  tag: 'insights',
  access: 'reports:read',
  summary: 'The top values of one dimension (pages, entry and exit pages, referrers, sources, UTM, devices, browsers, systems, countries, counting methods) over a range, by visitors',
  query: withRangeChecks(
    z.object({
      ...rangeFields,
      dimension: z.enum(TOP_DIMENSIONS, { error: `dimension must be one of ${TOP_DIMENSIONS.join(', ')}.` }),
      limit: z.coerce.number({ error: 'limit must be a number.' }).int('limit must be a whole number.').min(1, 'limit must be at least 1.').max(1000, 'limit must be at most 1000.').default(10),
    }),
  ),
  response: z.object({ range: dayRange, dimension: z.enum(TOP_DIMENSIONS), rows: z.array(topRow) }),
});

/** One step of the purchase funnel. */
export const funnelStep = z.object({
  /** 'product_view' | 'add_to_cart' | 'checkout' | 'purchase'. */
  step: z.string(),
  label: z.string(),
  /** Sessions that reached the step. */
  sessions: z.number().int(),
  /** Share of the previous step's sessions that did not reach this one, 0 to 1 (0 for the first step). */
  dropOff: z.number(),
});

/** Sales of one traffic source or UTM campaign. */
export const salesRow = z.object({
  value: z.string(),
  sessions: z.number().int(),
  orders: z.number().int(),
  /** Revenue in the site's currency, a decimal string (`'1234.50'`). */
  revenue: z.string(),
  /** Orders over sessions, 0 to 1. */
  conversionRate: z.number(),
});

/** The funnel's tables, for `?format=csv&table=`. */
export const FUNNEL_TABLES = ['steps', 'sources', 'campaigns'] as const;

/** GET /api/owner/analytics/funnel. */
export const getAnalyticsFunnel = defineRoute({
  method: 'GET',
  path: '/api/owner/analytics/funnel',
  tag: 'insights',
  access: 'reports:read',
  summary: 'Product view → add to cart → checkout → purchase with the drop-off at each step; revenue, orders and conversion rate by source and by UTM campaign (CSV: `table=steps|sources|campaigns`)',
  query: withRangeChecks(z.object({ ...rangeFields, table: z.enum(FUNNEL_TABLES, { error: `table must be one of ${FUNNEL_TABLES.join(', ')}.` }).default('steps') })),
  response: z.object({
    range: dayRange,
    currency: z.string(),
    steps: z.array(funnelStep),
    orders: z.number().int(),
    revenue: z.string(),
    conversionRate: z.number(),
    bySource: z.array(salesRow),
    byCampaign: z.array(salesRow),
  }),
});

/** One product of the top products. */
export const productRow = z.object({
  itemId: z.string(),
  /** The product's title now; null when it is no longer in the catalogue. */
  title: z.string().nullable(),
  /** Product-page views (the trackers' visit-product-page events). */
  views: z.number().int(),
  adds: z.number().int(),
  /** Adds over views, 0 to 1 (0 without views). */
  addRate: z.number(),
  visitors: z.number().int(),
  /** Orders of the range with the product in them. */
  orders: z.number().int(),
  /** What those orders' lines of the product came to (unit price × quantity, before order discounts), in the site's currency, a decimal string (`'96.00'`). */
  revenue: z.string(),
});

/** What the top products are ranked by. */
export const PRODUCT_SORTS = ['views', 'revenue'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** GET /api/owner/analytics/products. */
export const getAnalyticsProducts = defineRoute({
  method: 'GET',
  path: '/api/owner/analytics/products',
  tag: 'insights',
  access: 'reports:read',
  summary: 'Top products over a range by product-page views (or by revenue), with adds to cart, the add rate, orders and revenue (CSV: the table)',
  query: withRangeChecks(
    z.object({
      ...rangeFields,
      sort: z.enum(PRODUCT_SORTS, { error: `sort must be one of ${PRODUCT_SORTS.join(', ')}.` }).default('views'),
      limit: z.coerce.number({ error: 'limit must be a number.' }).int('limit must be a whole number.').min(1, 'limit must be at least 1.').max(1000, 'limit must be at most 1000.').default(10),
    }),
  ),
  response: z.object({ range: dayRange, currency: z.string(), sort: z.enum(PRODUCT_SORTS), rows: z.array(productRow) }),
});

/** The insights feature's routes. */
export const insightsRoutes: readonly ApiRoute[] = [getAnalyticsOverview, getAnalyticsRealtime, getAnalyticsTop, getAnalyticsFunnel, getAnalyticsProducts];
