import { describe, expect, it, vi } from 'vitest';
import { createCartApi } from './cart-api.ts';
import { cart, entry } from './test-fixtures.ts';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function api(answer: Response | Error) {
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return { fetch, client: createCartApi({ fetch, cookies: () => 'a=1; crumb=tok%3D1' }) };
}

describe('cart API client', () => {
  it('posts an entry with the crumb header and same-origin credentials', async () => {
    const shoppingCart = cart([entry('e1', 1, 2500)]);
    const { fetch, client } = api(json(200, { shoppingCart, newlyAdded: { id: 'e1' } }));
    const result = await client.addEntry({ itemId: 'p1', sku: 'S1', quantity: 2 });
    expect(result).toEqual({ ok: true, value: { shoppingCart, newlyAdded: { id: 'e1' } } });
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/api/commerce/shopping-cart/entries');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect((init?.headers as Record<string, string>)['X-CSRF-Token']).toBe('tok=1');
    expect(JSON.parse(String(init?.body))).toEqual({ itemId: 'p1', sku: 'S1', quantity: 2, additionalFields: null });
  });

  it('gets the cart with its subtotal and no crumb', async () => {
    const shoppingCart = cart([]);
    const { fetch, client } = api(json(200, shoppingCart));
    expect(await client.getCart()).toEqual({ ok: true, value: shoppingCart });
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/api/commerce/shopping-cart?calculateSubtotal=true');
    expect(init?.method).toBe('GET');
    expect(init?.credentials).toBe('same-origin');
    expect((init?.headers as Record<string, string>)['X-CSRF-Token']).toBeUndefined();
  });

  it('puts a quantity and deletes an entry, answering the cart', async () => {
    const shoppingCart = cart([entry('e/1', 3, 100)]);
    const put = api(json(200, { shoppingCart }));
    expect(await put.client.updateQuantity('e/1', 3)).toEqual({ ok: true, value: shoppingCart });
    expect(put.fetch.mock.calls[0][0]).toBe('/api/commerce/shopping-cart/entries/e%2F1');
    expect(put.fetch.mock.calls[0][1]?.method).toBe('PUT');
    expect(JSON.parse(String(put.fetch.mock.calls[0][1]?.body))).toEqual({ quantity: 3 });

    const del = api(json(200, { shoppingCart }));
    expect(await del.client.removeEntry('e1')).toEqual({ ok: true, value: shoppingCart });
    expect(del.fetch.mock.calls[0][1]?.method).toBe('DELETE');
    expect((del.fetch.mock.calls[0][1]?.headers as Record<string, string>)['X-CSRF-Token']).toBe('tok=1');
  });

  it('maps a crumb failure, a rate limit and a server message', async () => {
    expect(await api(json(403, { error: { message: 'Bad crumb' }, crumbFail: true })).client.addEntry({ itemId: 'p', sku: 's', quantity: 1 }))
      .toEqual({ ok: false, failure: { status: 403, crumbFailure: true, serverMessage: 'Bad crumb' } });
    expect(await api(new Response('slow down', { status: 429 })).client.addEntry({ itemId: 'p', sku: 's', quantity: 1 }))
      .toEqual({ ok: false, failure: { status: 429, crumbFailure: false, serverMessage: null } });
    expect(await api(json(400, { error: { message: 'Sorry' } })).client.updateQuantity('e', 2))
      .toEqual({ ok: false, failure: { status: 400, crumbFailure: false, serverMessage: 'Sorry' } });
  });

  it('reports no answer as status 0 and a non-JSON 200 as a failure', async () => {
    expect(await api(new TypeError('offline')).client.removeEntry('e'))
      .toEqual({ ok: false, failure: { status: 0, crumbFailure: false, serverMessage: null } });
    expect(await api(new Response('<html>', { status: 200 })).client.getCart())
      .toEqual({ ok: false, failure: { status: 200, crumbFailure: false, serverMessage: null } });
  });

  it('sends an empty token when there is no crumb cookie', async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => json(200, { shoppingCart: cart([]) }));
    await createCartApi({ fetch, cookies: () => '' }).removeEntry('e');
    expect((fetch.mock.calls[0][1]?.headers as Record<string, string>)['X-CSRF-Token']).toBe('');
  });
});
