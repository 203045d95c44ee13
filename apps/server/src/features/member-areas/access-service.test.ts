import { describe, expect, it } from 'vitest';
import { contentAccessOf } from './access-service.ts';
import type { GatedEntry } from './gated-content-repository.ts';

const page: GatedEntry = { memberAreaId: 'a', collectionId: 'members', itemId: null, collectionUrl: '/members', itemUrl: null };
const post: GatedEntry = { memberAreaId: 'b', collectionId: 'blog', itemId: 'p1', collectionUrl: '/blog', itemUrl: '/blog/secret' };
const postAlsoInC: GatedEntry = { ...post, memberAreaId: 'c' };
const home: GatedEntry = { memberAreaId: 'a', collectionId: 'home', itemId: null, collectionUrl: '/', itemUrl: null };

describe('contentAccessOf: the one access check', () => {
  it('keeps a whole collection, its listing and its items, and nothing else', () => {
    const access = contentAccessOf([page], new Set(), null);
    expect(access.canRead({ collectionId: 'members', itemId: null })).toBe(false);
    expect(access.canRead({ collectionId: 'members', itemId: 'x' })).toBe(false);
    expect(access.canRead({ collectionId: 'blog', itemId: null })).toBe(true);
    expect(access.lockOf('/members')).toBe('a');
    expect(access.lockOf('/members/anything')).toBe('a');
    expect(access.lockOf('/membership')).toBeNull();
    expect(access.lockOf('/')).toBeNull();
    expect(access.seesMemberContent).toBe(false);
  });

  it('keeps one item without its collection', () => {
    const access = contentAccessOf([post], new Set(), 'u1');
    expect(access.canRead({ collectionId: 'blog', itemId: null })).toBe(true);
    expect(access.canRead({ collectionId: 'blog', itemId: 'p1' })).toBe(false);
    expect(access.canRead({ collectionId: 'blog', itemId: 'p2' })).toBe(true);
    expect(access.lockOf('/blog/secret')).toBe('b');
    expect(access.lockOf('/blog')).toBeNull();
    expect(access.siteUserId).toBe('u1');
  });

  it('opens content kept in several areas to a member of any of them', () => {
    expect(contentAccessOf([post, postAlsoInC], new Set(['c']), 'u').canRead({ collectionId: 'blog', itemId: 'p1' })).toBe(true);
    expect(contentAccessOf([post, postAlsoInC], new Set(['c']), 'u').lockOf('/blog/secret')).toBeNull();
    expect(contentAccessOf([post, postAlsoInC], new Set(['z']), 'u').lockOf('/blog/secret')).toBe('b');
  });

  it('locks only the home page itself when home is kept', () => {
    const access = contentAccessOf([home], new Set(), null);
    expect(access.lockOf('/')).toBe('a');
    expect(access.lockOf('/shop')).toBeNull();
  });

  it('marks a member of an area holding content as seeing member content (their pages are personal)', () => {
    expect(contentAccessOf([page], new Set(['a']), 'u').seesMemberContent).toBe(true);
    expect(contentAccessOf([page], new Set(['other']), 'u').seesMemberContent).toBe(false);
  });
});
