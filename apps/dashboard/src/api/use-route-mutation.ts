/**
 * Changes through the cache: a call that, once it succeeds, marks the answers of its part of the
 * API stale (and of the parts related to it, see query-keys.ts), so every screen showing them asks
 * again — saving a product refreshes the products list.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { RouteAnswer, RouteName, RouteRequestArgs } from '@plinth/api/client';
import { useApi } from '../components/api-context.ts';
import { resourceOf, routesOf, staleAfter } from './query-keys.ts';

/**
 * Marks stale every cached answer of the parts of the API in `resources`; screens showing one load it again.
 * @example invalidateResources(queryClient, ['products'])
 */
export function invalidateResources(client: QueryClient, resources: Iterable<string>): Promise<void> {
  const stale = new Set(resources);
  return client.invalidateQueries({ predicate: (query) => routesOf(query.queryKey).some((name) => stale.has(resourceOf(name))) });
}

/** Options of a change: other parts of the API it touches (path segments: 'products', 'pages'…). */
export interface ChangeOptions {
  alsoInvalidates?: readonly string[];
}

/**
 * A function that calls route `name` and then invalidates what it changed.
 * @example const saveVariant = useRouteMutation('updateOwnerVariant'); await saveVariant({ params: { id }, body });
 */
export function useRouteMutation<N extends RouteName>(name: N, options: ChangeOptions = {}): (...request: RouteRequestArgs<N>) => Promise<RouteAnswer<N>> {
  const api = useApi();
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: (request: RouteRequestArgs<N>) => api.call(name, ...request),
    onSuccess: () => void invalidateResources(client, [...staleAfter(name), ...(options.alsoInvalidates ?? [])]),
  });
  return (...request) => mutation.mutateAsync(request);
}

/**
 * Invalidation for changes made outside {@link useRouteMutation} (an upload, several calls in one
 * step): `invalidateAfter('uploadMedia')` marks stale what that route's change touches.
 */
export function useInvalidateAfter(): (...names: RouteName[]) => Promise<void> {
  const client = useQueryClient();
  return (...names) => invalidateResources(client, names.flatMap((name) => [...staleAfter(name)]));
}
