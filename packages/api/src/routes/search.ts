/**
 * The search feature's route (apps/server/src/features/search; issue 17): site search as JSON, for
 * whatever searches as the visitor types. The `/search` page (page type 102), the RSS feed of a blog
 * (`/<blog>/rss.xml`) and `/sitemap.xml` are pages, not API routes (docs/search-api.md).
 */
import { z } from 'zod';
import { defineRoute, type ApiRoute } from '../api-route.ts';

/** The kinds of content a search finds, as the `type` filter names them. */
export const SEARCH_TYPES = ['all', 'page', 'post', 'product', 'event'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** The longest search text accepted (anything longer is refused with 400 on the API; the page cuts it). */
export const MAX_SEARCH_TEXT = 10_000;

/** `?q=&type=&page=`: the text (any characters), a kind or all, and a page from 1 to 100. */
export const searchQuery = z.object({
  q: z.string({ error: 'q must be text.' }).max(MAX_SEARCH_TEXT, `q must be at most ${MAX_SEARCH_TEXT} characters.`).default(''),
  type: z.enum(SEARCH_TYPES, { error: 'Type must be one of all, page, post, product or event.' }).default('all'),
  page: z.coerce.number({ error: 'Page must be a whole number from 1 to 100.' }).int('Page must be a whole number from 1 to 100.').min(1, 'Page must be a whole number from 1 to 100.').max(100, 'Page must be a whole number from 1 to 100.').default(1),
});

/** One result: its kind, title, address, and an excerpt of escaped text with `<mark>` around the words found. */
export const searchResult = z.object({
  kind: z.enum(['page', 'post', 'product', 'event']),
  kindLabel: z.string(),
  title: z.string(),
  url: z.string(),
  excerptHtml: z.string(),
  /** When a post or event was published (epoch ms); null for pages and products. */
  publishedAt: z.number().nullable(),
});

/** A page of results, with how many of each kind the viewer may see. */
export const searchResults = z.object({
  query: z.string(),
  type: z.enum(SEARCH_TYPES),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  pageCount: z.number().int(),
  counts: z.object({ all: z.number().int(), page: z.number().int(), post: z.number().int(), product: z.number().int(), event: z.number().int() }),
  results: z.array(searchResult),
});

export const searchSiteRoute = defineRoute({
  method: 'GET',
  path: '/api/search',
  tag: 'search',
  access: 'public',
  summary: 'Searches the site’s pages, posts, products and events (members-only content for members only)',
  query: searchQuery,
  response: searchResults,
});

export const searchRoutes: readonly ApiRoute[] = [searchSiteRoute];
