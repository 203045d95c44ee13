import { sql, type Kysely } from 'kysely';
import { RECORD_TYPES } from '@plinth/platform';
import type { Schema } from '../../infra/database/schema.ts';

/*
 * The command palette's reads, SQL only: a few records of each kind whose words contain the text,
 * case-insensitive, newest or most relevant first.
 */

/** Records of each kind the palette shows at most. */
export const HITS_PER_KIND = 5;

/** `%text%` for LIKE, lower-cased, its wildcards escaped. */
function containing(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const like = (column: string, text: string) => sql<boolean>`lower(${sql.ref(column)}) like ${containing(text)} escape '\\'`;

/** Products whose title or a variant's SKU contains `text`. */
export async function findProducts(db: Kysely<Schema>, websiteId: string, text: string) {
  return db
    .selectFrom('items')
    .select(['items.id', 'items.title'])
    .where('items.website_id', '=', websiteId)
    .where('items.record_type', '=', RECORD_TYPES.STORE_ITEM)
    .where((eb) =>
      eb.or([
        like('items.title', text),
        eb.exists(eb.selectFrom('variants').select('variants.id').whereRef('variants.item_id', '=', 'items.id').where(like('variants.sku', text))),
      ]),
    )
    .orderBy('items.title')
    .limit(HITS_PER_KIND)
    .execute();
}

/** Orders by number (with or without #), the buyer's e-mail or a name in the shipping address, newest first. */
export async function findOrders(db: Kysely<Schema>, websiteId: string, text: string) {
  const number = /^#?\s*(\d{1,9})$/.exec(text)?.[1];
  return db
    .selectFrom('orders')
    .select(['id', 'order_number', 'customer_email', 'grand_total_cents', 'currency', 'created_at'])
    .where('website_id', '=', websiteId)
    .where((eb) =>
      eb.or([...(number ? [eb('order_number', '=', Number(number))] : []), like('customer_email', text), sql<boolean>`lower(coalesce(shipping_address_json, '')) like ${containing(text)} escape '\\'`]),
    )
    .orderBy('created_at', 'desc')
    .limit(HITS_PER_KIND)
    .execute();
}

/** Customer accounts by name or e-mail, newest first. */
export async function findCustomers(db: Kysely<Schema>, websiteId: string, text: string) {
  return db
    .selectFrom('site_users')
    .select(['id', 'name', 'email'])
    .where('website_id', '=', websiteId)
    .where((eb) => eb.or([like('name', text), like('email', text)]))
    .orderBy('created_at', 'desc')
    .limit(HITS_PER_KIND)
    .execute();
}

/** Pages (of every kind) by title. */
export async function findPages(db: Kysely<Schema>, websiteId: string, text: string) {
  return db
    .selectFrom('collections')
    .select(['id', 'title', 'url_id', 'type'])
    .where('website_id', '=', websiteId)
    .where(like('title', text))
    .orderBy('title')
    .limit(HITS_PER_KIND)
    .execute();
}

/** Blog posts by title, with their blog's title. */
export async function findPosts(db: Kysely<Schema>, websiteId: string, text: string) {
  return db
    .selectFrom('items')
    .innerJoin('collections', 'collections.id', 'items.collection_id')
    .select(['items.id', 'items.title', 'collections.title as blog'])
    .where('items.website_id', '=', websiteId)
    .where('collections.type', '=', 'blog')
    .where(like('items.title', text))
    .orderBy('items.created_at', 'desc')
    .limit(HITS_PER_KIND)
    .execute();
}
