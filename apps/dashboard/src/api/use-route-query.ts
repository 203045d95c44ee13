/**
 * Loads through the cache (TanStack Query), read by screens as a {@link Load}: pending, success or
 * failed, `retry` and `setData` — what LoadView and the screens already speak.
 */
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { RouteAnswer, RouteName, RouteRequest, RouteRequestArgs } from '@plinth/api/client';
import { useApi } from '../components/api-context.ts';
import type { Load } from '../components/use-load.ts';
import type { ApiClient } from './client.ts';
import { combinedKey, routeKey, type AnyRouteKey, type KeyPart } from './query-keys.ts';

/**
 * Options of a load: `enabled: false` waits (the load stays pending); `refetchInterval` asks again
 * every so many ms; `fresh` keeps nothing once the screen is left, so the next visit starts from
 * the server's answer (a draft edited with revisions must never start from an old copy).
 */
export interface LoadOptions {
  enabled?: boolean;
  refetchInterval?: number;
  fresh?: boolean;
}

/**
 * The answer of route `name` for `request`, cached under `[name, request]`.
 * @example const orders = useRouteQuery('listOwnerOrders', { query: { cursor } });
 */
export function useRouteQuery<N extends RouteName>(name: N, request?: RouteRequest<N>, options: LoadOptions = {}): Load<RouteAnswer<N>> {
  const api = useApi();
  return useCachedLoad(routeKey(name, request), () => api.call(name, ...([request] as RouteRequestArgs<N>)) as Promise<RouteAnswer<N>>, options);
}

/**
 * A load made of several calls (or of one call's answer reshaped), cached under the keys of the
 * calls it makes so a change to any of them refreshes it.
 * @example const both = useCombinedQuery([routeKey('listOwnerForms')], (api) => api.call('listOwnerForms'));
 */
export function useCombinedQuery<T>(calls: (AnyRouteKey | KeyPart)[], load: (api: ApiClient) => Promise<T>, options: LoadOptions = {}): Load<T> {
  const api = useApi();
  return useCachedLoad(combinedKey(...calls), () => load(api), options);
}

function useCachedLoad<T>(queryKey: QueryKey, queryFn: () => Promise<T>, { enabled = true, refetchInterval, fresh = false }: LoadOptions): Load<T> {
  const client = useQueryClient();
  const query = useQuery({ queryKey, queryFn, enabled, refetchInterval, ...(fresh ? { gcTime: 0 } : {}) });
  const retry = () => void query.refetch();
  const setData = (update: (data: T) => T) => client.setQueryData<T>(queryKey, (data) => (data === undefined ? data : update(data)));
  // A failed load says so, even over an answer shown before (as each visit's load did before the
  // cache); a retry after a failure shows progress. Otherwise what was loaded shows while it is asked again.
  if (query.status === 'error') return query.isFetching ? { status: 'pending', retry, setData } : { status: 'failed', error: query.error, retry, setData };
  if (query.data !== undefined) return { status: 'success', data: query.data, retry, setData };
  return { status: 'pending', retry, setData };
}
