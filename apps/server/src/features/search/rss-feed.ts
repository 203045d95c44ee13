import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { isServedToVisitors } from '../content/index.ts';
import { enabledCollections, itemsOf, type FeedCollection } from './feeds-repository.ts';
import { htmlToText } from './search-text.ts';
import { escapeXml } from '@plinth/platform';

/*
 * The RSS 2.0 feed of a blog, `/<blog>/rss.xml` (its pages name it with
 * `<link rel="alternate" type="application/rss+xml">`): the newest live posts a visitor who is not
 * signed in may read — never drafts, private or needs-review posts, scheduled ones before their
 * time, or members-only posts (feed readers have no session).
 */

/** Posts a feed carries at most. */
export const FEED_ITEMS = 20;
/** Characters of a post's text a feed item's description carries when it has no excerpt. */
const DESCRIPTION_CHARS = 500;

/** Who reads the feed: the anonymous viewer's access check and the time. */
export interface FeedViewer {
  canRead(ref: { collectionId: string; itemId: string | null }): boolean;
  now: number;
}

/** The blog a feed path names, when a visitor may see it. */
export async function feedBlog(db: Kysely<Schema>, websiteId: string, urlId: string, viewer: FeedViewer): Promise<FeedCollection | null> {
  const blog = (await enabledCollections(db, websiteId)).find((c) => c.urlId === urlId && c.type === 'blog');
  if (!blog || !isServedToVisitors(blog.status, blog.publishAt, viewer.now) || !viewer.canRead({ collectionId: blog.id, itemId: null })) return null;
  return blog;
}

function list(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The feed's XML.
 * @example await rssFeed(db, { id: site.id, name: 'Plinth' }, blog, 'https://shop.test', viewer)
 */
export async function rssFeed(db: Kysely<Schema>, site: { id: string; name: string }, blog: FeedCollection, origin: string, viewer: FeedViewer): Promise<string> {
  // Read a few more than shown: some may be hidden from this viewer.
  const candidates = await itemsOf(db, site.id, [blog.id], FEED_ITEMS * 5);
  const posts = candidates.filter((post) => isServedToVisitors(post.status, post.publishAt, viewer.now) && viewer.canRead({ collectionId: blog.id, itemId: post.id })).slice(0, FEED_ITEMS);
  const blogUrl = `${origin}/${blog.urlId}`;
  const dateOf = (post: (typeof posts)[number]) => post.publishedAt ?? post.publishAt ?? post.createdAt;
  const items = posts.map((post) => {
    const link = `${blogUrl}/${post.urlId}`;
    const text = htmlToText(post.excerpt) || htmlToText(post.bodyHtml).slice(0, DESCRIPTION_CHARS);
    return [
      '<item>',
      `<title>${escapeXml(post.title)}</title>`,
      `<link>${escapeXml(link)}</link>`,
      `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `<pubDate>${new Date(dateOf(post)).toUTCString()}</pubDate>`,
      post.authorName ? `<dc:creator>${escapeXml(post.authorName)}</dc:creator>` : '',
      ...[...list(post.categories), ...list(post.tags)].map((term) => `<category>${escapeXml(term)}</category>`),
      `<description>${escapeXml(text)}</description>`,
      '</item>',
    ].join('');
  });
  const built = posts.length ? Math.max(...posts.map(dateOf)) : viewer.now;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    `<title>${escapeXml(`${blog.title} — ${site.name}`)}</title>`,
    `<link>${escapeXml(blogUrl)}</link>`,
    `<description>${escapeXml(htmlToText(blog.description) || `${blog.title} — ${site.name}`)}</description>`,
    `<atom:link href="${escapeXml(`${blogUrl}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    `<lastBuildDate>${new Date(built).toUTCString()}</lastBuildDate>`,
    '<generator>Plinth</generator>',
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
