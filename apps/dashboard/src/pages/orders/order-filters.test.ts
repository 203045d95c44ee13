import { expect, it } from 'vitest';
import { orderFilterSearch, ordersRequest, parseOrderFilters } from './order-filters.ts';

it('reads the orders query from the URL, dropping values the API would refuse', () => {
  const query = parseOrderFilters(new URLSearchParams('q=ada%40example.com&paymentStatus=refunded&fulfillmentStatus=lost&from=2031-01-02&to=tomorrow&cursor=abc'));
  expect(query).toEqual({ q: 'ada@example.com', paymentStatus: 'refunded', fulfillmentStatus: '', from: '2031-01-02', to: '', cursor: 'abc' });
  expect(ordersRequest(query)).toEqual({ query: { q: 'ada@example.com', paymentStatus: 'refunded', from: '2031-01-02', cursor: 'abc' } });
});

it('writes only the set filters back to the URL', () => {
  expect(orderFilterSearch({ q: '#12', paymentStatus: '', fulfillmentStatus: 'fulfilled', from: '', to: '', cursor: '' })).toBe('?q=%2312&fulfillmentStatus=fulfilled');
  expect(orderFilterSearch({})).toBe('');
});
