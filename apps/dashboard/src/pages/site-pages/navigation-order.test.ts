import { describe, expect, it } from 'vitest';
import type { SitePageRow } from '../editor/editor-api.ts';
import { groupPages, moveInNavigation, withNavigation } from './navigation-order.ts';

const row = (id: string, navIndex: number | null): SitePageRow => ({ id, title: id, urlId: id, type: 'page', fullUrl: `/${id}`, status: 'published', statusLabel: null, navIndex });

describe('the pages list order', () => {
  it('puts the navigation first, in its order, then the pages outside it', () => {
    const groups = groupPages([row('about', 1), row('draft', null), row('home', 0)]);
    expect(groups.navigation.map((p) => p.id)).toEqual(['home', 'about']);
    expect(groups.others.map((p) => p.id)).toEqual(['draft']);
  });

  it('moves a page up or down, never out of the list', () => {
    expect(moveInNavigation(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveInNavigation(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveInNavigation(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveInNavigation(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
  });

  it('shows a saved navigation at once, pages left out of it included', () => {
    const pages = withNavigation([row('a', 0), row('b', 1), row('c', null)], ['c', 'a']);
    expect(pages.map((p) => [p.id, p.navIndex])).toEqual([['a', 1], ['b', null], ['c', 0]]);
  });
});
