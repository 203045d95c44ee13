import { describe, expect, it } from 'vitest';
import { filterItems, listFilterContext, listFilterKey, listFilterOf, sortItems, termLinks } from './storefront-lists.ts';

const post = (title: string, date: number, tags: string[] = [], categories: string[] = []) => ({ title, date, tags, categories });
type Post = ReturnType<typeof post>;
const keys = { title: (p: Post) => p.title, date: (p: Post) => p.date };

describe('storefront lists', () => {
  it('reads the filter from the query, ignoring blanks and names too long to exist', () => {
    expect(listFilterOf({})).toBeNull();
    expect(listFilterOf({ tag: '  ' })).toBeNull();
    expect(listFilterOf({ tag: ' sour  dough ', category: 'Baking' })).toEqual({ tag: 'sour dough', category: 'Baking' });
    expect(listFilterOf({ category: 'x'.repeat(26) })).toBeNull();
    expect(listFilterKey({ tag: 'Bread' })).not.toBe(listFilterKey({ category: 'Bread' }));
    expect(listFilterKey({ page: '2' })).toBe('');
  });

  it('keeps the items with the tag and category, in any case', () => {
    const items = [post('A', 1, ['Bread'], ['Baking']), post('B', 2, ['bread']), post('C', 3, [], ['Baking'])];
    expect(filterItems(items, { tag: 'BREAD' }).map((p) => p.title)).toEqual(['A', 'B']);
    expect(filterItems(items, { tag: 'bread', category: 'baking' }).map((p) => p.title)).toEqual(['A']);
    expect(filterItems(items, null)).toHaveLength(3);
  });

  it('says what a list is filtered by and links each term to its filtered list', () => {
    expect(listFilterContext('/blog', { tag: 'Bread', category: 'Baking' }, 'Posts')).toMatchObject({
      description: 'Posts tagged “Bread” in “Baking”', clearUrl: '/blog', clearLabel: 'Show all posts',
    });
    expect(termLinks('/shop', { tags: ['Hand made'], categories: ['Kitchen & Home'] })).toEqual({
      tagLinks: [{ name: 'Hand made', url: '/shop?tag=Hand+made' }],
      categoryLinks: [{ name: 'Kitchen & Home', url: '/shop?category=Kitchen+%26+Home' }],
    });
  });

  it('sorts by title or date either way, stably, and leaves an unsorted list as the owner ordered it', () => {
    const items: Post[] = [post('b', 2), post('A', 3), post('c', 1), post('a', 5)];
    expect(sortItems(items, { field: 'unsorted', direction: 'asc' }, keys).map((p) => p.title)).toEqual(['b', 'A', 'c', 'a']);
    expect(sortItems(items, { field: 'title', direction: 'asc' }, keys).map((p) => p.title)).toEqual(['A', 'a', 'b', 'c']);
    expect(sortItems(items, { field: 'date', direction: 'desc' }, keys).map((p) => p.date)).toEqual([5, 3, 2, 1]);
    // A list without prices (a blog) cannot be sorted by price: it keeps its order.
    expect(sortItems(items, { field: 'price', direction: 'asc' }, keys).map((p) => p.title)).toEqual(['b', 'A', 'c', 'a']);
  });

  it('puts untitled items last when sorting by title', () => {
    const items: Post[] = [post('', 1), post('b', 2), post('a', 3)];
    expect(sortItems(items, { field: 'title', direction: 'asc' }, keys).map((p) => p.date)).toEqual([3, 2, 1]);
    expect(sortItems(items, { field: 'title', direction: 'desc' }, keys).map((p) => p.date)).toEqual([2, 3, 1]);
  });
});
