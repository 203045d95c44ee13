import type { Kysely, Selectable } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import type { CommentStatus, CommentsTable } from '../../infra/database/schema-comments.ts';

/* SQL of the `comments` table (migration 0023). */

/** A stored comment. */
export interface CommentRow {
  id: string;
  websiteId: string;
  itemId: string;
  parentId: string | null;
  authorName: string;
  siteUserId: string | null;
  body: string;
  status: CommentStatus;
  createdAt: number;
}

function toComment(row: Selectable<CommentsTable>): CommentRow {
  return {
    id: row.id,
    websiteId: row.website_id,
    itemId: row.item_id,
    parentId: row.parent_id,
    authorName: row.author_name,
    siteUserId: row.site_user_id,
    body: row.body,
    status: row.status,
    createdAt: Number(row.created_at),
  };
}

/** Stores a comment. */
export async function insertComment(db: Kysely<Schema>, comment: CommentRow): Promise<void> {
  await db
    .insertInto('comments')
    .values({
      id: comment.id,
      website_id: comment.websiteId,
      item_id: comment.itemId,
      parent_id: comment.parentId,
      author_name: comment.authorName,
      site_user_id: comment.siteUserId,
      body: comment.body,
      status: comment.status,
      created_at: comment.createdAt,
    })
    .execute();
}

/** One comment of the site, or null. */
export async function findComment(db: Kysely<Schema>, websiteId: string, id: string): Promise<CommentRow | null> {
  const row = await db.selectFrom('comments').selectAll().where('website_id', '=', websiteId).where('id', '=', id).executeTakeFirst();
  return row ? toComment(row) : null;
}

/** An item's approved comments, oldest first (the thread's order). */
export async function approvedCommentsOf(db: Kysely<Schema>, websiteId: string, itemId: string): Promise<CommentRow[]> {
  const rows = await db
    .selectFrom('comments')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('item_id', '=', itemId)
    .where('status', '=', 'approved')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toComment);
}

/** Approved comments per item, for the items given (absent: 0). */
export async function approvedCounts(db: Kysely<Schema>, websiteId: string, itemIds: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (itemIds.length === 0) return counts;
  const rows = await db
    .selectFrom('comments')
    .select(['item_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('website_id', '=', websiteId)
    .where('item_id', 'in', itemIds)
    .where('status', '=', 'approved')
    .groupBy('item_id')
    .execute();
  for (const row of rows) counts.set(row.item_id, Number(row.n));
  return counts;
}

/** How many comments of each status the site has. */
export async function countsByStatus(db: Kysely<Schema>, websiteId: string): Promise<Record<CommentStatus, number>> {
  const rows = await db
    .selectFrom('comments')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('website_id', '=', websiteId)
    .groupBy('status')
    .execute();
  const counts: Record<CommentStatus, number> = { pending: 0, approved: 0, spam: 0 };
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

/** A queue row: the comment with its post's title, address parts and whether its comments are closed. */
export interface QueueRow extends CommentRow {
  itemTitle: string;
  itemUrlId: string;
  collectionUrlId: string;
  itemClosed: boolean;
  memberEmail: string | null;
}

/** The queue's rows: comments with their post, its collection, its closed flag and the member's e-mail. */
function queueQuery(db: Kysely<Schema>, websiteId: string) {
  return db
    .selectFrom('comments as c')
    .innerJoin('items as i', 'i.id', 'c.item_id')
    .innerJoin('collections as col', 'col.id', 'i.collection_id')
    .leftJoin('comment_item_states as s', (join) => join.onRef('s.website_id', '=', 'c.website_id').onRef('s.item_id', '=', 'c.item_id'))
    .leftJoin('site_users as u', 'u.id', 'c.site_user_id')
    .selectAll('c')
    .select(['i.title as item_title', 'i.url_id as item_url_id', 'col.url_id as collection_url_id', 's.closed as closed', 'u.email as member_email'])
    .where('c.website_id', '=', websiteId);
}

type QueueQueryRow = Awaited<ReturnType<ReturnType<typeof queueQuery>['execute']>>[number];

function toQueueRow(row: QueueQueryRow): QueueRow {
  return {
    ...toComment(row),
    itemTitle: row.item_title,
    itemUrlId: row.item_url_id,
    collectionUrlId: row.collection_url_id,
    itemClosed: Number(row.closed) === 1,
    memberEmail: row.member_email ?? null,
  };
}

/** Comments of one status, newest first, `limit` of them after the (createdAt, id) cursor. */
export async function commentQueue(
  db: Kysely<Schema>,
  websiteId: string,
  status: CommentStatus,
  limit: number,
  after: { createdAt: number; id: string } | null,
): Promise<QueueRow[]> {
  let query = queueQuery(db, websiteId).where('c.status', '=', status);
  if (after) {
    query = query.where((eb) => eb.or([eb('c.created_at', '<', after.createdAt), eb.and([eb('c.created_at', '=', after.createdAt), eb('c.id', '<', after.id)])]));
  }
  const rows = await query.orderBy('c.created_at', 'desc').orderBy('c.id', 'desc').limit(limit).execute();
  return rows.map(toQueueRow);
}

/** One comment as the queue shows it, or null. */
export async function findQueueRow(db: Kysely<Schema>, websiteId: string, id: string): Promise<QueueRow | null> {
  const row = await queueQuery(db, websiteId).where('c.id', '=', id).executeTakeFirst();
  return row ? toQueueRow(row) : null;
}

/** Sets a comment's status; whether a row changed. */
export async function setCommentStatus(db: Kysely<Schema>, websiteId: string, id: string, status: CommentStatus): Promise<boolean> {
  const result = await db.updateTable('comments').set({ status }).where('website_id', '=', websiteId).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes comments by id; how many went. */
export async function deleteComments(db: Kysely<Schema>, websiteId: string, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db.deleteFrom('comments').where('website_id', '=', websiteId).where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Every comment of an item as (id, parent) pairs, to find a comment's replies at any depth. */
export async function commentTreeOf(db: Kysely<Schema>, websiteId: string, itemId: string): Promise<{ id: string; parentId: string | null }[]> {
  const rows = await db.selectFrom('comments').select(['id', 'parent_id']).where('website_id', '=', websiteId).where('item_id', '=', itemId).execute();
  return rows.map((row) => ({ id: row.id, parentId: row.parent_id }));
}
