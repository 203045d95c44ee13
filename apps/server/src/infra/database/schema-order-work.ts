import type { Generated } from 'kysely';

/* The tables of migration 0029-order-work (features/orders: shipments, refunds, the timeline). */

/** A shipment of some or all of an order's lines. */
export interface OrderFulfillmentsTable {
  id: string;
  website_id: string;
  order_id: string;
  /** The owner's Idempotency-Key (or one made of the request): a retry finds this row. */
  idempotency_key: string;
  carrier: string;
  tracking_number: string;
  tracking_url: string | null;
  /** JSON `[{ lineId, quantity }]`. */
  lines_json: string;
  created_at: number;
}

/** Money given back on an order (through the payment's provider). */
export interface OrderRefundsTable {
  id: string;
  website_id: string;
  order_id: string;
  idempotency_key: string;
  amount_cents: number;
  /** JSON `[{ lineId, quantity }]`; empty for a refund of an amount. */
  lines_json: string;
  restock: number;
  reason: string | null;
  /** 'pending' | 'succeeded' | 'failed'. */
  status: string;
  provider_refund_id: string | null;
  failure: string | null;
  created_at: number;
}

/** One step of an order's timeline: 'placed', 'fulfilled', 'refunded', 'cancelled', 'email'. */
export interface OrderEventsTable {
  id: string;
  website_id: string;
  order_id: string;
  kind: string;
  detail_json: string;
  created_at: number;
}

/** The order-work columns of orders and order_items (migration 0029). */
export interface OrderWorkColumns {
  /** 'paid' | 'partially_refunded' | 'refunded'. */
  payment_status: Generated<string>;
  /** 'unfulfilled' | 'partially_fulfilled' | 'fulfilled'. */
  fulfillment_status: Generated<string>;
  refunded_cents: Generated<number>;
  cancelled_at: Generated<number | null>;
}

export interface OrderLineWorkColumns {
  fulfilled_quantity: Generated<number>;
  refunded_quantity: Generated<number>;
}

export interface OrderWorkSchema {
  order_fulfillments: OrderFulfillmentsTable;
  order_refunds: OrderRefundsTable;
  order_events: OrderEventsTable;
}
