import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';

/** A discount an order used, as its page names it. */
export interface OrderDiscountLine {
  /** 'Discount (WELCOME10)', 'Summer sale'. */
  label: string;
  amountCents: number;
}

/**
 * The discounts an order used (its redemptions, in the order they were taken), each labelled by its
 * code, or by its title for an automatic discount ('Discount' when the discount was deleted since).
 */
export async function orderDiscountLines(db: Kysely<Schema>, websiteId: string, orderId: string): Promise<OrderDiscountLine[]> {
  const rows = await db
    .selectFrom('discount_redemptions as r')
    .leftJoin('discounts as d', 'd.id', 'r.discount_id')
    .select(['r.code', 'r.amount_cents', 'd.title'])
    .where('r.website_id', '=', websiteId)
    .where('r.order_id', '=', orderId)
    .orderBy('r.created_at')
    .orderBy('r.id')
    .execute();
  return rows.map((row) => ({
    label: row.code ? `Discount (${row.code})` : row.title || 'Discount',
    amountCents: Number(row.amount_cents),
  }));
}
