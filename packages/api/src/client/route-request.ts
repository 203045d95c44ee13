import type { z } from 'zod';
import type * as Contract from '../index.ts';
import type { ApiRoute } from '../api-route.ts';
import { requestTo } from './prepare.ts';
import type { RouteRow } from './route-row.ts';
import { ROUTE_TABLE } from './route-table.generated.ts';

/*
 * The typed client of the contract, for the dashboard and the storefront alike. Calls name a route of
 * @plinth/api (`call('getShoppingCart')`); its method and path come from ROUTE_TABLE (generated from
 * the contract, no zod at run time: the storefront bundle stays small) and its types from the route's
 * own schemas. Nothing outside this client spells an `/api/` path.
 */

/** Every route of the contract, by its export name. */
export type RouteName = keyof typeof ROUTE_TABLE;
/** The declaration of one route. */
export type RouteOf<N extends RouteName> = (typeof Contract)[N] extends ApiRoute ? (typeof Contract)[N] : never;
type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;

/** The request parts a route takes: `params` (filled into its path), `query` and `body`. */
export type RouteRequest<N extends RouteName> = (RouteOf<N>['params'] extends z.ZodType ? { params: InputOf<RouteOf<N>['params']> } : { params?: undefined }) &
  (RouteOf<N>['query'] extends z.ZodType ? { query?: InputOf<RouteOf<N>['query']> } : { query?: undefined }) &
  (RouteOf<N>['body'] extends z.ZodType ? { body: InputOf<RouteOf<N>['body']> } : { body?: undefined });

/** What a route answers on success: its response schema's output (undefined for 204). */
export type RouteAnswer<N extends RouteName> = RouteOf<N>['response'] extends z.ZodType ? z.output<RouteOf<N>['response']> : RouteOf<N>['responseType'] extends 'empty' ? undefined : unknown;

/** A request from a route's row, ready for fetch. */
export interface RowRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path with its parameters filled in and the query string appended. */
  url: string;
  body: unknown;
}

/** A request ready for fetch. */
export interface PreparedRequest extends RowRequest {
  /** The route this request is for (a transport may treat some routes apart, e.g. the sign-in). */
  route: RouteName;
}

export type { RouteRow } from './route-row.ts';

/**
 * The method, URL and body of a call to route `name`.
 * @example requestFor('getOwnerOrder', { params: { id: 'o1' } }) // { method: 'GET', url: '/api/owner/orders/o1', … }
 */
export function requestFor<N extends RouteName>(name: N, ...request: RouteRequestArgs<N>): PreparedRequest {
  return { ...requestTo(ROUTE_TABLE[name] as RouteRow<N>, ...request), route: name };
}

/** The request argument of a call: optional when the route takes nothing it requires. */
export type RouteRequestArgs<N extends RouteName> = {} extends RouteRequest<N> ? [request?: RouteRequest<N>] : [request: RouteRequest<N>];

/** Sends a prepared request and resolves its answer (a transport owns headers, cookies and failures). */
export type Transport = (request: PreparedRequest) => Promise<unknown>;

/** The typed client: `call(name, request)` resolves the route's answer type. */
export interface ContractClient {
  call<N extends RouteName>(name: N, ...request: RouteRequestArgs<N>): Promise<RouteAnswer<N>>;
}

/** A typed client over `transport`. */
export function createContractClient(transport: Transport): ContractClient {
  return {
    call: (name, ...request) => transport(requestFor(name, ...request)) as never,
  };
}

export { fillPath, queryString, requestTo, urlOf } from './prepare.ts';
