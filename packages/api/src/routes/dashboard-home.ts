import { z } from 'zod';
import { defineRoute, type ApiRoute } from '../api-route.ts';

/*
 * The dashboard-home feature's routes (apps/server/src/features/dashboard-home; docs/owner-api.md
 * "Home and search"): the owner's Home — the day's and the week's figures against the period
 * before, and what needs doing — and the command palette's search across the site's records.
 */

/** One figure of a period and of the period just before it (as long as it). */
export const homeFigure = z.object({ current: z.number(), previous: z.number() });

/** The figures of one period. Sales are minor units of the site's currency (orders in another currency are left out). */
export const homePeriod = z.object({
  /** First millisecond of the period, included. */
  from: z.number().int(),
  /** Last millisecond, excluded (now). */
  to: z.number().int(),
  /** What was taken: the orders' totals less refunds, cancelled orders left out. */
  salesCents: homeFigure,
  orders: homeFigure,
  /** Distinct visitors who opened a page. */
  visitors: homeFigure,
  /** Orders per visitor, 0 to 1 (0 without visitors). */
  conversion: homeFigure,
});

/** What needs doing, as the Home lists it. */
export const HOME_TASKS = ['orders-to-fulfil', 'low-stock', 'restock-waiting', 'comments-pending', 'webhooks-failed', 'publish-pending'] as const;
export const homeTaskKind = z.enum(HOME_TASKS);

/** One kind of work waiting, with how many; only the kinds the role may act on or see are listed. */
export const homeTask = z.object({ kind: homeTaskKind, count: z.number().int().min(0) });

/** GET /api/owner/home. */
export const getOwnerHome = defineRoute({
  method: 'GET',
  path: '/api/owner/home',
  tag: 'dashboard-home',
  access: 'reports:read',
  summary: "The owner's Home: today's and the last 7 days' sales, orders, visitors and conversion with the period before, and the work waiting (each kind as the role may see it)",
  response: z.object({
    siteName: z.string(),
    currency: z.string(),
    /** Today so far (UTC), against yesterday up to the same time. */
    today: homePeriod,
    /** The last 7 × 24 hours, against the 7 × 24 hours before. */
    week: homePeriod,
    tasks: z.array(homeTask),
    /** The low-stock line's threshold: units left at or below it (Store settings' scarcity threshold). */
    lowStockThreshold: z.number().int(),
  }),
});

/** What the palette finds. */
export const SEARCH_KINDS = ['product', 'order', 'customer', 'page', 'post'] as const;

/** One record found: its kind, id (a post's also names its blog), a title and a line under it. */
export const ownerSearchHit = z.object({
  kind: z.enum(SEARCH_KINDS),
  id: z.string(),
  title: z.string(),
  detail: z.string(),
  /** A page's kind ('page', 'products' or 'blog'): where it opens. */
  pageType: z.enum(['page', 'products', 'blog']).optional(),
});

/** GET /api/owner/search. */
export const searchOwnerRecords = defineRoute({
  method: 'GET',
  path: '/api/owner/search',
  tag: 'dashboard-home',
  access: 'products:read',
  summary:
    'The command palette: products (title, SKU), orders (number, e-mail, name), customers (name, e-mail), pages and posts (title) matching `q`, a few of each, each kind only for a role that may read it',
  query: z.object({
    q: z.string({ error: 'q is required.' }).trim().min(1, 'q is required.').max(100, 'q is too long.'),
  }),
  response: z.object({ hits: z.array(ownerSearchHit) }),
});

/** The dashboard-home feature's routes. */
export const dashboardHomeRoutes: readonly ApiRoute[] = [getOwnerHome, searchOwnerRecords];
