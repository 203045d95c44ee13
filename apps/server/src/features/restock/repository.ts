import { AppError } from '../../infra/errors/app-error.ts';
import type { Kysely, Selectable } from 'kysely';
import { decodeCursor, encodeCursor } from '../../infra/database/cursor.ts';
import { newId } from '../../infra/database/ids.ts';
import { parseJson } from '../../infra/database/json.ts';
import type { RestockSignupStatus, RestockSignupsTable, Schema } from '../../infra/database/schema.ts';

/*
 * Back-in-stock sign-ups (SQL only; docs/restock-api.md). One row per site, variant and e-mail; 'waiting' until a notice is
 * sent, then 'notified'. Lists are keyset-paged so they stay correct while visitors keep signing up:
 * sign-ups oldest first by (created_at, id), groups by (item_id, variant_id).
 */

/** A sign-up as the owner API shows it. */
export interface RestockSignup {
  id: string;
  productId: string;
  variantId: string;
  email: string;
  status: RestockSignupStatus;
  joinMailingList: boolean;
  createdAt: number;
  notifiedAt: number | null;
}

/** The sign-ups of one product variant, with what the owner needs to decide to send. */
export interface RestockGroupRow {
  productId: string;
  productTitle: string;
  variantId: string;
  /** The variant's option values by option name. */
  attributes: Record<string, string>;
  /** The product's option order. */
  optionOrder: string[];
  sku: string;
  qtyInStock: number;
  unlimited: boolean;
  waitingCount: number;
  notifiedCount: number;
}

/** A page of a list and where the next one starts. */
export interface RestockPage {
  hasNextPage: boolean;
  nextPageCursor: string | null;
}

function toSignup(row: Selectable<RestockSignupsTable>): RestockSignup {
  return {
    id: row.id,
    productId: row.item_id,
    variantId: row.variant_id,
    email: row.email,
    status: row.status,
    joinMailingList: row.join_mailing_list === 1,
    createdAt: Number(row.created_at),
    notifiedAt: row.notified_at === null ? null : Number(row.notified_at),
  };
}

/** Input of {@link insertSignupIfAbsent}: the address as stored (the service normalises it). */
export interface NewRestockSignup {
  itemId: string;
  variantId: string;
  email: string;
  joinMailingList: boolean;
  now: number;
}

/**
 * Inserts a waiting sign-up unless the site has one for this variant and address (insert-or-nothing,
 * so two racing sign-ups of one address leave one row and no error); then reads the row that is there.
 * @returns the row and whether this call inserted it
 */
export async function insertSignupIfAbsent(db: Kysely<Schema>, websiteId: string, input: NewRestockSignup): Promise<{ signUp: RestockSignup; created: boolean }> {
  const id = newId();
  await db
    .insertInto('restock_signups')
    .values({
      id,
      website_id: websiteId,
      item_id: input.itemId,
      variant_id: input.variantId,
      email: input.email,
      status: 'waiting',
      join_mailing_list: input.joinMailingList ? 1 : 0,
      unsubscribe_token_hash: null,
      created_at: input.now,
      notified_at: null,
    })
    .onConflict((oc) => oc.columns(['website_id', 'variant_id', 'email']).doNothing())
    .execute();
  const row = await db
    .selectFrom('restock_signups')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('variant_id', '=', input.variantId)
    .where('email', '=', input.email)
    .executeTakeFirstOrThrow();
  return { signUp: toSignup(row), created: row.id === id };
}

/** Puts a sign-up back to 'waiting' (no notice sent, no unsubscribe link); returns it. */
export async function markWaiting(db: Kysely<Schema>, id: string): Promise<RestockSignup> {
  const row = await db
    .updateTable('restock_signups')
    .set({ status: 'waiting', notified_at: null, unsubscribe_token_hash: null })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toSignup(row);
}

/** Keyset position of the groups list. */
function encodeGroupCursor(itemId: string, variantId: string): string {
  return Buffer.from(`${itemId}:${variantId}`).toString('base64url');
}

function decodeGroupCursor(cursor: string | undefined): { itemId: string; variantId: string } | undefined {
  if (!cursor) return undefined;
  const match = /^([A-Za-z0-9_-]{1,100}):([A-Za-z0-9_-]{1,100})$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match) throw new AppError('INVALID', 'cursor is not valid.');
  return { itemId: match[1], variantId: match[2] };
}

/**
 * The site's sign-ups grouped per product variant (waiting and notified counts, the product title, the
 * variant's options, the stock on hand), ordered by (product id, variant id). The order never depends on the sign-ups, so a
 * sign-up arriving between two pages cannot move a group across the cursor.
 */
export async function listRestockGroups(
  db: Kysely<Schema>,
  websiteId: string,
  options: { cursor?: string; limit: number },
): Promise<RestockPage & { signUpGroups: RestockGroupRow[] }> {
  const after = decodeGroupCursor(options.cursor);
  let query = db
    .selectFrom('restock_signups as s')
    .innerJoin('items as i', 'i.id', 's.item_id')
    .innerJoin('products as p', 'p.item_id', 's.item_id')
    .innerJoin('variants as v', 'v.id', 's.variant_id')
    .select((eb) => [
      's.item_id',
      's.variant_id',
      'i.title',
      'p.variant_option_ordering_json',
      'v.attributes_json',
      'v.sku',
      'v.qty_in_stock',
      'v.unlimited',
      eb.fn.sum<number>(eb.case().when('s.status', '=', 'waiting').then(1).else(0).end()).as('waiting_count'),
      eb.fn.sum<number>(eb.case().when('s.status', '=', 'notified').then(1).else(0).end()).as('notified_count'),
    ])
    .where('s.website_id', '=', websiteId);
  if (after) {
    query = query.where((eb) =>
      eb.or([eb('s.item_id', '>', after.itemId), eb.and([eb('s.item_id', '=', after.itemId), eb('s.variant_id', '>', after.variantId)])]),
    );
  }
  const rows = await query
    .groupBy(['s.item_id', 's.variant_id', 'i.title', 'p.variant_option_ordering_json', 'v.attributes_json', 'v.sku', 'v.qty_in_stock', 'v.unlimited'])
    .orderBy('s.item_id')
    .orderBy('s.variant_id')
    .limit(options.limit + 1)
    .execute();
  const signUpGroups = rows.slice(0, options.limit).map((row) => ({
    productId: row.item_id,
    productTitle: row.title,
    variantId: row.variant_id,
    attributes: parseJson<Record<string, string>>(row.attributes_json, {}),
    optionOrder: parseJson<string[]>(row.variant_option_ordering_json, []),
    sku: row.sku,
    qtyInStock: Number(row.qty_in_stock),
    unlimited: row.unlimited === 1,
    waitingCount: Number(row.waiting_count),
    notifiedCount: Number(row.notified_count),
  }));
  const last = signUpGroups.at(-1);
  const hasNextPage = rows.length > options.limit;
  return { signUpGroups, hasNextPage, nextPageCursor: hasNextPage && last ? encodeGroupCursor(last.productId, last.variantId) : null };
}

/**
 * The sign-ups of one variant, oldest first by (created_at, id): a sign-up arriving later sorts after
 * every page already read, so paging neither skips nor repeats anyone.
 */
export async function listRestockSignups(
  db: Kysely<Schema>,
  websiteId: string,
  options: { itemId: string; variantId: string; cursor?: string; limit: number; status?: RestockSignupStatus },
): Promise<RestockPage & { signUps: RestockSignup[] }> {
  const after = decodeCursor(options.cursor);
  let query = db
    .selectFrom('restock_signups')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('variant_id', '=', options.variantId)
    .where('item_id', '=', options.itemId);
  if (options.status) query = query.where('status', '=', options.status);
  if (after) {
    query = query.where((eb) =>
      eb.or([eb('created_at', '>', after.createdAt), eb.and([eb('created_at', '=', after.createdAt), eb('id', '>', after.id)])]),
    );
  }
  const rows = await query.orderBy('created_at').orderBy('id').limit(options.limit + 1).execute();
  const signUps = rows.slice(0, options.limit).map(toSignup);
  const last = signUps.at(-1);
  const hasNextPage = rows.length > options.limit;
  return { signUps, hasNextPage, nextPageCursor: hasNextPage && last ? encodeCursor(last.createdAt, last.id) : null };
}

/** How many sign-ups of the variant still wait. */
export async function countWaiting(db: Kysely<Schema>, websiteId: string, variantId: string): Promise<number> {
  const row = await db
    .selectFrom('restock_signups')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('website_id', '=', websiteId)
    .where('variant_id', '=', variantId)
    .where('status', '=', 'waiting')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Claims a waiting sign-up for one sender: a conditional UPDATE (status 'waiting' → 'notified'), so
 * when two owners press send together the database lets exactly one of them change the row, and
 * only that one e-mails it. Stores the hash of the unsubscribe token the notice will carry.
 * @returns true when this call claimed it
 */
export async function claimRestockSignup(db: Kysely<Schema>, websiteId: string, id: string, unsubscribeTokenHash: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('restock_signups')
    .set({ status: 'notified', notified_at: now, unsubscribe_token_hash: unsubscribeTokenHash })
    .where('website_id', '=', websiteId)
    .where('id', '=', id)
    .where('status', '=', 'waiting')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Removes the sign-up an unsubscribe link names; the removed sign-up, or null for an unknown (or used) link. */
export async function removeSignupByTokenHash(db: Kysely<Schema>, websiteId: string, tokenHash: string): Promise<RestockSignup | null> {
  const row = await db.deleteFrom('restock_signups').where('website_id', '=', websiteId).where('unsubscribe_token_hash', '=', tokenHash).returningAll().executeTakeFirst();
  return row ? toSignup(row) : null;
}

/** The URL id of a collection (a product page's first path segment), or null. */
export async function collectionUrlId(db: Kysely<Schema>, collectionId: string): Promise<string | null> {
  const row = await db.selectFrom('collections').select('url_id').where('id', '=', collectionId).executeTakeFirst();
  return row?.url_id ?? null;
}
