import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { listOwnerPages } from './pages-repository.ts';

import { ownerWebsite } from '../owner/index.ts';

/**
 * `GET /api/owner/pages` → `{ pages: [{ id, title, urlId, type, fullUrl, status, statusLabel, navIndex }] }`:
 * the navigation's pages in order, then the rest by title; `statusLabel` per platform.md §3.
 */
export function registerOwnerPagesRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.get('/api/owner/pages', { config: { access: 'content:read' } }, async (request) => {
    const website = await ownerWebsite(db, request);
    return { pages: await listOwnerPages(db, website.id) };
  });
}
