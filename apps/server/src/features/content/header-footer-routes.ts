import { getHeaderFooter as getRoute, saveHeaderFooter as saveRoute } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { ownerWebsite } from '../owner/index.ts';
import { getHeaderFooter, saveHeaderFooter } from './header-footer-service.ts';

/**
 * `GET /api/site-header-footer` → `{ header, footer }`; `PUT` with `{ header, footer }` saves and
 * answers them (platform.md §3, §7). Unknown keys are refused, so a misspelt field is an error
 * rather than a silent no-op; omitted fields take their defaults.
 */
export function registerHeaderFooterRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  app.get(getRoute.path, { config: { access: getRoute.access } }, async (request) => getHeaderFooter(db, ownerWebsite(request).id));

  app.put(saveRoute.path, { config: { access: saveRoute.access } }, async (request) => {
    const website = ownerWebsite(request);
    return saveHeaderFooter(db, website.id, saveRoute.body.parse(request.body), now());
  });
}
