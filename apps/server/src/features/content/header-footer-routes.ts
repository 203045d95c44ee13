import { getHeaderFooter as getRoute, saveHeaderFooter as saveRoute } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { mount } from '../../infra/http/mount.ts';
import { ownerWebsite } from '../owner/index.ts';
import { getHeaderFooter, saveHeaderFooter } from './header-footer-service.ts';

/**
 * `GET /api/site-header-footer` → `{ header, footer }`; `PUT` with `{ header, footer }` saves and
 * answers them (platform.md §3, §7). Unknown keys are refused, so a misspelt field is an error
 * rather than a silent no-op; omitted fields take their defaults.
 */
export function registerHeaderFooterRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  mount(app, getRoute, ({ request }) => getHeaderFooter(db, ownerWebsite(request).id));

  mount(app, saveRoute, ({ body, request }) => saveHeaderFooter(db, ownerWebsite(request).id, body, now()));
}
