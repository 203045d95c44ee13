import { describe, expect, it } from 'vitest';
import { createContractClient, fillPath, queryString, requestFor } from './route-request.ts';

describe('the typed client of the contract', () => {
  it('fills path parameters, URI-encoded', () => {
    expect(fillPath('/api/owner/orders/:id', { id: 'a b/c' })).toBe('/api/owner/orders/a%20b%2Fc');
    expect(() => fillPath('/api/owner/orders/:id', {})).toThrow('/api/owner/orders/:id: no :id');
  });

  it('writes a query string of the defined values only, arrays repeated', () => {
    expect(queryString({ cursor: undefined, limit: 20, tag: ['a', 'b'], q: 'x&y' })).toBe('?limit=20&tag=a&tag=b&q=x%26y');
    expect(queryString({ cursor: undefined })).toBe('');
    expect(queryString(undefined)).toBe('');
  });

  it("takes a route's method and path from the contract by its name", () => {
    expect(requestFor('getOwnerOrder', { params: { id: 'o1' } })).toEqual({ method: 'GET', url: '/api/owner/orders/o1', body: undefined, route: 'getOwnerOrder' });
    expect(requestFor('listOwnerOrders', { query: { limit: 5 } }).url).toBe('/api/owner/orders?limit=5');
    expect(requestFor('addCartEntry', { body: { itemId: 'i', sku: 's', quantity: 1 } as never })).toMatchObject({ method: 'POST', url: '/api/commerce/shopping-cart/entries', body: { itemId: 'i' } });
  });

  it('hands the prepared request to its transport and resolves its answer', async () => {
    const seen: unknown[] = [];
    const client = createContractClient(async (request) => {
      seen.push(request);
      return { orders: [], nextCursor: null };
    });
    expect(await client.call('listOwnerOrders')).toEqual({ orders: [], nextCursor: null });
    expect(seen).toEqual([{ method: 'GET', url: '/api/owner/orders', body: undefined, route: 'listOwnerOrders' }]);
  });
});
