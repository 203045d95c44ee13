import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { isServedToVisitors } from '../content/index.ts';
import { enabledCollections, itemsOf } from './feeds-repository.ts';
import { ITEM_KINDS } from './search-sources.ts';
import type { FeedViewer } from './rss-feed.ts';
import { escapeXml } from '@plinth/platform';

/*
 * `/sitemap.xml` (sitemaps.org 0.9): every page, store, blog and events collection a visitor who is
 * not signed in may open, and their live items — leaving out private, draft, needs-review and
 * scheduled-not-yet-live pages and posts (and the items of a hidden collection), and members-only
 * content.
 */

/** A sitemap holds at most 50,000 addresses (the protocol's limit). */
export const SITEMAP_MAX_URLS = 50_000;

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The sitemap's XML. */
export async function sitemapXml(db: Kysely<Schema>, websiteId: string, origin: string, viewer: FeedViewer): Promise<string> {
  const collections = (await enabledCollections(db, websiteId)).filter((c) => isServedToVisitors(c.status, c.publishAt, viewer.now) && viewer.canRead({ collectionId: c.id, itemId: null }));
  const urls: string[] = [];
  const add = (path: string, lastmod: number | null) => urls.push(`<url><loc>${escapeXml(origin + path)}</loc>${lastmod ? `<lastmod>${day(lastmod)}</lastmod>` : ''}</url>`);
  const home = collections.find((c) => c.urlId === 'home');
  if (home) add('/', null);
  for (const c of collections) if (c !== home) add(`/${c.urlId}`, null);
  const listing = collections.filter((c) => ITEM_KINDS[c.type]);
  const urlIdOf = new Map(listing.map((c) => [c.id, c.urlId]));
  const items = await itemsOf(db, websiteId, [...urlIdOf.keys()], SITEMAP_MAX_URLS);
  for (const item of items) {
    if (urls.length >= SITEMAP_MAX_URLS) break;
    if (!isServedToVisitors(item.status, item.publishAt, viewer.now) || !viewer.canRead({ collectionId: item.collectionId, itemId: item.id })) continue;
    add(`/${urlIdOf.get(item.collectionId)}/${item.urlId}`, item.publishedAt ?? item.publishAt);
  }
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}
