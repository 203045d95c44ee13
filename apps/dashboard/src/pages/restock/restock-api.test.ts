import { describe, expect, it } from 'vitest';
import { fakeApiByUrl } from '../../test-support/fake-api.ts';
import { byProduct, canSend, loadAllGroups, type RestockGroup } from './restock-api.ts';

const group = (productId: string, variantId: string, waitingCount: number, extra: Partial<RestockGroup> = {}): RestockGroup => ({
  productId, productTitle: `Product ${productId}`, variantId, variantDescriptor: variantId, sku: variantId, qtyInStock: 0, unlimited: false, waitingCount, notifiedCount: 0, ...extra,
});

describe('restock api (dashboard)', () => {
  it('loops through every groups page and sums waiting counts per product across pages', async () => {
    const pages: Record<string, unknown> = {
      '': { signUpGroups: [group('a', 'a1', 2)], hasNextPage: true, nextPageCursor: 'c1' },
      c1: { signUpGroups: [group('a', 'a2', 3), group('b', 'b1', 1)], hasNextPage: true, nextPageCursor: 'c2' },
      c2: { signUpGroups: [], hasNextPage: false, nextPageCursor: null },
    };
    const asked: string[] = [];
    const api = fakeApiByUrl({
      get: (path: string) => {
        asked.push(path);
        return pages[new URL(path, 'http://x').searchParams.get('cursor') ?? ''];
      },
    });
    const products = byProduct(await loadAllGroups(api));
    expect(asked).toEqual([
      '/api/site-users/account/notifications/restock/groups',
      '/api/site-users/account/notifications/restock/groups?cursor=c1',
      '/api/site-users/account/notifications/restock/groups?cursor=c2',
    ]);
    expect(products.map((p) => [p.productId, p.waitingCount, p.variants.length])).toEqual([['a', 5, 2], ['b', 1, 1]]);
  });

  it('a variant can be sent when someone waits and it is in stock', () => {
    expect(canSend(group('a', 'a1', 1, { qtyInStock: 2 }))).toBe(true);
    expect(canSend(group('a', 'a1', 1, { unlimited: true }))).toBe(true);
    expect(canSend(group('a', 'a1', 1))).toBe(false);
    expect(canSend(group('a', 'a1', 0, { qtyInStock: 5 }))).toBe(false);
  });
});
