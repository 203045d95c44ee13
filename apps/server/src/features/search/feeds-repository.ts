import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';

/*
 * What the RSS feeds and the sitemap read (SQL only): collections with their status, and the items
 * of some collections with what decides whether they are live.
 */

export interface FeedCollection {
  id: string;
  urlId: string;
  title: string;
  type: string;
  description: string;
  status: string;
  publishAt: number | null;
}

export interface FeedItem {
  id: string;
  collectionId: string;
  urlId: string;
  title: string;
  excerpt: string;
  bodyHtml: string;
  authorName: string | null;
  publishedAt: number | null;
  createdAt: number;
  status: string;
  publishAt: number | null;
  categories: string;
  tags: string;
}

const num = (value: number | string | null): number | null => (value === null ? null : Number(value));

/** The site's enabled collections (pages, stores, blogs, events…). */
export async function enabledCollections(db: Kysely<Schema>, websiteId: string): Promise<FeedCollection[]> {
  const rows = await db
    .selectFrom('collections')
    .select(['id', 'url_id', 'title', 'type', 'description', 'status', 'publish_at'])
    .where('website_id', '=', websiteId)
    .where('enabled', '=', 1)
    .orderBy('nav_index')
    .orderBy('created_at')
    .execute();
  return rows.map((r) => ({ id: r.id, urlId: r.url_id, title: r.title, type: r.type, description: r.description, status: r.status, publishAt: num(r.publish_at) }));
}

/** Items of some collections, newest first, at most `limit`. */
export async function itemsOf(db: Kysely<Schema>, websiteId: string, collectionIds: readonly string[], limit: number): Promise<FeedItem[]> {
  if (!collectionIds.length) return [];
  const rows = await db
    .selectFrom('items')
    .select(['id', 'collection_id', 'url_id', 'title', 'excerpt', 'body_html', 'author_name', 'published_at', 'created_at', 'status', 'publish_at', 'categories_json', 'tags_json'])
    .where('website_id', '=', websiteId)
    .where('collection_id', 'in', [...collectionIds])
    .orderBy('published_at', 'desc')
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    collectionId: r.collection_id,
    urlId: r.url_id,
    title: r.title,
    excerpt: r.excerpt,
    bodyHtml: r.body_html,
    authorName: r.author_name,
    publishedAt: num(r.published_at),
    createdAt: Number(r.created_at),
    status: r.status,
    publishAt: num(r.publish_at),
    categories: r.categories_json,
    tags: r.tags_json,
  }));
}
