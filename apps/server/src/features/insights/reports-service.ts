import type { ProductSort, TopDimension } from '@plinth/api';
import { minorToDecimalString, type CurrencyCode } from '@plinth/commerce';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { DAY_MS, dayText, previousRange, resolveRange, type DayRange } from './day-range.ts';
import { FUNNEL_STEPS } from './funnel-events.ts';
import { FUNNEL_LABELS } from './messages.ts';
import { dailyTotals, itemTitles, productSales, recentHits, recentVisitors, topValues, totalsBetween, valuesSums, type ProductSales, type RollupSums } from './reports-repository.ts';

/*
 * The owner's reports, from the daily rollups (the real-time view alone reads raw events). A
 * range's visitors are the days' distinct visitors summed: a visitor of two days counts twice.
 */

/** The real-time window. */
export const REALTIME_MINUTES = 30;
const MINUTE_MS = 60_000;
/** Rows of the sales tables. */
const SALES_ROWS = 20;

/** The site a report is for. */
export interface ReportSite {
  websiteId: string;
  currency: string;
  now: number;
}

/** Which rollup dimension a top list reads. */
const ROLLUP_DIMENSION: Readonly<Record<TopDimension, string>> = {
  page: 'page',
  entry: 'entry-page',
  exit: 'exit-page',
  referrer: 'referrer',
  source: 'source',
  utm_campaign: 'utm-campaign',
  utm_medium: 'utm-medium',
  utm_source: 'utm-source',
  device: 'device',
  browser: 'browser',
  os: 'os',
  country: 'country',
  counting: 'counting',
};

const rangeJson = (range: DayRange) => ({ from: range.from, to: range.to });

function totalsOf(sums: RollupSums) {
  return {
    visitors: sums.visitors,
    pageViews: sums.pageViews,
    sessions: sums.sessions,
    bounceRate: sums.sessions ? sums.bounces / sums.sessions : 0,
    visitDurationSeconds: sums.sessions ? Math.round(sums.durationMs / sums.sessions / 1000) : 0,
  };
}

/** Headline numbers of a range and of the period before it, with every day of the range (0 for a quiet day). */
export async function overviewReport(db: Kysely<Schema>, site: ReportSite, query: { from?: string | undefined; to?: string | undefined }) {
  const range = resolveRange(query, site.now);
  const previous = previousRange(range);
  const [current, before, days] = await Promise.all([
    totalsBetween(db, site.websiteId, range.startMs, range.endMs),
    totalsBetween(db, site.websiteId, previous.startMs, previous.endMs),
    dailyTotals(db, site.websiteId, range.startMs, range.endMs),
  ]);
  const byDay = new Map(days.map((day) => [day.bucketStart, day.sums]));
  const daily = [];
  for (let day = range.startMs; day < range.endMs; day += DAY_MS) {
    const sums = byDay.get(day);
    daily.push({ date: dayText(day), visitors: sums?.visitors ?? 0, pageViews: sums?.pageViews ?? 0, sessions: sums?.sessions ?? 0 });
  }
  return { range: rangeJson(range), previousRange: rangeJson(previous), current: totalsOf(current), previous: totalsOf(before), daily };
}

/** The top values of one dimension over a range. */
export async function topReport(db: Kysely<Schema>, site: ReportSite, query: { from?: string | undefined; to?: string | undefined; dimension: TopDimension; limit: number }) {
  const range = resolveRange(query, site.now);
  const rows = await topValues(db, site.websiteId, ROLLUP_DIMENSION[query.dimension], range.startMs, range.endMs, query.limit);
  return {
    range: rangeJson(range),
    dimension: query.dimension,
    rows: rows.map(({ value, sums }) => ({ value, visitors: sums.visitors, pageViews: sums.pageViews, sessions: sums.sessions })),
  };
}

/** The products viewed most (or sold best) over a range, with adds to cart, orders, revenue and current titles. */
export async function productsReport(db: Kysely<Schema>, site: ReportSite, query: { from?: string | undefined; to?: string | undefined; limit: number; sort: ProductSort }) {
  const range = resolveRange(query, site.now);
  const { websiteId, currency } = site;
  let ids: string[];
  let views: Map<string, RollupSums>;
  let sales: ProductSales[];
  if (query.sort === 'revenue') {
    // The best sellers from the orders, then their views from the rollups (a product sold but not viewed has none).
    sales = await productSales(db, websiteId, currency, range.startMs, range.endMs, { limit: query.limit });
    ids = sales.map((sale) => sale.itemId);
    views = await valuesSums(db, websiteId, 'product', ids, range.startMs, range.endMs);
  } else {
    const viewed = await topValues(db, websiteId, 'product', range.startMs, range.endMs, query.limit, 'product_views');
    ids = viewed.map((row) => row.value);
    views = new Map(viewed.map((row) => [row.value, row.sums]));
    sales = await productSales(db, websiteId, currency, range.startMs, range.endMs, { itemIds: ids });
  }
  const sold = new Map(sales.map((sale) => [sale.itemId, sale]));
  const titles = await itemTitles(db, websiteId, ids);
  return {
    range: rangeJson(range),
    currency,
    sort: query.sort,
    rows: ids.map((itemId) => {
      const sums = views.get(itemId);
      const productViews = sums?.productViews ?? 0;
      const adds = sums?.addsToCart ?? 0;
      return {
        itemId,
        title: titles.get(itemId) ?? null,
        views: productViews,
        adds,
        addRate: productViews > 0 ? adds / productViews : 0,
        visitors: sums?.visitors ?? 0,
        orders: sold.get(itemId)?.orders ?? 0,
        revenue: minorToDecimalString(sold.get(itemId)?.revenueCents ?? 0, currency as CurrencyCode),
      };
    }),
  };
}

/** A share of a whole, 0 when the whole is 0. */
const share = (part: number, whole: number) => (whole > 0 ? part / whole : 0);

/** The funnel, revenue and orders of a range, with sales by source and by UTM campaign. */
export async function funnelReport(db: Kysely<Schema>, site: ReportSite, query: { from?: string | undefined; to?: string | undefined }) {
  const range = resolveRange(query, site.now);
  const money = (cents: number) => minorToDecimalString(cents, site.currency as CurrencyCode);
  const salesRow = ({ value, sums }: { value: string; sums: RollupSums }) => ({
    value,
    sessions: sums.sessions,
    orders: sums.orders,
    revenue: money(sums.revenueCents),
    conversionRate: share(sums.orders, sums.sessions),
  });
  const [totals, sources, campaigns] = await Promise.all([
    totalsBetween(db, site.websiteId, range.startMs, range.endMs),
    topValues(db, site.websiteId, 'source', range.startMs, range.endMs, SALES_ROWS, 'sessions'),
    topValues(db, site.websiteId, 'utm-campaign', range.startMs, range.endMs, SALES_ROWS, 'sessions'),
  ]);
  const reached = [totals.productViews, totals.addsToCart, totals.checkouts, totals.purchases];
  const steps = FUNNEL_STEPS.map((step, index) => ({
    step,
    label: FUNNEL_LABELS[index],
    sessions: reached[index],
    // Nobody at the step before: nobody dropped off.
    dropOff: index === 0 || reached[index - 1] === 0 ? 0 : Math.min(1, Math.max(0, 1 - reached[index] / reached[index - 1])),
  }));
  return {
    range: rangeJson(range),
    currency: site.currency,
    steps,
    orders: totals.orders,
    revenue: money(totals.revenueCents),
    conversionRate: share(totals.orders, totals.sessions),
    bySource: sources.map(salesRow),
    byCampaign: campaigns.map(salesRow),
  };
}

/** The last 30 minutes from the raw events: visitors, page views per minute, pages being read. */
export async function realtimeReport(db: Kysely<Schema>, site: ReportSite) {
  const until = site.now;
  const firstMinute = Math.floor(until / MINUTE_MS) * MINUTE_MS - (REALTIME_MINUTES - 1) * MINUTE_MS;
  const since = until - REALTIME_MINUTES * MINUTE_MS;
  const [hits, visitors] = await Promise.all([recentHits(db, site.websiteId, since, until), recentVisitors(db, site.websiteId, since, until)]);
  const perMinute = Array.from({ length: REALTIME_MINUTES }, (_, i) => ({ minute: firstMinute + i * MINUTE_MS, pageViews: 0 }));
  const pages = new Map<string, { visitors: Set<string>; pageViews: number }>();
  for (const hit of hits) {
    const slot = Math.floor((hit.at - firstMinute) / MINUTE_MS);
    if (slot >= 0 && slot < REALTIME_MINUTES) perMinute[slot].pageViews++;
    const page = pages.get(hit.path) ?? { visitors: new Set<string>(), pageViews: 0 };
    page.visitors.add(hit.visitor);
    page.pageViews++;
    pages.set(hit.path, page);
  }
  const pageRows = [...pages]
    .map(([value, page]) => ({ value, visitors: page.visitors.size, pageViews: page.pageViews }))
    .sort((a, b) => b.visitors - a.visitors || b.pageViews - a.pageViews || (a.value < b.value ? -1 : 1))
    .slice(0, 20);
  return { since, until, visitors, pageViews: hits.length, perMinute, pages: pageRows };
}
