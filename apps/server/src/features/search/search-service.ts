import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { isServedToVisitors } from '../content/index.ts';
import { excerptHtml } from './excerpt.ts';
import { SEARCH_KIND_SINGULAR } from './messages.ts';
import { parseSearchQuery } from './search-query.ts';
import { findMatches, readHits, type SearchMatch } from './search-repository.ts';
import type { SearchIndexer } from './search-index.ts';
import type { SearchKind } from './search-sources.ts';
import { TERMS_SEPARATOR } from './search-text.ts';

/*
 * A search as a visitor sees it: the index brought up to date, the matches ranked, what this viewer
 * may not see left out (drafts, private and not-yet-live pages and posts, member-area content of
 * areas they are not in, pages with a password they have not typed), counted per kind, one page of results with highlighted excerpts.
 */

export const SEARCH_KINDS = ['page', 'post', 'product', 'event'] as const satisfies readonly SearchKind[];
/** Results per page. */
export const SEARCH_PAGE_SIZE = 10;
/** The most matches considered (ranked best first); a search finding more shows these. */
export const MAX_MATCHES = 1000;
/** The last page a visitor may ask for. */
export const MAX_SEARCH_PAGE = 100;

export interface SearchRequest {
  q: string;
  type: 'all' | SearchKind;
  page: number;
}

export interface SearchResult {
  kind: SearchKind;
  kindLabel: string;
  title: string;
  url: string;
  /** Escaped text with `<mark>` around the words found. */
  excerptHtml: string;
  publishedAt: number | null;
}

export interface SearchResults {
  query: string;
  type: 'all' | SearchKind;
  page: number;
  pageSize: number;
  total: number;
  pageCount: number;
  counts: Record<'all' | SearchKind, number>;
  results: SearchResult[];
}

/** What decides whether the viewer may see a match: the site's statuses and the member-area check. */
export interface SearchViewer {
  canRead(ref: { collectionId: string; itemId: string | null }): boolean;
  now: number;
  /** Pages with their own password this viewer has not opened (features/page-types): never found. */
  lockedCollectionIds?: ReadonlySet<string>;
}

function visible(match: SearchMatch, viewer: SearchViewer): boolean {
  return (
    isServedToVisitors(match.status, match.publishAt, viewer.now) &&
    isServedToVisitors(match.collectionStatus, match.collectionPublishAt, viewer.now) &&
    !viewer.lockedCollectionIds?.has(match.collectionId) &&
    viewer.canRead({ collectionId: match.collectionId, itemId: match.itemId })
  );
}

/**
 * Searches a site for a viewer.
 * @example await searchSite(db, indexer, site, { q: 'sourdough', type: 'all', page: 1 }, { canRead: () => true, now: Date.now() })
 */
export async function searchSite(db: Kysely<Schema>, indexer: SearchIndexer, site: { id: string; contentVersion: number }, request: SearchRequest, viewer: SearchViewer): Promise<SearchResults> {
  const query = parseSearchQuery(request.q);
  const counts: SearchResults['counts'] = { all: 0, page: 0, post: 0, product: 0, event: 0 };
  const empty = { query: query.text, type: request.type, page: request.page, pageSize: SEARCH_PAGE_SIZE, total: 0, pageCount: 0, counts, results: [] };
  if (!query.fts5) return empty;
  await indexer.ensureCurrent(site.id, site.contentVersion);
  const matches = (await findMatches(db, site.id, query, MAX_MATCHES)).filter((match) => visible(match, viewer));
  for (const match of matches) {
    counts.all++;
    if (match.kind in counts) counts[match.kind as SearchKind]++;
  }
  const chosen = request.type === 'all' ? matches : matches.filter((match) => match.kind === request.type);
  const pageCount = Math.ceil(chosen.length / SEARCH_PAGE_SIZE);
  const start = (request.page - 1) * SEARCH_PAGE_SIZE;
  const onPage = chosen.slice(start, start + SEARCH_PAGE_SIZE);
  const kinds = new Map(onPage.map((match) => [match.docId, match.kind as SearchKind]));
  const hits = await readHits(db, site.id, onPage.map((match) => match.docId));
  return {
    ...empty,
    total: chosen.length,
    pageCount,
    results: hits.map((hit) => {
      const kind = kinds.get(hit.docId) as SearchKind;
      return { kind, kindLabel: SEARCH_KIND_SINGULAR[kind] ?? kind, title: hit.title, url: hit.url, excerptHtml: excerptHtml(hit.body.split(TERMS_SEPARATOR)[0] as string, query.words), publishedAt: kind === 'post' || kind === 'event' ? hit.publishedAt : null };
    }),
  };
}
