import type { PublicComment } from '@plinth/api';
import type { CommentRow } from './comments-repository.ts';

/**
 * The approved comments of a post as a thread: top-level comments oldest first, each with its
 * replies (oldest first) under it, at any depth. A reply whose parent is not shown (pending, spam,
 * deleted) is not shown either: it would answer nothing a visitor can see.
 * @example commentThread([{ id: 'a', parentId: null, … }, { id: 'b', parentId: 'a', … }]) // [{ id: 'a', replies: [{ id: 'b', replies: [] }] }]
 */
export function commentThread(rows: readonly CommentRow[]): PublicComment[] {
  const byParent = new Map<string | null, CommentRow[]>();
  for (const row of rows) {
    const siblings = byParent.get(row.parentId) ?? [];
    siblings.push(row);
    byParent.set(row.parentId, siblings);
  }
  const build = (parentId: string | null, seen: Set<string>): PublicComment[] =>
    (byParent.get(parentId) ?? [])
      .filter((row) => !seen.has(row.id))
      .sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : 1))
      .map((row) => ({
        id: row.id,
        authorName: row.authorName,
        member: row.siteUserId !== null,
        body: row.body,
        createdAt: row.createdAt,
        replies: build(row.id, new Set(seen).add(row.id)),
      }));
  return build(null, new Set());
}

/** How many comments a thread shows, replies included. */
export function threadSize(thread: readonly PublicComment[]): number {
  return thread.reduce((n, comment) => n + 1 + threadSize(comment.replies), 0);
}

/** The ids of a comment and of every reply under it, at any depth. */
export function withReplies(rootId: string, pairs: readonly { id: string; parentId: string | null }[]): string[] {
  const ids = [rootId];
  for (let i = 0; i < ids.length; i++) for (const pair of pairs) if (pair.parentId === ids[i] && !ids.includes(pair.id)) ids.push(pair.id);
  return ids;
}
