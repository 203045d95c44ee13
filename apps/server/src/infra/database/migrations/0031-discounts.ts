import { sql, type Kysely } from 'kysely';

/*
 * Discounts (issue 30 item 6, features/discounts): codes and automatic discounts with their kind,
 * minimum, products and categories, dates and usage limits; and their redemptions — one row per
 * discount a payment uses, taken in the payment's reservation (so racing payments count exactly)
 * and confirmed with its order, or removed when the payment is released. The coupons that
 * checkout_settings held (coupons_json) become code discounts.
 */

/** Creates discounts and discount_redemptions; moves checkout_settings' coupons into discounts. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('discounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    // The code as the owner typed it; null for an automatic discount. code_key: trimmed, upper case.
    .addColumn('code', 'text')
    .addColumn('code_key', 'text')
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    // 'PERCENTAGE' | 'FIXED_AMOUNT' | 'FREE_SHIPPING'; value: basis points or minor units (0 for free shipping).
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('value', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('minimum_subtotal_cents', 'integer')
    .addColumn('product_ids_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('categories_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('starts_at', 'bigint')
    .addColumn('ends_at', 'bigint')
    .addColumn('usage_limit', 'integer')
    .addColumn('usage_limit_per_customer', 'integer')
    // Redemptions reserved or confirmed: the total limit is checked against it under the row's lock.
    .addColumn('times_used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('stackable', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('discounts_code', ['website_id', 'code_key'])
    .execute();

  await db.schema
    .createTable('discount_redemptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('discount_id', 'text', (c) => c.notNull().references('discounts.id').onDelete('cascade'))
    .addColumn('payment_id', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text')
    // The buyer's e-mail, trimmed and lower case: the per-customer limit counts by it.
    .addColumn('customer_key', 'text', (c) => c.notNull())
    .addColumn('code', 'text')
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    // 'reserved' (the payment is under way) | 'redeemed' (its order is written).
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('discount_redemptions_payment', ['payment_id', 'discount_id'])
    .execute();
  await db.schema.createIndex('discount_redemptions_customer').on('discount_redemptions').columns(['discount_id', 'customer_key']).execute();

  const rows = await db.selectFrom('checkout_settings').select(['website_id', 'coupons_json', 'updated_at']).execute();
  for (const row of rows) {
    let coupons: Array<Record<string, unknown>> = [];
    try {
      const parsed: unknown = JSON.parse(String(row.coupons_json ?? '[]'));
      if (Array.isArray(parsed)) coupons = parsed as Array<Record<string, unknown>>;
    } catch {
      coupons = [];
    }
    const seen = new Set<string>();
    for (const [index, coupon] of coupons.entries()) {
      const code = typeof coupon.code === 'string' ? coupon.code.trim() : '';
      const key = code.toUpperCase();
      if (!code || seen.has(key)) continue;
      seen.add(key);
      const percent = coupon.kind === 'PERCENTAGE';
      await db
        .insertInto('discounts')
        .values({
          id: `coupon-${String(row.website_id)}-${index}`,
          website_id: row.website_id,
          code,
          code_key: key,
          title: '',
          kind: percent ? 'PERCENTAGE' : 'FIXED_AMOUNT',
          value: Math.round(Number(percent ? coupon.percentBasisPoints : coupon.amountCents) || 0),
          minimum_subtotal_cents: typeof coupon.minimumSubtotalCents === 'number' ? coupon.minimumSubtotalCents : null,
          ends_at: typeof coupon.expiresAt === 'number' ? coupon.expiresAt : null,
          stackable: coupon.stackable === true ? 1 : 0,
          created_at: Number(row.updated_at),
          updated_at: Number(row.updated_at),
        })
        .execute();
    }
  }
  await db.updateTable('checkout_settings').set({ coupons_json: sql`'[]'` }).execute();
}

/** Drops what up made (the coupons stay discounts' no more: they are not put back). */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('discount_redemptions').ifExists().execute();
  await db.schema.dropTable('discounts').ifExists().execute();
}
