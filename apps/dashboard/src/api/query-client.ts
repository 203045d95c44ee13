import { QueryClient } from '@tanstack/react-query';

/**
 * The dashboard's cache. A screen shows what it last loaded at once and asks again in the
 * background (stale at once: data the owner did not change, new orders say, shows up on the next
 * visit); a failure is shown as it comes, without retries, and a tab coming back to focus does not
 * reload a screen the owner may be editing — as the screens behaved before the cache.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false, staleTime: 0 },
      mutations: { retry: false },
    },
  });
}
