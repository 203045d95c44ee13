/** The orders list's query (search, states, days, cursor), read from and written to the page's URL. */
import type { RouteRequestArgs } from '@plinth/api/client';

export const PAYMENT_STATES = { paid: 'Paid', partially_refunded: 'Partially refunded', refunded: 'Refunded' } as const;
export const FULFILMENT_STATES = { unfulfilled: 'Unfulfilled', partially_fulfilled: 'Partially fulfilled', fulfilled: 'Fulfilled' } as const;

export type PaymentState = keyof typeof PAYMENT_STATES;
export type FulfilmentState = keyof typeof FULFILMENT_STATES;

/** What the list shows; empty strings are "any". */
export interface OrderFilterQuery {
  q: string;
  paymentStatus: PaymentState | '';
  fulfillmentStatus: FulfilmentState | '';
  from: string;
  to: string;
  cursor: string;
}

const oneOf = <T extends string>(value: string | null, allowed: Record<T, string>): T | '' => (value && value in allowed ? (value as T) : '');
const day = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');

/** The query in a page URL's search params. */
export function parseOrderFilters(params: URLSearchParams): OrderFilterQuery {
  return {
    q: params.get('q') ?? '',
    paymentStatus: oneOf(params.get('paymentStatus'), PAYMENT_STATES),
    fulfillmentStatus: oneOf(params.get('fulfillmentStatus'), FULFILMENT_STATES),
    from: day(params.get('from')),
    to: day(params.get('to')),
    cursor: params.get('cursor') ?? '',
  };
}

/** `?q=…&paymentStatus=…` of the set fields ('' when none). */
export function orderFilterSearch(query: Partial<OrderFilterQuery>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The list route's request (the export's drops the cursor). */
export function ordersRequest(query: OrderFilterQuery): RouteRequestArgs<'listOwnerOrders'>[0] {
  const { cursor, ...filters } = query;
  const set = Object.fromEntries(Object.entries(filters).filter(([, v]) => v));
  return { query: { ...set, ...(cursor ? { cursor } : {}) } };
}
