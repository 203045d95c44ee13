import { listOwnerPages as listRoute } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { mount } from '../../infra/http/mount.ts';
import { ownerWebsite } from '../owner/index.ts';
import { listOwnerPages } from './owner-pages-service.ts';

/**
 * `GET /api/owner/pages` → `{ pages: [{ id, title, urlId, type, fullUrl, status, statusLabel, navIndex }] }`:
 * the navigation's pages in order, then the rest by title; `statusLabel` per platform.md §3.
 */
export function registerOwnerPagesRoutes(app: FastifyInstance, { db }: AppDeps): void {
  mount(app, listRoute, async ({ request }) => ({ pages: await listOwnerPages(db, ownerWebsite(request).id) }));
}
