import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { searchSiteRoute } from '@plinth/api';
import type { Schema } from '../../infra/database/schema.ts';
import { contentAccessFor, requestContentAccess } from '../member-areas/index.ts';
import { requestOrigin, siteOf } from '../site/index.ts';
import { protectedCollectionIds, visitorAccess } from '../page-types/index.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { mount } from '../../infra/http/mount.ts';
import { SEARCH_MESSAGES } from './messages.ts';
import { feedBlog, rssFeed, type FeedViewer } from './rss-feed.ts';
import type { SearchIndexer } from './search-index.ts';
import { searchSite } from './search-service.ts';
import { sitemapXml } from './sitemap.ts';

/** Paths crawlers are asked to leave alone (robots.txt). */
const ROBOTS_DISALLOW = ['/config', '/api/', '/search', '/cart', '/checkout', '/commerce/', '/account'];

/** The answer of a feed or sitemap that is not there (or not for this requester). */
const NOTHING_HERE = 'No feed here.';

/**
 * Feeds and the sitemap may be a few minutes old in a reader's or crawler's own cache; never in a
 * shared one (a visitor who typed the site's password gets them while the site is locked).
 */
const FEED_CACHE = 'private, max-age=300';

/**
 * `GET /api/search` (the page's search as JSON), `GET /:blog/rss.xml`, `GET /sitemap.xml` and
 * `GET /robots.txt` (which names the sitemap).
 * The API searches as the caller may read (a member finds their area's content: never cached);
 * the feed and the sitemap are made for a visitor who is not signed in.
 */
export function registerSearchRoutes(app: FastifyInstance, { db, now, indexer }: { db: Kysely<Schema>; now: () => number; indexer: SearchIndexer }): void {
  /**
   * Who the feeds and the sitemap are made for: a visitor who is not signed in (no member area's
   * content) and has typed no password (no page with its own); null while the site's lock screen
   * is on for this requester.
   */
  const publicViewer = async (request: FastifyRequest, websiteId: string, at: number): Promise<FeedViewer | null> => {
    const [anonymous, locks, protectedIds] = await Promise.all([contentAccessFor(db, websiteId, null, at), visitorAccess(db, request, websiteId, at), protectedCollectionIds(db, websiteId)]);
    if (locks.siteLocked) return null;
    return { canRead: (ref) => !protectedIds.has(ref.collectionId) && anonymous.canRead(ref), now: at };
  };

  // The query is free text: a NUL pasted into it is dropped by the query parser, not refused.
  mount(app, searchSiteRoute, async ({ query: { q, type, page }, request, reply }) => {
    const website = siteOf(request);
    const at = now();
    const [access, locks] = await Promise.all([requestContentAccess(db, request, at), visitorAccess(db, request, website.id, at)]);
    if (locks.siteLocked) throw new AppError('UNAUTHENTICATED', SEARCH_MESSAGES.siteLocked);
    const results = await searchSite(db, indexer, website, { q, type, page }, { canRead: (ref) => access.canRead(ref), now: at, lockedCollectionIds: locks.lockedCollectionIds });
    reply.header('cache-control', 'private, no-store');
    return results;
  }, { config: { freeText: true } });

  // Where crawlers find the sitemap; the search page, the cart, checkout, accounts and the dashboard are not for them.
  app.get('/robots.txt', { config: { access: 'public' } }, async (request, reply) => {
    const lines = ['User-agent: *', ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`), '', `Sitemap: ${requestOrigin(request)}/sitemap.xml`, ''];
    return reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(lines.join('\n'));
  });

  app.get('/sitemap.xml', { config: { access: 'public' } }, async (request, reply) => {
    const website = siteOf(request);
    const at = now();
    const viewer = await publicViewer(request, website.id, at);
    if (!viewer) return reply.code(404).header('cache-control', 'no-cache').type('text/plain; charset=utf-8').send(NOTHING_HERE);
    const xml = await sitemapXml(db, website.id, requestOrigin(request), viewer);
    return reply.header('cache-control', FEED_CACHE).type('application/xml; charset=utf-8').send(xml);
  });

  app.get<{ Params: { blog: string } }>('/:blog/rss.xml', { config: { access: 'public' } }, async (request, reply) => {
    const website = siteOf(request);
    const at = now();
    const viewer = await publicViewer(request, website.id, at);
    const blog = viewer && (await feedBlog(db, website.id, request.params.blog, viewer));
    if (!viewer || !blog) return reply.code(404).header('cache-control', 'no-cache').type('text/plain; charset=utf-8').send(NOTHING_HERE);
    const xml = await rssFeed(db, website, blog, requestOrigin(request), viewer);
    return reply.header('cache-control', FEED_CACHE).type('application/rss+xml; charset=utf-8').send(xml);
  });
}
