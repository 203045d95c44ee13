import { z } from 'zod';
import { defineRoute, type ApiRoute } from '../api-route.ts';
import { dayRange, rangeQuery } from './insights.ts';

/*
 * The owner's client errors (issue 12, "Errors"), served by the insights feature
 * (docs/analytics-api.md "Errors"): the reports `POST /api/events/RecordJavascriptErrors` grouped
 * by message and top stack frame, with the stack mapped back to source through the storefront
 * build's hidden source maps. Same ranges as the other reports (`from`, `to`, UTC days) and the
 * same `format=csv`.
 */

/** The most groups one answer lists (the most frequent first). */
export const MAX_ERROR_GROUPS = 200;

/** One error group: every report of one message and top frame, on any page and release. */
export const errorGroup = z.object({
  /** SHA-256 (hex) of the message and the stack's top frame. */
  groupKey: z.string(),
  message: z.string(),
  /** Reports of the group since it was first seen. */
  count: z.number().int(),
  /** Reports per page path, the most first. */
  pages: z.array(z.object({ path: z.string(), count: z.number().int() })),
  /** Reports per release (the hashed file name of the storefront's loader; '' when unknown), the most first. */
  releases: z.array(z.object({ release: z.string(), count: z.number().int() })),
  /** ISO 8601. */
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
  /** The latest stack as the browser wrote it (at most 5000 characters). */
  stack: z.string(),
  /** The same stack with each frame of our bundle written `source.ts:line:col (name)`; frames without a map stay as they are. */
  mappedStack: z.string(),
});

/** GET /api/owner/analytics/errors. */
export const getAnalyticsErrors = defineRoute({
  method: 'GET',
  path: '/api/owner/analytics/errors',
  tag: 'insights',
  access: 'reports:read',
  summary: `Client error groups last seen in a range, the most frequent first (at most ${MAX_ERROR_GROUPS}), with their pages, releases and source-mapped stack (CSV: message, occurrences, pages, first and last seen)`,
  query: rangeQuery,
  response: z.object({ range: dayRange, groups: z.array(errorGroup) }),
});

/** Every route of this file (API_ROUTES lists them). */
export const errorReportsRoutes: readonly ApiRoute[] = [getAnalyticsErrors];
