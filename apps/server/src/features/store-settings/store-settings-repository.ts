import { sql, type Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';

/*
 * The two reads and one write of the store settings that no other feature's face offers: whether the
 * site has orders, and moving its open carts to a new currency.
 */

/** Whether the site has taken any order. */
export async function siteHasOrders(db: Kysely<Schema>, websiteId: string): Promise<boolean> {
  const row = await db.selectFrom('orders').select(sql<number>`1`.as('one')).where('website_id', '=', websiteId).limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * Relabels the site's open carts (not yet bought) with the new store currency: their prices are read
 * from the products at every view, so a cart in the old currency would show the new prices under the
 * old sign. Bought carts keep theirs, with their orders.
 */
export async function moveOpenCartsToCurrency(db: Kysely<Schema>, websiteId: string, currency: string): Promise<void> {
  await db.updateTable('carts').set({ currency }).where('website_id', '=', websiteId).where('is_purchased', '=', 0).where('currency', '<>', currency).execute();
}
