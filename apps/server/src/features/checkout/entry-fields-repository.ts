import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';

/* The cart entries' additional-fields answers: SQL only (entry-fields-service.ts holds the merge rule). */

/** An entry with its variant's sku. */
export interface EntryRow {
  id: string;
  itemId: string;
  variantId: string;
  sku: string;
  quantity: number;
}

/** Touches an open cart of the site, taking its row lock: false when there is no such open cart. */
export async function lockOpenCart(db: Kysely<Schema>, websiteId: string, cartId: string, now: number): Promise<boolean> {
  const touched = await db.updateTable('carts').set({ updated_at: now }).where('id', '=', cartId).where('website_id', '=', websiteId).where('is_purchased', '=', 0).executeTakeFirst();
  return Number(touched.numUpdatedRows) === 1;
}

/** An entry of the cart, or null. */
export async function findEntry(db: Kysely<Schema>, cartId: string, entryId: string): Promise<EntryRow | null> {
  const row = await db
    .selectFrom('cart_entries as e')
    .innerJoin('variants as v', 'v.id', 'e.variant_id')
    .select(['e.id', 'e.item_id', 'e.variant_id', 'e.quantity', 'v.sku'])
    .where('e.id', '=', entryId)
    .where('e.cart_id', '=', cartId)
    .executeTakeFirst();
  return row ? { id: row.id, itemId: row.item_id, variantId: row.variant_id, sku: row.sku, quantity: row.quantity } : null;
}

/** Another entry of the cart with this variant and exactly these answers, or null. */
export async function findTwinEntry(db: Kysely<Schema>, cartId: string, variantId: string, answers: string, exceptId: string): Promise<{ id: string; quantity: number } | null> {
  const row = await db
    .selectFrom('cart_entries')
    .select(['id', 'quantity'])
    .where('cart_id', '=', cartId)
    .where('variant_id', '=', variantId)
    .where('additional_fields', '=', answers)
    .where('id', '!=', exceptId)
    .executeTakeFirst();
  return row ?? null;
}

/** Sets an entry's quantity. */
export async function setEntryQuantity(db: Kysely<Schema>, entryId: string, quantity: number): Promise<void> {
  await db.updateTable('cart_entries').set({ quantity }).where('id', '=', entryId).execute();
}

/** Removes an entry. */
export async function deleteEntry(db: Kysely<Schema>, entryId: string): Promise<void> {
  await db.deleteFrom('cart_entries').where('id', '=', entryId).execute();
}

/** Sets an entry's answers (canonical JSON). */
export async function setEntryAnswers(db: Kysely<Schema>, entryId: string, answers: string): Promise<void> {
  await db.updateTable('cart_entries').set({ additional_fields: answers }).where('id', '=', entryId).execute();
}
