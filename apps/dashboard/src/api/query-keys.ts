/**
 * Query keys of the dashboard's cache, derived from route name and request, so the same call is
 * the same entry wherever a screen makes it, and a change can find the answers it makes stale.
 */
import { ROUTE_TABLE, type RouteName, type RouteRequest } from '@plinth/api/client';

/** One call's key: `[route name, request]`. */
export type RouteKey<N extends RouteName = RouteName> = readonly [N, RouteRequest<N> | Record<string, never>];

/** What else tells two loads apart (a connection's date, a version): neither a route nor a request. */
export type KeyPart = string | number;

/** Any call's key (a route name and its request). */
export type AnyRouteKey = readonly [RouteName, object];

/** The key of a load made of several calls (a screen that needs them all): `['all', …their keys]`. */
export type CombinedKey = readonly ['all', ...(AnyRouteKey | KeyPart)[]];

/**
 * The key of one call.
 * @example routeKey('getOwnerOrder', { params: { id: 'o1' } }) // ['getOwnerOrder', { params: { id: 'o1' } }]
 */
export function routeKey<N extends RouteName>(name: N, request?: RouteRequest<N>): RouteKey<N> {
  return [name, request ?? {}] as RouteKey<N>;
}

/** The key of a load made of `calls`. */
export function combinedKey(...calls: (AnyRouteKey | KeyPart)[]): CombinedKey {
  return ['all', ...calls];
}

/** The routes whose answers a cache entry holds. */
export function routesOf(key: readonly unknown[]): RouteName[] {
  const calls = key[0] === 'all' ? key.slice(1) : [key];
  return calls.map((call) => (Array.isArray(call) ? call[0] : null)).filter((name): name is RouteName => typeof name === 'string' && name in ROUTE_TABLE);
}

/**
 * The part of the API a route belongs to: the first segment of its path after `/api/` (and
 * `owner/`): 'products', 'variants', 'forms', 'multilingual'…
 * @example resourceOf('updateOwnerVariant') // 'variants'
 */
export function resourceOf(name: RouteName): string {
  return ROUTE_TABLE[name].path.replace(/^\/api\/(owner\/)?/, '').split('/')[0];
}

/**
 * Parts of the API whose answers show each other's data: a change in one makes the others stale
 * (a variant's stock shows in the products list; a new store is a collection and a navigation link).
 */
const RELATED: readonly (readonly string[])[] = [
  ['products', 'variants', 'collections', 'sort', 'taxonomy', 'content-service'],
  ['pages', 'posts', 'editor', 'collections', 'items', 'sort', 'taxonomy', 'commondata', 'widget', 'content-service', 'site-access'],
  ['forms', 'mailing-list', 'integrations'],
  ['comments', 'posts'],
  ['member-areas', 'customers'],
];

/**
 * The parts of the API a change through route `name` makes stale: its own and the related ones.
 * @example staleAfter('updateOwnerVariant') // Set { 'variants', 'products', 'collections', … }
 */
export function staleAfter(name: RouteName): Set<string> {
  const own = resourceOf(name);
  return new Set([own, ...RELATED.filter((group) => group.includes(own)).flat()]);
}
