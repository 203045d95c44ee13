/**
 * The inventory panel's query (platform.md §2: search products, sort by name,
 * stock or price, next page), kept in the URL so a reload or a shared link
 * shows the same list. Pure: parse from and write to URLSearchParams.
 */
import { requestFor } from '@plinth/api/client';

/** Sort keys of the inventory list. */
export const SORT_KEYS = ['name', 'stock', 'price'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortOrder = 'asc' | 'desc';

/** What the products list shows. */
export interface InventoryQuery {
  /** Search text: matches title or SKU. */
  q: string;
  sort: SortKey;
  order: SortOrder;
  /** Opaque cursor of the page shown; '' for the first. */
  cursor: string;
}

export const DEFAULT_QUERY: InventoryQuery = Object.freeze({ q: '', sort: 'name', order: 'asc', cursor: '' });

/**
 * Reads the query from a URL's search params; unknown values fall back to the defaults.
 * @example parseInventoryQuery(new URLSearchParams('sort=stock&order=desc')).sort // 'stock'
 */
export function parseInventoryQuery(params: URLSearchParams): InventoryQuery {
  const sort = params.get('sort');
  const order = params.get('order');
  return {
    q: (params.get('q') ?? '').trim(),
    sort: (SORT_KEYS as readonly string[]).includes(sort ?? '') ? (sort as SortKey) : DEFAULT_QUERY.sort,
    order: order === 'desc' ? 'desc' : 'asc',
    cursor: params.get('cursor') ?? '',
  };
}

/**
 * The search string for a query, defaults left out so URLs stay short.
 * @example inventorySearch({ q: 'tee', sort: 'name', order: 'asc', cursor: '' }) // '?q=tee'
 */
export function inventorySearch(query: InventoryQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.sort !== DEFAULT_QUERY.sort) params.set('sort', query.sort);
  if (query.order !== DEFAULT_QUERY.order) params.set('order', query.order);
  if (query.cursor) params.set('cursor', query.cursor);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The URL that lists one page of products for a query (`listOwnerProducts`).
 */
export function productsApiPath(query: InventoryQuery, limit = 25): string {
  return requestFor('listOwnerProducts', productsRequest(query, limit)).url;
}

/** The request of `listOwnerProducts` for one page of a query (`sort`, `direction`, `limit`, `search`, `cursor`). */
export function productsRequest(query: InventoryQuery, limit = 25) {
  return { query: { sort: query.sort, direction: query.order, limit: String(limit), search: query.q || undefined, cursor: query.cursor || undefined } };
}
