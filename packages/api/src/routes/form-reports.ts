import { z } from 'zod';
import { defineRoute, type ApiRoute } from '../api-route.ts';
import { dayRange, rangeQuery } from './insights.ts';

/*
 * The owner's form and restock reports (issue 12, "Form views and submissions per form; restock
 * sign-ups per product"), served by the insights feature (docs/analytics-api.md "Forms and
 * restock"). Same ranges as the other reports (`from`, `to`, UTC days) and the same `format=csv`.
 */

/** One form of the forms report. */
export const formReportRow = z.object({
  formId: z.string(),
  name: z.string(),
  /** The form's renders counted by the census (`POST /api/census/form-render`) in the range. */
  views: z.number().int(),
  /** Submissions saved in the range. */
  submissions: z.number().int(),
  /** Submissions over views, 0 to 1 (0 without views; at most 1). */
  conversionRate: z.number(),
});

/** GET /api/owner/analytics/forms. */
export const getAnalyticsForms = defineRoute({
  method: 'GET',
  path: '/api/owner/analytics/forms',
  tag: 'insights',
  access: 'reports:read',
  summary: "Every form of the site with its views (census form renders), submissions and conversion rate over a range (CSV: the table)",
  query: rangeQuery,
  response: z.object({ range: dayRange, rows: z.array(formReportRow) }),
});

/** One product of the restock report. */
export const restockReportRow = z.object({
  productId: z.string(),
  /** The product's title now; null when it is no longer in the catalogue. */
  title: z.string().nullable(),
  /** Restock sign-ups made in the range (any variant). */
  signUps: z.number().int(),
  /** Sign-ups e-mailed their restock notice in the range. */
  notified: z.number().int(),
});

/** GET /api/owner/analytics/restock. */
export const getAnalyticsRestock = defineRoute({
  method: 'GET',
  path: '/api/owner/analytics/restock',
  tag: 'insights',
  access: 'reports:read',
  summary: 'Restock sign-ups and notices sent per product over a range (CSV: the table)',
  query: rangeQuery,
  response: z.object({ range: dayRange, rows: z.array(restockReportRow) }),
});

/** Every route of this file (API_ROUTES lists them). */
export const formReportsRoutes: readonly ApiRoute[] = [getAnalyticsForms, getAnalyticsRestock];
