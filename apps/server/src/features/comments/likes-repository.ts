import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';

/* SQL of `comment_likes` (migration 0023): one row per visitor per item, held by the primary key. */

/** Adds a visitor's like unless there is one; whether it was added. Two tabs liking at once add one. */
export async function addLike(db: Kysely<Schema>, websiteId: string, itemId: string, visitorId: string, now: number): Promise<boolean> {
  const result = await db
    .insertInto('comment_likes')
    .values({ website_id: websiteId, item_id: itemId, visitor_id: visitorId, created_at: now })
    .onConflict((oc) => oc.columns(['website_id', 'item_id', 'visitor_id']).doNothing())
    .returning('visitor_id')
    .execute();
  return result.length > 0;
}

/** Removes a visitor's like; whether there was one. */
export async function removeLike(db: Kysely<Schema>, websiteId: string, itemId: string, visitorId: string): Promise<boolean> {
  const result = await db.deleteFrom('comment_likes').where('website_id', '=', websiteId).where('item_id', '=', itemId).where('visitor_id', '=', visitorId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Whether this visitor liked the item. */
export async function hasLiked(db: Kysely<Schema>, websiteId: string, itemId: string, visitorId: string): Promise<boolean> {
  const row = await db.selectFrom('comment_likes').select('item_id').where('website_id', '=', websiteId).where('item_id', '=', itemId).where('visitor_id', '=', visitorId).executeTakeFirst();
  return row !== undefined;
}

/** Likes per item, for the items given (absent: 0). */
export async function likeCounts(db: Kysely<Schema>, websiteId: string, itemIds: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (itemIds.length === 0) return counts;
  const rows = await db
    .selectFrom('comment_likes')
    .select(['item_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('website_id', '=', websiteId)
    .where('item_id', 'in', itemIds)
    .groupBy('item_id')
    .execute();
  for (const row of rows) counts.set(row.item_id, Number(row.n));
  return counts;
}
