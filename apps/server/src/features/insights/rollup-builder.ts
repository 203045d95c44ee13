import { FUNNEL_STEPS, funnelStepOf, purchaseCents } from './funnel-events.ts';
import { cleanValue, referrerHost, trafficSource } from './traffic-source.ts';

/*
 * Raw events → rollup rows, for one site and one set of buckets (hours or days). Pure: the
 * rollup job reads a day's events, builds the day's row and its hours' rows with this, and
 * replaces what the tables held for those buckets.
 *
 * A session is the events with one session id; a visitor's events without one (cookieless counting)
 * are cut into sessions by {@link SESSION_GAP_MS} of quiet. A session that crosses a bucket's edge
 * counts in both buckets. Session dimensions (entry and exit
 * page, referrer, source, UTM, device, browser, system, country, counting) take the session's first
 * page view (its first event when it has no page view) and carry every session figure: sessions,
 * page views, bounces, duration, funnel steps, orders and revenue. The page dimension counts page
 * views, visitors and sessions per path; the product dimension counts, per product id, its
 * product-view and add-to-cart events and their visitors.
 */

/** The columns of a raw event the rollup reads. */
export interface RollupEvent {
  occurred_at: number;
  kind: string;
  visitor_id: string;
  session_id: string | null;
  path: string;
  referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  device: string | null;
  browser: string | null;
  os: string | null;
  country: string | null;
  counting: string;
  item_id: string | null;
  event_name: string | null;
  data_json: string | null;
}

/** One rollup row as the tables hold it. */
export interface RollupRow {
  website_id: string;
  bucket_start: number;
  dimension: string;
  dimension_value: string;
  visitors: number;
  page_views: number;
  sessions: number;
  bounces: number;
  duration_ms: number;
  product_views: number;
  adds_to_cart: number;
  checkouts: number;
  purchases: number;
  orders: number;
  revenue_cents: number;
}

/** Quiet time that ends a session without a session id (the visit cookie's 30 minutes). */
export const SESSION_GAP_MS = 30 * 60_000;

/** A device, browser, system or country nobody could tell. */
export const UNKNOWN = 'Unknown';

/** The session dimensions, each with how a session's value is read. */
const SESSION_DIMENSIONS: ReadonlyArray<readonly [string, (s: SessionSummary, host: (referrer: string | null) => string | null) => string | null]> = [
  ['total', () => ''],
  ['entry-page', (s) => s.entryPage],
  ['exit-page', (s) => s.exitPage],
  ['referrer', (s, host) => host(s.first.referrer)],
  ['source', (s, host) => trafficSource(s.first.utm_source, s.first.referrer, host)],
  ['utm-source', (s) => cleanValue(s.first.utm_source)],
  ['utm-medium', (s) => cleanValue(s.first.utm_medium)],
  ['utm-campaign', (s) => cleanValue(s.first.utm_campaign)],
  ['device', (s) => cleanValue(s.first.device) ?? UNKNOWN],
  ['browser', (s) => cleanValue(s.first.browser) ?? UNKNOWN],
  ['os', (s) => cleanValue(s.first.os) ?? UNKNOWN],
  ['country', (s) => cleanValue(s.first.country) ?? UNKNOWN],
  ['counting', (s) => s.first.counting],
];

interface SessionSummary {
  /** The bucket the session is counted in. */
  bucket: number;
  visitor: string;
  first: RollupEvent;
  firstAt: number;
  lastAt: number;
  pageViews: number;
  entryPage: string | null;
  exitPage: string | null;
  /** Highest funnel step reached in order (-1: none). */
  reached: number;
  orders: number;
  revenueCents: number;
}

interface Figures {
  visitors: Set<string>;
  sessions: Set<string> | number;
  pageViews: number;
  bounces: number;
  durationMs: number;
  steps: [number, number, number, number];
  orders: number;
  revenueCents: number;
}

function emptyFigures(countSessions: boolean): Figures {
  return { visitors: new Set(), sessions: countSessions ? new Set() : 0, pageViews: 0, bounces: 0, durationMs: 0, steps: [0, 0, 0, 0], orders: 0, revenueCents: 0 };
}

/** Sums sessions into rows per (bucket, dimension, value). */
class RowAccumulator {
  /** bucket → dimension → value → figures (nested maps: no key strings built per lookup). */
  private readonly buckets = new Map<number, Map<string, Map<string, Figures>>>();
  /** Referrer URL → host, parsed once per distinct referrer. */
  private readonly hosts = new Map<string | null, string | null>();

  private figures(bucket: number, dimension: string, value: string, sessionSet: boolean): Figures {
    let dimensions = this.buckets.get(bucket);
    if (!dimensions) this.buckets.set(bucket, (dimensions = new Map()));
    let values = dimensions.get(dimension);
    if (!values) dimensions.set(dimension, (values = new Map()));
    let figures = values.get(value);
    if (!figures) values.set(value, (figures = emptyFigures(sessionSet)));
    return figures;
  }

  /** The host of a referrer, remembered. */
  host(referrer: string | null): string | null {
    if (this.hosts.has(referrer)) return this.hosts.get(referrer) ?? null;
    const host = referrerHost(referrer);
    this.hosts.set(referrer, host);
    return host;
  }

  addSession(bucket: number, session: SessionSummary): void {
    for (const [dimension, read] of SESSION_DIMENSIONS) {
      const value = read(session, (referrer) => this.host(referrer));
      if (value === null) continue;
      const f = this.figures(bucket, dimension, value, false);
      f.visitors.add(session.visitor);
      f.sessions = (f.sessions as number) + 1;
      f.pageViews += session.pageViews;
      if (session.pageViews <= 1) f.bounces++;
      f.durationMs += session.lastAt - session.firstAt;
      for (let step = 0; step <= session.reached; step++) f.steps[step]++;
      f.orders += session.orders;
      f.revenueCents += session.revenueCents;
    }
  }

  /** A view (step 0) or an add to cart (step 1) of one product. */
  addProductEvent(bucket: number, itemId: string, step: 0 | 1, visitor: string): void {
    const f = this.figures(bucket, 'product', itemId, false);
    f.visitors.add(visitor);
    f.steps[step]++;
  }

  addPageView(bucket: number, path: string, visitor: string, sessionKey: string): void {
    const f = this.figures(bucket, 'page', path, true);
    f.visitors.add(visitor);
    (f.sessions as Set<string>).add(sessionKey);
    f.pageViews++;
  }

  toRows(websiteId: string): RollupRow[] {
    const rows: RollupRow[] = [];
    for (const [bucket, dimensions] of this.buckets) {
      for (const [dimension, values] of dimensions) {
        for (const [value, f] of values) {
          rows.push({
            website_id: websiteId,
            bucket_start: bucket,
            dimension,
            dimension_value: value,
            visitors: f.visitors.size,
            page_views: f.pageViews,
            sessions: typeof f.sessions === 'number' ? f.sessions : f.sessions.size,
            bounces: f.bounces,
            duration_ms: f.durationMs,
            product_views: f.steps[0],
            adds_to_cart: f.steps[1],
            checkouts: f.steps[2],
            purchases: f.steps[3],
            orders: f.orders,
            revenue_cents: f.revenueCents,
          });
        }
      }
    }
    return rows;
  }
}

/** The path a page view is counted under: capped, `/` when empty. */
function pagePath(event: RollupEvent): string {
  return cleanValue(event.path) ?? '/';
}

/** The key of a cookieless visitor's visit at `at`: a new one after {@link SESSION_GAP_MS} of quiet. */
function cookielessVisit(visits: Map<string, { number: number; lastAt: number }>, visitor: string, at: number): string {
  let visit = visits.get(visitor);
  if (!visit) {
    visit = { number: 0, lastAt: at };
    visits.set(visitor, visit);
  } else if (at - visit.lastAt > SESSION_GAP_MS) visit.number++;
  visit.lastAt = at;
  return `visitor:${visitor}:${visit.number}`;
}

/**
 * Builds rollup rows from a site's events fed in time order, a batch at a time, so the rollup job
 * can give other work a turn between batches (`add`), then settles the sessions into rows
 * (`settle`, again in steps) and hands them over (`rows`).
 */
export class RollupBuilder {
  private readonly sessions = new Map<string, SessionSummary>();
  private readonly accumulator = new RowAccumulator();
  /** Cookieless visits: the visitor's current visit number and last event time. */
  private readonly visits = new Map<string, { number: number; lastAt: number }>();
  private readonly websiteId: string;
  private readonly bucketOf: (ms: number) => number;

  constructor(websiteId: string, bucketOf: (ms: number) => number) {
    this.websiteId = websiteId;
    this.bucketOf = bucketOf;
  }

  /** Counts one event (events arrive oldest first). */
  add(event: RollupEvent): void {
    const at = Number(event.occurred_at);
    const bucket = this.bucketOf(at);
    const sessionKey = `${bucket}\u0000${event.session_id ?? cookielessVisit(this.visits, event.visitor_id, at)}`;
    let session = this.sessions.get(sessionKey);
    if (!session) {
      session = { bucket, visitor: event.visitor_id, first: event, firstAt: at, lastAt: at, pageViews: 0, entryPage: null, exitPage: null, reached: -1, orders: 0, revenueCents: 0 };
      this.sessions.set(sessionKey, session);
    }
    session.lastAt = Math.max(session.lastAt, at);
    if (event.kind === 'hit') {
      const path = pagePath(event);
      if (session.pageViews === 0) {
        // The landing page carries the session's source, UTM and device.
        session.first = event;
        session.entryPage = path;
      }
      session.exitPage = path;
      session.pageViews++;
      this.accumulator.addPageView(bucket, path, event.visitor_id, sessionKey);
      return;
    }
    const step = funnelStepOf(event.event_name);
    if (step === session.reached + 1) session.reached = step;
    const itemId = cleanValue(event.item_id);
    if (itemId && (step === 0 || step === 1)) this.accumulator.addProductEvent(bucket, itemId, step, event.visitor_id);
    if (step === FUNNEL_STEPS.length - 1) {
      session.orders++;
      session.revenueCents += purchaseCents(event.data_json);
    }
  }

  /** Adds every session to its rows, yielding after each `step` sessions (the caller may pause there). */
  *settle(step = 5000): Generator<void> {
    let count = 0;
    for (const session of this.sessions.values()) {
      this.accumulator.addSession(session.bucket, session);
      if (++count % step === 0) yield;
    }
    this.sessions.clear();
  }

  /** The rows, once settled. */
  rows(): RollupRow[] {
    return this.accumulator.toRows(this.websiteId);
  }
}

/**
 * The rollup rows of `events` (one site's, in time order) with buckets given by `bucketOf`
 * (an event's time → its bucket's first millisecond), in one go.
 */
export function buildRollupRows(websiteId: string, events: readonly RollupEvent[], bucketOf: (ms: number) => number): RollupRow[] {
  const builder = new RollupBuilder(websiteId, bucketOf);
  for (const event of events) builder.add(event);
  for (const _ of builder.settle()) {
    // all at once
  }
  return builder.rows();
}
