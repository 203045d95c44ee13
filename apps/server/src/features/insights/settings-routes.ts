import { getAnalyticsSettings, saveAnalyticsSettings } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { mount } from '../../infra/http/mount.ts';
import { ownerWebsite } from '../owner/index.ts';
import { readAnalyticsSettings, saveAnalyticsSettings as saveSettings } from './settings-service.ts';

/**
 * The owner's analytics settings (docs/analytics-api.md "Settings"):
 * `GET /api/owner/analytics/settings` (reports:read) → `{ cookiePolicy, retentionDays }`;
 * `PUT` (settings:write + crumb) with both → the same, or 400 naming what is wrong.
 */
export function registerAnalyticsSettingsRoutes(app: FastifyInstance, { db }: AppDeps): void {
  mount(app, getAnalyticsSettings, async ({ request, reply }) => {
    reply.header('cache-control', 'no-store');
    return readAnalyticsSettings(db, ownerWebsite(request).id);
  });

  mount(app, saveAnalyticsSettings, async ({ body, request, reply }) => {
    reply.header('cache-control', 'no-store');
    return saveSettings(db, ownerWebsite(request).id, body);
  });
}
