import { describe, expect, it } from 'vitest';
import type { CommentRow } from './comments-repository.ts';
import { commentThread, threadSize, withReplies } from './thread.ts';

const row = (id: string, parentId: string | null, createdAt: number, siteUserId: string | null = null): CommentRow => ({
  id, parentId, createdAt, siteUserId, websiteId: 'w', itemId: 'i', authorName: `Author ${id}`, body: `Body ${id}`, status: 'approved',
});

describe('commentThread', () => {
  it('nests replies under their comment, oldest first at every level', () => {
    const thread = commentThread([row('c', null, 3), row('a', null, 1), row('r2', 'a', 5), row('r1', 'a', 4), row('rr', 'r1', 6, 'u1')]);
    expect(thread.map((c) => c.id)).toEqual(['a', 'c']);
    expect(thread[0]?.replies.map((c) => c.id)).toEqual(['r1', 'r2']);
    expect(thread[0]?.replies[0]?.replies).toEqual([{ id: 'rr', authorName: 'Author rr', member: true, body: 'Body rr', createdAt: 6, replies: [] }]);
    expect(threadSize(thread)).toBe(5);
  });

  it('leaves out a reply whose parent is not shown', () => {
    expect(commentThread([row('a', null, 1), row('orphan', 'gone', 2)]).map((c) => c.id)).toEqual(['a']);
  });

  it('finds a comment’s replies at any depth', () => {
    const pairs = [{ id: 'a', parentId: null }, { id: 'b', parentId: 'a' }, { id: 'c', parentId: 'b' }, { id: 'd', parentId: null }];
    expect(withReplies('a', pairs)).toEqual(['a', 'b', 'c']);
    expect(withReplies('d', pairs)).toEqual(['d']);
  });
});
