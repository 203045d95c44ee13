import { z } from 'zod';
import { defineRoute, type ApiRoute } from '../api-route.ts';

/*
 * The owner's analytics settings (docs/analytics-api.md "Settings"): the site's cookie policy
 * (storefront.md §7, platform.md §9: a restrictive one shows the consent banner and clears the
 * ss_* cookies until the visitor accepts) and how many days raw events are kept before only the
 * rollups remain (the site setting `analyticsRetentionDays`).
 */

/** The cookie policies a site can have. */
export const COOKIE_POLICIES = ['permissive', 'restrictive'] as const;
export type CookiePolicy = (typeof COOKIE_POLICIES)[number];

/** The fewest days raw events are kept (the rollup job reads yesterday's). */
export const MIN_RETENTION_DAYS = 1;
/** The most days raw events are kept: ten years (beyond that the cut-off time stops being a safe number). */
export const MAX_RETENTION_DAYS = 3650;

/** The settings as read and as saved. */
export const analyticsSettingsJson = z.object({
  cookiePolicy: z.enum(COOKIE_POLICIES),
  /** Raw events older than this many days are deleted; the hourly and daily rollups stay. */
  retentionDays: z.number().int(),
});

const RETENTION_MESSAGE = `retentionDays must be a whole number of days from ${MIN_RETENTION_DAYS} to ${MAX_RETENTION_DAYS}.`;

/** The body of `PUT /api/owner/analytics/settings`: both settings; unknown properties are refused. */
export const analyticsSettingsBody = z.strictObject(
  {
    cookiePolicy: z.enum(COOKIE_POLICIES, { error: `cookiePolicy must be one of ${COOKIE_POLICIES.join(', ')}.` }),
    retentionDays: z
      .number({ error: RETENTION_MESSAGE })
      .int(RETENTION_MESSAGE)
      .min(MIN_RETENTION_DAYS, RETENTION_MESSAGE)
      .max(MAX_RETENTION_DAYS, RETENTION_MESSAGE),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Unknown setting: ${issue.keys.join(', ')}.` : 'The analytics settings must be a JSON object with cookiePolicy and retentionDays.',
  },
);

/** GET /api/owner/analytics/settings. */
export const getAnalyticsSettings = defineRoute({
  method: 'GET',
  path: '/api/owner/analytics/settings',
  tag: 'insights',
  access: 'reports:read',
  summary: "The site's cookie policy and how many days raw analytics events are kept",
  response: analyticsSettingsJson,
});

/** PUT /api/owner/analytics/settings. */
export const saveAnalyticsSettings = defineRoute({
  method: 'PUT',
  path: '/api/owner/analytics/settings',
  tag: 'insights',
  access: 'settings:write',
  summary: 'Sets the cookie policy and the raw-event retention (pages change with the policy: the page cache is renewed)',
  body: analyticsSettingsBody,
  response: analyticsSettingsJson,
});

/** Every route of this file (API_ROUTES lists them). */
export const analyticsSettingsRoutes: readonly ApiRoute[] = [getAnalyticsSettings, saveAnalyticsSettings];
