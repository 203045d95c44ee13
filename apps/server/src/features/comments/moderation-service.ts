import type { Kysely } from 'kysely';
import type { CommentStatus } from '../../infra/database/schema-comments.ts';
import type { Schema } from '../../infra/database/schema.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { changeContent } from '../site/index.ts';
import { commentQueue, commentTreeOf, findQueueRow, countsByStatus, deleteComments, findComment, setCommentStatus, type QueueRow } from './comments-repository.ts';
import { findCommentableItem } from './items-repository.ts';
import { COMMENT_MESSAGES } from './messages.ts';
import { setItemClosed } from './settings-repository.ts';
import { withReplies } from './thread.ts';

/* The owner's moderation queue: list, approve, mark as spam, delete, close comments on a post. */

/** Comments a queue page holds. */
export const QUEUE_PAGE_SIZE = 50;

/** A queue row as the owner's app reads it. */
function ownerComment(row: QueueRow) {
  return {
    id: row.id,
    itemId: row.itemId,
    itemTitle: row.itemTitle,
    itemUrl: `/${row.collectionUrlId}/${row.itemUrlId}`,
    parentId: row.parentId,
    authorName: row.authorName,
    memberEmail: row.memberEmail,
    body: row.body,
    status: row.status,
    createdAt: row.createdAt,
    itemClosed: row.itemClosed,
  };
}

/** The cursor of the next page: the last row's time and id. */
const encodeCursor = (row: QueueRow) => Buffer.from(`${row.createdAt}:${row.id}`).toString('base64url');
function decodeCursor(cursor: string | undefined): { createdAt: number; id: string } | null {
  if (!cursor) return null;
  const [time, id] = Buffer.from(cursor, 'base64url').toString().split(':');
  const createdAt = Number(time);
  // The id is a row id (hex): anything else, a NUL among it, is no row's and PostgreSQL would refuse it.
  if (!id || !/^[0-9a-f]{1,64}$/.test(id) || !Number.isSafeInteger(createdAt)) throw new AppError('INVALID', 'The cursor is not valid.');
  return { createdAt, id };
}

/** One page of the queue of a status, newest first, with the count of every status. */
export async function listQueue(db: Kysely<Schema>, websiteId: string, status: CommentStatus, cursor: string | undefined) {
  const rows = await commentQueue(db, websiteId, status, QUEUE_PAGE_SIZE + 1, decodeCursor(cursor));
  const page = rows.slice(0, QUEUE_PAGE_SIZE);
  const last = page.at(-1);
  return { comments: page.map(ownerComment), counts: await countsByStatus(db, websiteId), nextCursor: rows.length > QUEUE_PAGE_SIZE && last ? encodeCursor(last) : null };
}

/** One comment as the queue shows it. */
async function queueRow(db: Kysely<Schema>, websiteId: string, id: string) {
  const row = await findQueueRow(db, websiteId, id);
  if (!row) throw new AppError('NOT_FOUND', COMMENT_MESSAGES.commentNotFound);
  return ownerComment(row);
}

/**
 * Gives a comment a status. Whatever shows or hides a comment on its post moves the content version
 * (cached pages change); pending ↔ spam changes nothing a visitor sees.
 * @throws AppError NOT_FOUND
 */
export async function moderateComment(db: Kysely<Schema>, websiteId: string, id: string, status: 'approved' | 'spam') {
  const comment = await findComment(db, websiteId, id);
  if (!comment) throw new AppError('NOT_FOUND', COMMENT_MESSAGES.commentNotFound);
  const visibleChange = (comment.status === 'approved') !== (status === 'approved');
  await changeContent(db, websiteId, (tx) => setCommentStatus(tx, websiteId, id, status), () => visibleChange);
  return { comment: await queueRow(db, websiteId, id) };
}

/**
 * Deletes a comment and every reply under it (a reply without its comment would answer nothing).
 * @throws AppError NOT_FOUND
 */
export async function removeComment(db: Kysely<Schema>, websiteId: string, id: string) {
  const comment = await findComment(db, websiteId, id);
  if (!comment) throw new AppError('NOT_FOUND', COMMENT_MESSAGES.commentNotFound);
  const deleted = await changeContent(db, websiteId, async (tx) => deleteComments(tx, websiteId, withReplies(id, await commentTreeOf(tx, websiteId, comment.itemId))));
  return { deleted };
}

/**
 * Closes comments on a post (its approved comments stay shown; no new ones) or opens them again.
 * @throws AppError NOT_FOUND
 */
export async function setCommentsClosed(db: Kysely<Schema>, websiteId: string, itemId: string, closed: boolean, now: number) {
  const item = await findCommentableItem(db, websiteId, itemId);
  if (!item) throw new AppError('NOT_FOUND', COMMENT_MESSAGES.itemNotFound);
  await changeContent(db, websiteId, (tx) => setItemClosed(tx, websiteId, itemId, closed, now));
  return { itemId, closed };
}
