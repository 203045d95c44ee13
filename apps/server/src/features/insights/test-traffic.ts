import type { Insertable, Kysely } from 'kysely';
import type { AnalyticsEventsTable, Schema } from '../../infra/database/schema.ts';

/*
 * A small, known day of traffic for the insights tests (rollup and routes), so both check the
 * same numbers: three sessions of two visitors on `day`, one cookieless visit the day after.
 */

/** One raw event; the fields a test does not care about take plain defaults. */
export type TestEvent = Partial<Insertable<AnalyticsEventsTable>> & { at: number };

/** Writes raw events of a site as the ingestion does. */
export async function insertEvents(db: Kysely<Schema>, websiteId: string, events: readonly TestEvent[]): Promise<void> {
  await db
    .insertInto('analytics_events')
    .values(events.map(({ at, ...event }) => ({ website_id: websiteId, occurred_at: at, kind: 'hit' as const, visitor_id: 'visitor', counting: 'cookie' as const, path: '/', ...event })))
    .execute();
}

const MINUTE = 60_000;

/** The known traffic of {@link knownTraffic}: expected figures are in the tests. */
export function knownTraffic(day: string): TestEvent[] {
  const t = (hh: number, mm: number, ss = 0) => Date.parse(`${day}T00:00:00Z`) + hh * 60 * MINUTE + mm * MINUTE + ss * 1000;
  const next = Date.parse(`${day}T00:00:00Z`) + 24 * 60 * MINUTE;
  const a1 = { visitor_id: 'A', session_id: 's1', device: 'desktop', browser: 'Chrome', os: 'Windows', country: 'DE' };
  const b2 = { visitor_id: 'B', session_id: 's2', device: 'mobile', browser: 'Safari', os: 'iOS', country: 'US' };
  const a3 = { visitor_id: 'A', session_id: 's3', device: 'desktop', browser: 'Chrome', os: 'Windows', country: 'DE' };
  return [
    { ...a1, at: t(10, 0), path: '/', referrer: 'https://www.google.com/search?q=mugs' },
    { ...a1, at: t(10, 1), path: '/shop/stoneware-mug' },
    { ...a1, at: t(10, 1, 1), kind: 'event', event_name: 'visit product page', path: '/shop/stoneware-mug', item_id: 'mug' },
    { ...a1, at: t(10, 2), kind: 'event', event_name: 'add to cart', item_id: 'mug' },
    { ...a1, at: t(10, 3), kind: 'event', event_name: 'checkout' },
    { ...a1, at: t(10, 4), path: '/cart' },
    { ...a1, at: t(10, 5), kind: 'event', event_name: 'purchase', data_json: '{"event":"purchase","value":"48.00","currency":"USD","transaction_id":"o1"}' },
    { ...b2, at: t(11, 30), path: '/blog', utm_source: 'Newsletter', utm_medium: 'email', utm_campaign: 'winter' },
    { ...a3, at: t(15, 0), path: '/shop' },
    { ...a3, at: t(15, 0, 30), path: '/shop/linen-apron' },
    { ...a3, at: t(15, 0, 31), kind: 'event', event_name: 'VisitProductPage', item_id: 'apron' },
    { ...a3, at: t(15, 0, 40), kind: 'event', event_name: 'add_to_cart' },
    { visitor_id: 'C', session_id: null, counting: 'cookieless', at: next + 10 * MINUTE, path: '/' },
  ];
}
