/**
 * The storefront's JSON caller of the contract's routes (beyond the analytics beacons). A call
 * names a route's row of `@plinth/api/client/routes/<name>` (`call(getCheckout)`), so its URL comes
 * from the contract and its answer type from the route's schema; the transport is json-transport.ts.
 */
import type { RouteAnswer, RouteName, RouteRequestArgs, RouteRow } from '@plinth/api/client';
import { requestTo } from '@plinth/api/client/prepare';
import { createJsonTransport, type ApiResult, type JsonApiOptions } from './json-transport.ts';

export { errorMessageOf, type ApiFailure, type ApiResult, type JsonApiOptions } from './json-transport.ts';

/** Calls a route of the contract with its params, query and body; resolves the JSON answer or a failure. */
export type JsonCall = <N extends RouteName>(route: RouteRow<N>, ...request: RouteRequestArgs<N>) => Promise<ApiResult<RouteAnswer<N>>>;

/**
 * Creates a caller.
 * @example const call = createJsonCall(); const result = await call(getCheckout);
 */
export function createJsonCall(options: JsonApiOptions = {}): JsonCall {
  const send = createJsonTransport(options);
  return ((route: RouteRow<RouteName>, ...request: [unknown?]) => send(requestTo(route, ...(request as [])))) as JsonCall;
}

/** The page's caller (reads cookies lazily, so importing it on the server is harmless). */
export const jsonCall: JsonCall = /* @__PURE__ */ createJsonCall();
