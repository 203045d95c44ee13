import { describe, expect, it } from 'vitest';
import { collectionTakesComments, commentSiteSettings, commentStateOf, commentsShown } from './comment-state.ts';

const on = { commentsEnabled: true, disqusShortname: null };
const off = { commentsEnabled: false, disqusShortname: null };

describe('comment state (platform.md §3, §4)', () => {
  it('blogs take comments; other collections only when the owner turned them on', () => {
    expect(collectionTakesComments({ id: 'b', type: 'blog' }, [])).toBe(true);
    expect(collectionTakesComments({ id: 's', type: 'products' }, [])).toBe(false);
    expect(collectionTakesComments({ id: 's', type: 'products' }, ['s'])).toBe(true);
  });

  it('is 1 open, 2 closed, 0 when the site, Disqus or the collection says no', () => {
    expect(commentStateOf(on, true, false)).toBe(1);
    expect(commentStateOf(on, true, true)).toBe(2);
    expect(commentStateOf(off, true, false)).toBe(0);
    expect(commentStateOf({ commentsEnabled: true, disqusShortname: 'plinth' }, true, false)).toBe(0);
    expect(commentStateOf(on, false, false)).toBe(0);
  });

  it('shows comments when commentState is 1, or when the public count is above 0, unless site comments are disabled', () => {
    expect(commentsShown(on, 1, 0)).toBe(true);
    expect(commentsShown(on, 2, 0)).toBe(false);
    expect(commentsShown(on, 2, 3)).toBe(true);
    expect(commentsShown(on, 0, 1)).toBe(true);
    expect(commentsShown(off, 1, 5)).toBe(false);
  });

  it('reads unknown setting shapes as off', () => {
    expect(commentSiteSettings({ commentsEnabled: 'yes', disqusShortname: 5 })).toEqual(off);
    expect(commentSiteSettings({ commentsEnabled: true, disqusShortname: 'x' })).toEqual({ commentsEnabled: true, disqusShortname: 'x' });
  });
});
