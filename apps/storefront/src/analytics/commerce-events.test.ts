import { describe, expect, it } from 'vitest';
import { commerceSchemaOf, trackCommerceEvent } from './commerce-events.ts';

describe('commerce events', () => {
  it('pick the gated-content schema for paywall and access-denied events, shopping otherwise', () => {
    expect(commerceSchemaOf('paywall_page_view')).toBe('CommerceGatedContent');
    expect(commerceSchemaOf('access_denied_click')).toBe('CommerceGatedContent');
    for (const name of ['visit_product_page', 'add_to_cart', 'view_cart', 'remove_from_cart', 'related_product_display', 'click_and_add', 'reviews_tab']) {
      expect(commerceSchemaOf(name)).toBe('CommerceShopping');
    }
  });
  it('send nothing before the analytics started (or on an excluded page)', async () => {
    expect(await trackCommerceEvent('add_to_cart', { product_id: 'p1' })).toBe(false);
  });
});
