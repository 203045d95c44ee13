import { activateTheme, listThemes } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { mount } from '../../infra/http/mount.ts';
import { ownerWebsite } from '../owner/index.ts';
import { listDesigns, switchDesign, type DesignCatalogue } from './service.ts';

/** The designs API (content:read to list, content:write to switch). */
export function registerThemesRoutes(app: FastifyInstance, { db, now }: AppDeps, catalogue: DesignCatalogue): void {
  mount(app, listThemes, async ({ request }) => listDesigns(db, catalogue, ownerWebsite(request).id));
  mount(app, activateTheme, async ({ body: { id }, request }) => switchDesign(db, catalogue, ownerWebsite(request).id, id, now()));
}
