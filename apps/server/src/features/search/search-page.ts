import type { Kysely } from 'kysely';
import { PAGE_TYPES, SEARCH_PATH } from '@plinth/platform';
import { SEARCH_TYPES, type SearchType } from '@plinth/api';
import type { Schema } from '../../infra/database/schema.ts';
import { definePageKind, type ExtensionPage, type PageKind } from '../../infra/page-extensions.ts';
import { SEARCH_KIND_LABELS, SEARCH_MESSAGES } from './messages.ts';
import { MAX_QUERY_TERMS, parseSearchQuery } from './search-query.ts';
import type { SearchIndexer } from './search-index.ts';
import { visitorAccess } from '../page-types/index.ts';
import { MAX_SEARCH_PAGE, searchSite, SEARCH_KINDS, type SearchResults } from './search-service.ts';

/*
 * The search page, `/search` (page type 102; analytics skips it, platform.md §2). Its answer is
 * private (never cached): the page cache keys on the path alone, so a cached page would answer
 * every query with the first one's results, and what a search finds depends on who asks (member
 * areas). A search is one indexed query, cheap enough to run per request (bench/search.ts).
 * Odd input never fails: a bad `type` searches everything, a bad `page` is the first.
 */

function first(value: unknown): string {
  if (Array.isArray(value)) return first(value[0]);
  return typeof value === 'string' ? value : '';
}

/** The page's own address for a query, a kind and a page. */
function searchUrl(q: string, type: SearchType, page: number): string {
  const params = new URLSearchParams({ q });
  if (type !== 'all') params.set('type', type);
  if (page > 1) params.set('page', String(page));
  return `${SEARCH_PATH}?${params}`;
}

/** The template's `search` context. */
export function searchPageContext(results: SearchResults, timeZone: string, truncated: boolean) {
  const { query, type, page, pageCount, total, counts } = results;
  const hasQuery = query !== '';
  const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone });
  return {
    query,
    hasQuery,
    prompt: hasQuery ? null : SEARCH_MESSAGES.noQuery,
    summary: hasQuery && total ? `${total} ${total === 1 ? 'result' : 'results'} for “${query}”` : null,
    truncated: truncated ? SEARCH_MESSAGES.tooManyWords : null,
    filters: hasQuery && counts.all
      ? (['all', ...SEARCH_KINDS] as const).map((kind) => ({
          label: kind === 'all' ? SEARCH_MESSAGES.allTypes : SEARCH_KIND_LABELS[kind],
          count: counts[kind],
          url: searchUrl(query, kind, 1),
          current: kind === type,
        })).filter((filter) => filter.current || filter.count > 0)
      : [],
    results: results.results.map((result) => ({
      ...result,
      dateIso: result.publishedAt ? new Date(result.publishedAt).toISOString() : null,
      dateText: result.publishedAt ? date.format(result.publishedAt) : null,
    })),
    noResults: hasQuery && !total ? { message: SEARCH_MESSAGES.noResults(query), help: SEARCH_MESSAGES.noResultsHelp.slice(0, type === 'all' ? 2 : 3), allUrl: type === 'all' ? null : searchUrl(query, 'all', 1) } : null,
    pagination: pageCount > 1
      ? {
          text: `Page ${page} of ${pageCount}`,
          prevUrl: page > 1 ? searchUrl(query, type, Math.min(page - 1, pageCount)) : null,
          nextUrl: page < pageCount ? searchUrl(query, type, page + 1) : null,
        }
      : null,
  };
}

/** What the search page reads of its query: the words, the kind of result, the page. */
interface SearchParams {
  q: string;
  type: SearchType;
  page: number;
}

/**
 * The page kind answering `/search` (infra/page-extensions.ts).
 * @example app.deps.pageExtensions.kinds.push(searchPageKind(db, indexer));
 */
export function searchPageKind(db: Kysely<Schema>, indexer: SearchIndexer): PageKind<SearchParams> {
  return definePageKind({
    name: 'search',
    match: (info): SearchParams | null => {
      if (info.path !== SEARCH_PATH) return null;
      const typeText = first(info.query.type);
      const pageNumber = Number(first(info.query.page) || 1);
      return {
        q: first(info.query.q),
        type: (SEARCH_TYPES as readonly string[]).includes(typeText) ? (typeText as SearchType) : 'all',
        page: Number.isInteger(pageNumber) && pageNumber >= 1 ? Math.min(pageNumber, MAX_SEARCH_PAGE) : 1,
      };
    },
    resolve: async ({ q, type, page }, info): Promise<ExtensionPage> => {
      // The lock screen is a gate (it answers before this page); a page's own password hides it here.
      const { lockedCollectionIds } = await visitorAccess(db, info.request, info.site.id, info.now);
      const results = await searchSite(db, indexer, info.site, { q, type, page }, { canRead: info.canRead, now: info.now, lockedCollectionIds });
      const truncated = parseSearchQuery(q).words.length >= MAX_QUERY_TERMS;
      return {
        status: 200,
        template: 'search',
        title: results.query ? `${SEARCH_MESSAGES.title}: ${results.query}` : SEARCH_MESSAGES.title,
        pageType: PAGE_TYPES.SEARCH,
        context: { search: searchPageContext(results, info.site.timeZone, truncated) },
        private: true,
        headTags: '<meta name="robots" content="noindex">',
      };
    },
  });
}
