import { describe, expect, it } from 'vitest';
import { navGroups } from '../navigation.ts';
import { hitHref, recordChoices, screenChoices } from './palette-results.ts';

const screens = navGroups('ADMIN').flatMap((group) => group.items.map((item) => ({ ...item, group: group.title })));

describe('command palette choices', () => {
  it('finds screens by their name or their group, every word', () => {
    expect(screenChoices('ord', screens).map((c) => c.title)).toEqual(['Orders']);
    expect(screenChoices('insights', screens).map((c) => c.title)).toEqual(['Analytics', 'Performance', 'Experiments', 'Recordings']);
    expect(screenChoices('store sett', screens)).toEqual([{ key: 'screen:store-settings', kind: 'Screen', title: 'Store settings', detail: 'Commerce', href: '/config/commerce/settings' }]);
    expect(screenChoices('zzz', screens)).toEqual([]);
  });

  it('opens each record where the owner works on it', () => {
    expect(hitHref({ kind: 'order', id: 'o 1', title: 'Order #7', detail: '' })).toBe('/config/orders/o%201');
    expect(hitHref({ kind: 'customer', id: 'c1', title: 'Ada', detail: '' })).toBe('/config/customers/c1');
    expect(hitHref({ kind: 'product', id: 'p1', title: 'Walnut bowl', detail: '' })).toBe('/config/products?q=Walnut%20bowl');
    expect(hitHref({ kind: 'post', id: 'p2', title: 'Hello', detail: '' })).toBe('/config/posts/p2/edit');
    expect(hitHref({ kind: 'page', id: 'a', title: 'About', detail: '', pageType: 'page' })).toBe('/config/pages/a/edit');
    expect(hitHref({ kind: 'page', id: 'b', title: 'Journal', detail: '', pageType: 'blog' })).toBe('/config/pages/b/posts');
    expect(hitHref({ kind: 'page', id: 's', title: 'Shop', detail: '', pageType: 'products' })).toBe('/config/products');
  });

  it('labels records by kind', () => {
    expect(recordChoices([{ kind: 'order', id: 'o1', title: 'Order #3', detail: 'ada@x.test · 12.00 USD' }])).toEqual([
      { key: 'order:o1', kind: 'Order', title: 'Order #3', detail: 'ada@x.test · 12.00 USD', href: '/config/orders/o1' },
    ]);
  });
});
