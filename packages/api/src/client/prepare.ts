import type { RouteName, RouteRequest, RouteRequestArgs, RowRequest } from './route-request.ts';
import type { RouteRow } from './route-row.ts';

/*
 * The run-time half of the typed client that needs no route table: a request from a route's row
 * (`routes/<name>.ts`). The storefront imports only this and the rows it calls, so each of its
 * chunks carries those rows and nothing more (scripts/report-size.ts holds it to its budgets).
 */

/**
 * Fills `:name` parameters of `path` from `params` (URI-encoded); a missing parameter is a programming
 * error. (No route of the contract has a `*` wildcard: the storefront's budgets pay for every branch.)
 */
export function fillPath(path: string, params: Readonly<Record<string, unknown>> | undefined): string {
  return path.replace(/:(\w+)/g, (match, name: string) => {
    const value = params?.[name];
    if (value == null) throw new Error(`${path}: no ${match}`);
    // encodeURIComponent and append read their argument as a string themselves.
    return encodeURIComponent(value as string);
  });
}

/** A query string of the defined values (`?a=1&b=x`), arrays repeated; empty when there are none. */
export function queryString(query: Readonly<Record<string, unknown>> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value != null) for (const one of [value].flat()) search.append(key, one as string);
  const text = String(search);
  return text && `?${text}`;
}

/**
 * The request of a call to `route` (as {@link requestFor}, from the route's row): a bundle that imports rows one by one
 * keeps only those rows, not the whole table (the storefront's script budgets).
 * @example requestTo(getGiftCardBalance, { query: { code: 'GC1' } }).url // '/api/commerce/gift-card/balance?code=GC1'
 */
export function requestTo<N extends RouteName>(route: RouteRow<N>, ...[request]: RouteRequestArgs<N>): RowRequest {
  const parts = (request ?? {}) as RouteRequest<N>;
  return { method: route.method, url: urlOf(route, parts as Pick<RouteRequest<N>, 'params' | 'query'>), body: parts.body };
}

/**
 * The URL of a call to `route`: its params filled in, its query appended. For a request whose body
 * the caller encodes itself (a beacon, a form-encoded post).
 * @example urlOf(recordQuickView, { params: { id: 'p 1' } }) // '/api/census/RecordQuickView/p%201'
 */
export function urlOf<N extends RouteName>(route: RouteRow<N>, parts: Pick<RouteRequest<N>, 'params' | 'query'>): string {
  const { params, query } = parts as { params?: Record<string, unknown>; query?: Record<string, unknown> };
  return fillPath(route.path, params) + queryString(query);
}

