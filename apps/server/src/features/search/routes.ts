import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { searchSiteRoute } from '@plinth/api';
import type { Schema } from '../../infra/database/schema.ts';
import { contentAccessFor, requestContentAccess } from '../member-areas/index.ts';
import { requestOrigin, siteOf } from '../site/index.ts';
import { feedBlog, rssFeed } from './rss-feed.ts';
import type { SearchIndexer } from './search-index.ts';
import { searchSite } from './search-service.ts';
import { sitemapXml } from './sitemap.ts';

/** Feeds and the sitemap may be a few minutes old in a reader's or crawler's cache. */
const FEED_CACHE = 'public, max-age=300';

/**
 * `GET /api/search` (the page's search as JSON), `GET /:blog/rss.xml` and `GET /sitemap.xml`.
 * The API searches as the caller may read (a member finds their area's content: never cached);
 * the feed and the sitemap are made for a visitor who is not signed in.
 */
export function registerSearchRoutes(app: FastifyInstance, { db, now, indexer }: { db: Kysely<Schema>; now: () => number; indexer: SearchIndexer }): void {
  app.get(searchSiteRoute.path, { config: { access: searchSiteRoute.access } }, async (request, reply) => {
    const { q, type, page } = searchSiteRoute.query.parse(request.query);
    const website = siteOf(request);
    const at = now();
    const access = await requestContentAccess(db, request, at);
    const results = await searchSite(db, indexer, website, { q, type, page }, { canRead: (ref) => access.canRead(ref), now: at });
    return reply.header('cache-control', 'private, no-store').send(results);
  });

  app.get('/sitemap.xml', { config: { access: 'public' } }, async (request, reply) => {
    const website = siteOf(request);
    const at = now();
    const anonymous = await contentAccessFor(db, website.id, null, at);
    const xml = await sitemapXml(db, website.id, requestOrigin(request), { canRead: (ref) => anonymous.canRead(ref), now: at });
    return reply.header('cache-control', FEED_CACHE).type('application/xml; charset=utf-8').send(xml);
  });

  app.get<{ Params: { blog: string } }>('/:blog/rss.xml', { config: { access: 'public' } }, async (request, reply) => {
    const website = siteOf(request);
    const at = now();
    const anonymous = await contentAccessFor(db, website.id, null, at);
    const viewer = { canRead: (ref: { collectionId: string; itemId: string | null }) => anonymous.canRead(ref), now: at };
    const blog = await feedBlog(db, website.id, request.params.blog, viewer);
    if (!blog) return reply.code(404).header('cache-control', 'no-cache').type('text/plain; charset=utf-8').send('No feed here.');
    const xml = await rssFeed(db, website, blog, requestOrigin(request), viewer);
    return reply.header('cache-control', FEED_CACHE).type('application/rss+xml; charset=utf-8').send(xml);
  });
}
