import { getStoreSettings, saveStoreSettings } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { mount } from '../../infra/http/mount.ts';
import { ownerWebsite } from '../owner/index.ts';
import { readStoreSettings, saveStoreSettings as saveSettings } from './store-settings-service.ts';

/**
 * Commerce → Store settings (docs/owner-api.md "Store settings"): `GET /api/owner/commerce/settings`
 * and `PUT` (settings:write + crumb) with every setting → the settings; 400 naming what is wrong, 409
 * for an unconfirmed currency change of a store with orders.
 */
export function registerStoreSettingsRoutes(app: FastifyInstance, { db }: AppDeps): void {
  mount(app, getStoreSettings, async ({ request, reply }) => {
    reply.header('cache-control', 'no-store');
    return readStoreSettings(db, ownerWebsite(request));
  });

  mount(app, saveStoreSettings, async ({ body, request, reply }) => {
    reply.header('cache-control', 'no-store');
    return saveSettings(db, ownerWebsite(request), body);
  });
}
