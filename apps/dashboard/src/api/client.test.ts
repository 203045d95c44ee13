import { describe, expect, it, vi } from 'vitest';
import { ApiError, failureMessage } from './api-error.ts';
import { createApiClient } from './client.ts';

/** A fetch double that records calls and answers with `respond`. */
function fakeFetch(respond: () => Promise<Response> | Response) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return respond();
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('createApiClient', () => {
  it('sends JSON with the crumb in X-CSRF-Token on writes, same-origin credentials', async () => {
    const { fetch, calls } = fakeFetch(() => json(200, { ok: true }));
    const api = createApiClient({ fetch, cookies: () => 'a=1; crumb=abc%2Ddef' });
    expect(await api.call('signIn', { body: { email: 'a@b.c', password: 'x' } })).toEqual({ ok: true });
    const { url, init } = calls[0];
    expect(url).toBe('/api/owner/session');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect((init.headers as Record<string, string>)['x-csrf-token']).toBe('abc-def');
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/json');
    expect(init.body).toBe('{"email":"a@b.c","password":"x"}');
  });

  it('sends no crumb and no body on reads', async () => {
    const { fetch, calls } = fakeFetch(() => json(200, []));
    await createApiClient({ fetch, cookies: () => 'crumb=abc' }).call('listOwnerOrders');
    expect((calls[0].init.headers as Record<string, string>)['x-csrf-token']).toBeUndefined();
    expect(calls[0].init.body).toBeUndefined();
  });

  it('resolves undefined for 204', async () => {
    const { fetch } = fakeFetch(() => new Response(null, { status: 204 }));
    expect(await createApiClient({ fetch, cookies: () => '' }).call('signOut')).toBeUndefined();
  });

  it('rejects with a network ApiError when fetch rejects', async () => {
    const { fetch } = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await createApiClient({ fetch, cookies: () => '' }).call('listOwnerOrders').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('network');
    expect((error as ApiError).status).toBe(0);
  });

  it("keeps the server's message and status on a refusal, and whether it asks for a proof of work", async () => {
    const message = 'Too many attempts. Try again in 4 seconds, or tick "I\'m not a robot" to try now.';
    const { fetch } = fakeFetch(() => json(429, { proofOfWork: true, error: { message } }));
    const error = (await createApiClient({ fetch, cookies: () => '' }).call('signIn', { body: { email: '', password: '' } }).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(429);
    expect(error.serverMessage).toBe(message);
    expect(error.proofOfWork).toBe(true);
    const { fetch: plain } = fakeFetch(() => json(401, { error: { message: 'Email or password is incorrect.' } }));
    expect(((await createApiClient({ fetch: plain, cookies: () => '' }).call('signIn', { body: { email: '', password: '' } }).catch((e: unknown) => e)) as ApiError).proofOfWork).toBe(false);
  });

  it('treats a 200 that is not JSON as a failure', async () => {
    const { fetch } = fakeFetch(() => new Response('<html>proxy</html>', { status: 200 }));
    const error = (await createApiClient({ fetch, cookies: () => '' }).call('listOwnerOrders').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(failureMessage(error, 'load')).toBe('Unable to load.');
  });

  it('calls onUnauthorized on a 401, except for the sign-in call itself', async () => {
    const onUnauthorized = vi.fn();
    const { fetch } = fakeFetch(() => json(401, { error: { message: 'Email or password is incorrect.' } }));
    const api = createApiClient({ fetch, cookies: () => '', onUnauthorized });
    await api.call('signIn', { body: { email: '', password: '' } }).catch(() => {});
    await api.call('getSession').catch(() => {});
    expect(onUnauthorized).not.toHaveBeenCalled();
    await api.call('listOwnerOrders').catch(() => {});
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('failureMessage (platform.md §8)', () => {
  const network = new ApiError('network', 0, null);
  const server = new ApiError('http', 500, 'Something went wrong.');
  const refused = new ApiError('http', 400, 'Stock cannot go below zero.');
  const unexplained = new ApiError('http', 403, null);

  it("says 'Network error.' when the request got no answer, for loads and saves", () => {
    expect(failureMessage(network, 'load')).toBe('Network error.');
    expect(failureMessage(network, 'save')).toBe('Network error.');
  });

  it("says 'Unable to load.' for any refused load", () => {
    expect(failureMessage(server, 'load')).toBe('Unable to load.');
    expect(failureMessage(refused, 'load')).toBe('Unable to load.');
    expect(failureMessage(unexplained, 'load')).toBe('Unable to load.');
  });

  it("shows the server's explanation of a refused change, else 'Something went wrong.'", () => {
    expect(failureMessage(refused, 'save')).toBe('Stock cannot go below zero.');
    expect(failureMessage(server, 'save')).toBe('Something went wrong.');
    expect(failureMessage(new ApiError('http', 502, 'Bad gateway from proxy'), 'save')).toBe('Something went wrong.');
    expect(failureMessage(unexplained, 'save')).toBe('Something went wrong.');
    expect(failureMessage(new Error('bug'), 'save')).toBe('Something went wrong.');
  });
});
