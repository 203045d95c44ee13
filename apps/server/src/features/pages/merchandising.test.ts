import type { Product, Variant } from '@plinth/commerce';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MERCHANDISING, merchandisingContext, scarcityText, siteMerchandising } from './merchandising.ts';

const variant = (qtyInStock: number, unlimited = false): Variant => ({
  id: `v${qtyInStock}`, sku: `S${qtyInStock}`, priceCents: 100, salePriceCents: 0, onSale: false, qtyInStock, unlimited, attributes: {}, imageUrl: null,
});
const product = (variants: Variant[], productType: Product['productType'] = 'PHYSICAL'): Product => ({
  id: 'p1', title: 'P', urlId: 'p', productType, currency: 'USD', variants, variantOptionOrdering: [], isSubscribable: false, customAddButtonText: null, additionalFieldsFormId: null,
});

describe('product merchandising context (platform.md §3)', () => {
  it("has every field of the spec, per product id, and Plinth's scarcityThreshold", () => {
    const context = merchandisingContext([{ id: 'a' }, { id: 'b' }]);
    expect(Object.keys(context)).toEqual(['a', 'b']);
    expect(Object.keys(context.a).sort()).toEqual(
      ['restockNotificationViews', 'restockNotificationMessages', 'mailingListSignUpEnabled', 'mailingListOptInByDefault', 'scarcityEnabled', 'scarcityTemplateViews', 'scarcityText', 'scarcityShownByDefault', 'customSoldOutText', 'scarcityThreshold'].sort(),
    );
    expect(Object.keys(context.a.restockNotificationMessages).sort()).toEqual(['CTAText', 'buttonText', 'mailingListDescription', 'placeholderText']);
    expect(context.a.scarcityEnabled).toBe(true);
    expect(context.a.scarcityText).toBe('Only {quantity} left!');
  });

  it("reads 'Only {quantity} left!' for low tracked stock on an enabled view", () => {
    expect(scarcityText(product([variant(8), variant(5)]), DEFAULT_MERCHANDISING, 'products.list')).toBe('Only 13 left!');
    expect(scarcityText(product([variant(1)]), { ...DEFAULT_MERCHANDISING, scarcityText: '{quantity} to go' }, 'products.item')).toBe('1 to go');
  });

  it('is silent when disabled, not shown by default, on another view, sold out, plentiful, unlimited or untracked', () => {
    const low = product([variant(3)]);
    expect(scarcityText(low, { ...DEFAULT_MERCHANDISING, scarcityEnabled: false }, 'products.list')).toBe('');
    expect(scarcityText(low, { ...DEFAULT_MERCHANDISING, scarcityShownByDefault: false }, 'products.list')).toBe('');
    expect(scarcityText(low, { ...DEFAULT_MERCHANDISING, scarcityTemplateViews: ['products.item'] }, 'products.list')).toBe('');
    expect(scarcityText(low, undefined, 'products.list')).toBe('');
    expect(scarcityText(product([variant(0)]), DEFAULT_MERCHANDISING, 'products.list')).toBe('');
    expect(scarcityText(product([variant(40)]), DEFAULT_MERCHANDISING, 'products.list')).toBe('');
    expect(scarcityText(product([variant(3), variant(0, true)]), DEFAULT_MERCHANDISING, 'products.list')).toBe('');
    expect(scarcityText(product([variant(3)], 'DIGITAL'), DEFAULT_MERCHANDISING, 'products.list')).toBe('');
  });

  it('shows the message up to the owner\'s threshold', () => {
    const forty = product([variant(40)]);
    expect(scarcityText(forty, { ...DEFAULT_MERCHANDISING, scarcityThreshold: 40 }, 'products.list')).toBe('Only 40 left!');
    expect(scarcityText(forty, { ...DEFAULT_MERCHANDISING, scarcityThreshold: 39 }, 'products.list')).toBe('');
  });

  it("reads the site's stored merchandising over the defaults, keeping only values of the right type", () => {
    expect(siteMerchandising({})).toEqual(DEFAULT_MERCHANDISING);
    expect(siteMerchandising({ merchandising: 'nonsense' })).toEqual(DEFAULT_MERCHANDISING);
    const read = siteMerchandising({ merchandising: { customSoldOutText: 'Gone', scarcityThreshold: 3, scarcityEnabled: 'yes', restockNotificationViews: 'x', unknown: 1 } });
    expect(read).toEqual({ ...DEFAULT_MERCHANDISING, customSoldOutText: 'Gone', scarcityThreshold: 3 });
  });
});
