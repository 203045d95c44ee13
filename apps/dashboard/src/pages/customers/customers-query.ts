/**
 * The customers list's state in the URL (`/config/customers?q=…&cursor=…`) and the call it
 * makes (`listOwnerCustomers` with `query` and `cursor`), so a search can be linked and paged.
 */
import { requestFor } from '@plinth/api/client';

/** What the customers list shows: the search text and the page's cursor ('' for none). */
export interface CustomersQuery {
  q: string;
  cursor: string;
}

/** Reads the list's state from the page's query. */
export function parseCustomersQuery(params: URLSearchParams): CustomersQuery {
  return { q: (params.get('q') ?? '').trim().slice(0, 200), cursor: params.get('cursor') ?? '' };
}

function search(pairs: [string, string][]): string {
  const kept = pairs.filter(([, value]) => value !== '');
  return kept.length ? `?${new URLSearchParams(kept).toString()}` : '';
}

/**
 * The page's own query string.
 * @example customersSearch({ q: 'ada', cursor: '' }) // '?q=ada'
 */
export function customersSearch(query: CustomersQuery): string {
  return search([
    ['q', query.q],
    ['cursor', query.cursor],
  ]);
}

/**
 * The API call for the list.
 * @example customersApiPath({ q: 'ada lovelace', cursor: 'abc' }) // the customers list's URL with ?query=ada+lovelace&cursor=abc
 */
export function customersApiPath(query: CustomersQuery): string {
  return requestFor('listOwnerCustomers', customersRequest(query)).url;
}

/** The request of `listOwnerCustomers` for the list's state (empty parts left out). */
export function customersRequest(query: CustomersQuery) {
  return { query: { query: query.q || undefined, cursor: query.cursor || undefined } };
}
