import type { HOME_TASKS } from '@plinth/api';
import { roleAllows, type Permission } from '@plinth/platform';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { commentsPending, failedWebhookDeliveries, lowStockProducts, orderTotals, ordersToFulfil, restockWaiting, unpublishedDrafts, visitorsBetween } from './home-repository.ts';

/*
 * The owner's Home (docs/owner-api.md "Home and search"): today so far against yesterday up to the
 * same time, the last 7 × 24 hours against the 7 × 24 hours before, and the work waiting — each kind
 * only for a role that may see where it leads.
 */

const DAY_MS = 86_400_000;

/** The site the Home is of. */
export interface HomeSite {
  websiteId: string;
  name: string;
  currency: string;
  /** Units left at or below which a product is low on stock. */
  lowStockThreshold: number;
}

type TaskKind = (typeof HOME_TASKS)[number];

/** Each kind of work, the permission that shows it, and its count. */
const TASKS: ReadonlyArray<{ kind: TaskKind; permission: Permission; count: (db: Kysely<Schema>, site: HomeSite) => Promise<number> }> = [
  { kind: 'orders-to-fulfil', permission: 'orders:read', count: (db, site) => ordersToFulfil(db, site.websiteId) },
  { kind: 'low-stock', permission: 'products:read', count: (db, site) => lowStockProducts(db, site.websiteId, site.lowStockThreshold) },
  { kind: 'restock-waiting', permission: 'restock:read', count: (db, site) => restockWaiting(db, site.websiteId) },
  { kind: 'comments-pending', permission: 'comments:read', count: (db, site) => commentsPending(db, site.websiteId) },
  { kind: 'webhooks-failed', permission: 'settings:write', count: (db, site) => failedWebhookDeliveries(db, site.websiteId) },
  { kind: 'publish-pending', permission: 'content:read', count: (db, site) => unpublishedDrafts(db, site.websiteId) },
];

/** A period's figures and those of the period before it. */
async function period(db: Kysely<Schema>, site: HomeSite, from: number, to: number, previousFrom: number, previousTo: number) {
  const [current, previous, visitors, previousVisitors] = await Promise.all([
    orderTotals(db, site.websiteId, site.currency, from, to),
    orderTotals(db, site.websiteId, site.currency, previousFrom, previousTo),
    visitorsBetween(db, site.websiteId, from, to),
    visitorsBetween(db, site.websiteId, previousFrom, previousTo),
  ]);
  const rate = (orders: number, people: number) => (people ? Math.min(1, orders / people) : 0);
  return {
    from,
    to,
    salesCents: { current: current.salesCents, previous: previous.salesCents },
    orders: { current: current.orders, previous: previous.orders },
    visitors: { current: visitors, previous: previousVisitors },
    conversion: { current: rate(current.orders, visitors), previous: rate(previous.orders, previousVisitors) },
  };
}

/** The Home of `site` for a contributor of `role`, at `now`. */
export async function ownerHome(db: Kysely<Schema>, site: HomeSite, role: string, now: number) {
  const midnight = Math.floor(now / DAY_MS) * DAY_MS;
  // Windows are [from, to): `end` takes in what happened at this very millisecond.
  const end = now + 1;
  const tasks = TASKS.filter((task) => roleAllows(role, task.permission));
  const [today, week, counts] = await Promise.all([
    period(db, site, midnight, end, midnight - DAY_MS, end - DAY_MS),
    period(db, site, end - 7 * DAY_MS, end, end - 14 * DAY_MS, end - 7 * DAY_MS),
    Promise.all(tasks.map((task) => task.count(db, site))),
  ]);
  return {
    siteName: site.name,
    currency: site.currency,
    today,
    week,
    tasks: tasks.map((task, i) => ({ kind: task.kind, count: counts[i] ?? 0 })),
    lowStockThreshold: site.lowStockThreshold,
  };
}
