import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { listFulfillments } from './order-work-repository.ts';
import { getOrder } from './orders-repository.ts';

/** What the buyer's order-status page shows of the owner's work: where the goods are, each parcel, refunds. */
export interface BuyerOrderProgress {
  /** 'Not shipped yet', 'Partly shipped', 'Shipped', or 'Cancelled'. */
  fulfillmentText: string;
  shipments: { carrier: string; trackingNumber: string; trackingUrl: string | null; items: string; shippedAt: number }[];
  refundedCents: number;
  cancelled: boolean;
}

const TEXT = { unfulfilled: 'Not shipped yet', partially_fulfilled: 'Partly shipped', fulfilled: 'Shipped' } as const;

/** The order's progress for its buyer (the page has checked the buyer's token); null for no such order. */
export async function buyerOrderProgress(db: Kysely<Schema>, websiteId: string, orderId: string): Promise<BuyerOrderProgress | null> {
  const order = await getOrder(db, websiteId, orderId);
  if (!order) return null;
  const shipments = await listFulfillments(db, [orderId]);
  return {
    fulfillmentText: order.cancelledAt !== null ? 'Cancelled' : TEXT[order.fulfillmentStatus],
    shipments: shipments.map((s) => ({
      carrier: s.carrier,
      trackingNumber: s.trackingNumber,
      trackingUrl: s.trackingUrl,
      items: s.lines
        .map((l) => {
          const line = order.items.find((i) => i.id === l.lineId);
          return line ? `${l.quantity} × ${line.productName}` : null;
        })
        .filter(Boolean)
        .join(', '),
      shippedAt: s.createdAt,
    })),
    refundedCents: order.refundedCents,
    cancelled: order.cancelledAt !== null,
  };
}
