import { describe, expect, it } from 'vitest';
import { DEFAULT_QUERY, inventorySearch, parseInventoryQuery, productsApiPath } from './inventory-query.ts';

describe('inventory query', () => {
  it('reads search, sort, order and cursor, with defaults for the rest', () => {
    expect(parseInventoryQuery(new URLSearchParams('q=+tee+&sort=stock&order=desc&cursor=25'))).toEqual({ q: 'tee', sort: 'stock', order: 'desc', cursor: '25' });
    expect(parseInventoryQuery(new URLSearchParams(''))).toEqual(DEFAULT_QUERY);
    expect(parseInventoryQuery(new URLSearchParams('sort=colour&order=sideways'))).toEqual(DEFAULT_QUERY);
  });

  it('writes short URLs that read back the same', () => {
    expect(inventorySearch(DEFAULT_QUERY)).toBe('');
    const query = { q: 'a&b', sort: 'price', order: 'desc', cursor: '50' } as const;
    expect(parseInventoryQuery(new URLSearchParams(inventorySearch(query)))).toEqual(query);
  });

  it('builds the API path with every parameter the server reads', () => {
    const path = productsApiPath({ q: 'SKU-1', sort: 'price', order: 'desc', cursor: '25' }, 10);
    const url = new URL(path, 'http://x');
    expect(url.pathname).toBe('/api/owner/products');
    expect(Object.fromEntries(url.searchParams)).toEqual({ search: 'SKU-1', sort: 'price', direction: 'desc', cursor: '25', limit: '10' });
    expect(new URL(productsApiPath(DEFAULT_QUERY), 'http://x').searchParams.has('cursor')).toBe(false);
  });
});
