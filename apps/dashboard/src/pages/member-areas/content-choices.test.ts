import { describe, expect, it } from 'vitest';
import { contentBody, contentGroups, contentKey, type ContentEntry } from './content-choices.ts';

const offered: ContentEntry[] = [
  { collectionId: 'members', itemId: null, title: 'Members', url: '/members', kind: 'page' },
  { collectionId: 'home', itemId: null, title: 'Home', url: '/', kind: 'page' },
  { collectionId: 'journal', itemId: null, title: 'Journal', url: '/journal', kind: 'blog' },
  { collectionId: 'shop', itemId: null, title: 'Shop', url: '/shop', kind: 'products' },
  { collectionId: 'journal', itemId: 'post-1', title: 'Secret recipe', url: '/journal/secret-recipe', kind: 'post' },
];

const assigned: ContentEntry[] = [
  { collectionId: 'journal', itemId: 'post-1', title: 'Secret recipe', url: '/journal/secret-recipe', kind: 'post' },
  { collectionId: 'shop', itemId: 'tee', title: 'Members tee', url: '/shop/members-tee', kind: 'product' },
];

describe('content choices', () => {
  it('groups pages, blogs, stores and blog posts as offered, then what the area keeps that is not offered', () => {
    const groups = contentGroups(offered, assigned);
    expect(groups.map((g) => [g.legend, g.choices.map((c) => c.title)])).toEqual([
      ['Pages', ['Members', 'Home']],
      ['Blogs (every post)', ['Journal']],
      ['Stores (every product)', ['Shop']],
      ['Single blog posts', ['Secret recipe']],
      ['Single products', ['Members tee']],
    ]);
    expect(groups[0].choices[1]).toEqual({ key: 'home:', collectionId: 'home', itemId: null, title: 'Home', url: '/' });
  });

  it('leaves out empty groups', () => {
    expect(contentGroups([], [])).toEqual([]);
  });

  it('sends the checked choices in the order shown', () => {
    const groups = contentGroups(offered, assigned);
    const checked = new Set([contentKey({ collectionId: 'journal', itemId: 'post-1' }), 'home:', 'members:']);
    expect(contentBody(groups, checked)).toEqual({
      content: [
        { collectionId: 'members', itemId: null },
        { collectionId: 'home', itemId: null },
        { collectionId: 'journal', itemId: 'post-1' },
      ],
    });
  });
});
