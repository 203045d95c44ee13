import { describe, expect, it } from 'vitest';
import { isProductPageHit, productViewOf } from './product-view.ts';

describe('a product page view as its visit_product_page', () => {
  it('is a hit of an item page (50) of a store item (11) with an item id; not a blog post, a list or an unnamed item', () => {
    expect(isProductPageHit({ pageType: 50, recordType: 11 }, 'mug')).toBe(true);
    expect(isProductPageHit({ pageType: '50', recordType: '11' }, 'mug')).toBe(true);
    expect(isProductPageHit({ pageType: 50, recordType: 1 }, 'post')).toBe(false);
    expect(isProductPageHit({ pageType: 2, recordType: 11 }, 'mug')).toBe(false);
    expect(isProductPageHit({ pageType: 50, recordType: 11 }, null)).toBe(false);
  });

  it('is recorded as an event of the same visitor, session, time and page', () => {
    const hit = { website_id: 'w', occurred_at: 5, kind: 'hit' as const, visitor_id: 'v', session_id: 's', counting: 'cookie' as const, path: '/shop/mug', item_id: 'mug', event_name: 'pageView', data_json: '{}' };
    expect(productViewOf(hit)).toEqual({ ...hit, kind: 'event', event_name: 'visit_product_page', schema_name: 'CommerceShopping', data_json: '{"event_name":"visit_product_page","product_id":"mug"}' });
  });
});
