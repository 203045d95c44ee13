import type { Kysely } from 'kysely';
import { parseJson } from '../../infra/database/json.ts';
import type { Schema } from '../../infra/database/schema.ts';
import { variantDescriptor } from './restock-item.ts';

/*
 * A signed-in customer's own back-in-stock sign-ups (issue 11, the account page): the waiting sign-ups
 * of the account's e-mail address, which the customer may remove; and, when the account is deleted,
 * every sign-up of the address.
 */

/** A waiting sign-up with the names the customer reads. */
export interface AccountRestockSignUp {
  id: string;
  productId: string;
  productName: string;
  variantId: string;
  /** 'M / Forest', else the SKU. */
  variantName: string;
  sku: string;
  createdAt: number;
}

const addressOf = (email: string) => email.trim().toLowerCase();

/** The waiting sign-ups of an address, newest first (sign-ups of deleted products are not shown). */
export async function waitingRestockSignUpsOf(db: Kysely<Schema>, websiteId: string, email: string): Promise<AccountRestockSignUp[]> {
  const rows = await db
    .selectFrom('restock_signups as s')
    .innerJoin('items as i', 'i.id', 's.item_id')
    .innerJoin('products as p', 'p.item_id', 's.item_id')
    .innerJoin('variants as v', 'v.id', 's.variant_id')
    .select(['s.id', 's.item_id', 's.variant_id', 's.created_at', 'i.title', 'p.variant_option_ordering_json', 'v.attributes_json', 'v.sku'])
    .where('s.website_id', '=', websiteId)
    .where('s.email', '=', addressOf(email))
    .where('s.status', '=', 'waiting')
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    productId: row.item_id,
    productName: row.title,
    variantId: row.variant_id,
    variantName: variantDescriptor(parseJson<Record<string, string>>(row.attributes_json, {}), parseJson<string[]>(row.variant_option_ordering_json, []), row.sku),
    sku: row.sku,
    createdAt: Number(row.created_at),
  }));
}

/** Removes a waiting sign-up of an address; false when the address has no such sign-up (another's, notified, or none). */
export async function removeRestockSignUpOf(db: Kysely<Schema>, websiteId: string, email: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('restock_signups')
    .where('website_id', '=', websiteId)
    .where('email', '=', addressOf(email))
    .where('status', '=', 'waiting')
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Deletes every sign-up of an address, waiting or notified (a deleted account's personal data). */
export async function forgetRestockSignUpsOf(db: Kysely<Schema>, websiteId: string, email: string): Promise<void> {
  await db.deleteFrom('restock_signups').where('website_id', '=', websiteId).where('email', '=', addressOf(email)).execute();
}
