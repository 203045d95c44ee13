import { describe, expect, it } from 'vitest';
import type { Collection, MemberArea } from '../../api/types.ts';
import { contentBody, contentGroups, contentKey } from './content-choices.ts';

const collections: Collection[] = [
  { id: 'shop', title: 'Shop', urlId: 'shop', type: 'products' },
  { id: 'members', title: 'Members', urlId: 'members', type: 'page' },
  { id: 'journal', title: 'Journal', urlId: 'journal', type: 'blog' },
  { id: 'about', title: 'About', urlId: 'about', type: 'page' },
];

const assigned: MemberArea['content'] = [
  { collectionId: 'members', itemId: null, title: 'Members', url: '/members', kind: 'page' },
  { collectionId: 'journal', itemId: 'post-1', title: 'Secret recipe', url: '/journal/secret-recipe', kind: 'post' },
];

describe('content choices', () => {
  it('groups pages, blogs and stores, then the single posts and products the area keeps', () => {
    const groups = contentGroups(collections, assigned);
    expect(groups.map((g) => [g.legend, g.choices.map((c) => c.title)])).toEqual([
      ['Pages', ['Members', 'About']],
      ['Blogs (every post)', ['Journal']],
      ['Stores (every product)', ['Shop']],
      ['Single posts and products', ['Post: Secret recipe']],
    ]);
    expect(groups[0].choices[0]).toEqual({ key: 'members:', collectionId: 'members', itemId: null, title: 'Members', url: '/members' });
  });

  it('leaves out empty groups', () => {
    expect(contentGroups([], []).length).toBe(0);
  });

  it('sends the checked choices in the order shown', () => {
    const groups = contentGroups(collections, assigned);
    const checked = new Set([contentKey({ collectionId: 'journal', itemId: 'post-1' }), 'about:', 'members:']);
    expect(contentBody(groups, checked)).toEqual({
      content: [
        { collectionId: 'members', itemId: null },
        { collectionId: 'about', itemId: null },
        { collectionId: 'journal', itemId: 'post-1' },
      ],
    });
  });
});
