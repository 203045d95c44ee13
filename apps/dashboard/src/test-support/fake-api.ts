/** Test support: API clients whose transport is a function of the request (method, URL, body). */
import { createContractClient, requestFor, type PreparedRequest } from '@plinth/api/client';
import type { ApiClient } from '../api/client.ts';

/** A client answering each request with `answer(request)`. */
export function fakeApi(answer: (request: PreparedRequest) => unknown): ApiClient {
  return {
    ...createContractClient(async (request) => answer(request)),
    urlFor: (name, ...request) => requestFor(name, ...request).url,
    storefrontJson: async (url) => answer({ method: 'GET', url, body: undefined, route: 'getSession' }) as never,
  };
}

/** A client answering by URL: reads with `get(url)`, writes with `send(method, url, body)` (tests that check the wire). */
export function fakeApiByUrl(handlers: { get?: (url: string) => unknown; send?: (method: string, url: string, body: unknown) => unknown }): ApiClient {
  return fakeApi(({ method, url, body }) => (method === 'GET' ? handlers.get?.(url) : handlers.send?.(method, url, body)));
}

/** A client whose calls never answer: screens stay in their loading state. */
export const pendingApi: ApiClient = fakeApi(() => new Promise(() => {}));
