import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { listOwnerPages } from '../db/pages.ts';
import { requirePermission } from '../owner/guard.ts';
import { ownerWebsite } from './owner-website.ts';

/**
 * `GET /api/owner/pages` → `{ pages: [{ id, title, urlId, type, fullUrl, status, statusLabel, navIndex }] }`:
 * the navigation's pages in order, then the rest by title; `statusLabel` per platform.md §3.
 */
export function registerOwnerPagesRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.get('/api/owner/pages', { preHandler: requirePermission(db, 'content:read') }, async (request) => {
    const website = await ownerWebsite(db, request);
    return { pages: await listOwnerPages(db, website.id) };
  });
}
