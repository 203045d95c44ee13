import type { Generated } from 'kysely';

/* The tables of migration 0031-discounts (issue 30 item 6; features/discounts). */

/** A discount: a code the buyer enters, or automatic (code null). */
export interface DiscountsTable {
  id: string;
  website_id: string;
  /** As the owner typed it; null for an automatic discount. */
  code: string | null;
  /** Trimmed, upper case; unique per site. */
  code_key: string | null;
  /** What the buyer sees for an automatic discount; '' for a code. */
  title: Generated<string>;
  /** 'PERCENTAGE' | 'FIXED_AMOUNT' | 'FREE_SHIPPING'. */
  kind: string;
  /** Basis points (PERCENTAGE) or minor units (FIXED_AMOUNT); 0 for FREE_SHIPPING. */
  value: Generated<number>;
  minimum_subtotal_cents: number | null;
  /** JSON of item ids; [] = every product (unless categories). */
  product_ids_json: Generated<string>;
  /** JSON of category names. */
  categories_json: Generated<string>;
  starts_at: number | null;
  ends_at: number | null;
  usage_limit: number | null;
  usage_limit_per_customer: number | null;
  /** Redemptions reserved or confirmed. */
  times_used: Generated<number>;
  stackable: Generated<number>;
  created_at: number;
  updated_at: number;
}

/** A discount a payment uses: reserved with the payment, confirmed with its order, gone if it fails. */
export interface DiscountRedemptionsTable {
  id: string;
  website_id: string;
  discount_id: string;
  payment_id: string;
  order_id: string | null;
  /** The buyer's e-mail, trimmed, lower case. */
  customer_key: string;
  code: string | null;
  amount_cents: number;
  /** 'reserved' | 'redeemed'. */
  status: string;
  created_at: number;
}

/** Table name → row type, merged into `Schema` (schema.ts). */
export interface DiscountsSchema {
  discounts: DiscountsTable;
  discount_redemptions: DiscountRedemptionsTable;
}
