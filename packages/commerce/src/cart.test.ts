import { describe, expect, it } from 'vitest';
import { buildShoppingCart, type CartEntryInput, type CartInput } from './cart.ts';
import type { ProductType } from './types.ts';

const entry = (overrides: Partial<CartEntryInput> = {}): CartEntryInput => ({
  id: 'e1',
  itemId: 'p1',
  variantId: 'v1',
  sku: 'MUG-BLUE',
  attributes: { Color: 'Blue' },
  quantity: 2,
  title: 'Mug',
  unitPriceCents: 1250,
  productType: 'PHYSICAL',
  additionalFields: null,
  imageUrl: '/img/mug.jpg',
  ...overrides,
});

const cart = (entries: CartEntryInput[], overrides: Partial<CartInput> = {}): CartInput => ({
  id: 'c1',
  websiteId: 'w1',
  orderId: null,
  created: 1_700_000_000_000,
  isPurchased: false,
  currency: 'USD',
  entries,
  ...overrides,
});

const ofTypes = (...types: ProductType[]) =>
  buildShoppingCart(cart(types.map((productType, i) => entry({ id: `e${i}`, productType }))));

describe('buildShoppingCart', () => {
  it('builds the full cart JSON of storefront.md §3', () => {
    expect(buildShoppingCart(cart([entry({ additionalFields: '{"note":"hi"}' })]))).toEqual({
      id: 'c1',
      websiteId: 'w1',
      orderId: null,
      created: 1_700_000_000_000,
      isPurchased: false,
      entries: [
        {
          id: 'e1',
          itemId: 'p1',
          chosenVariant: { id: 'v1', sku: 'MUG-BLUE', attributes: { Color: 'Blue' } },
          quantity: 2,
          title: 'Mug',
          subTotal: { value: '25.00', currency: 'USD', decimalValue: '25.00', currencyCode: 'USD' },
          purchasePriceCents: 1250,
          subTotalCents: 2500,
          additionalFields: '{"note":"hi"}',
          imageUrl: '/img/mug.jpg',
          productType: 'PHYSICAL',
        },
      ],
      shippingOptions: [],
      selectedShippingOption: null,
      shippingLocation: null,
      applicableTaxRules: [],
      coupons: [],
      validCoupons: [],
      invalidCoupons: [],
      subtotalCents: 2500,
      taxCents: 0,
      shippingCostCents: 0,
      discountCents: 0,
      grandTotalCents: 2500,
      totalQuantity: 2,
      hasDigital: false,
      purelyDigital: false,
      requiresShipping: true,
      currency: 'USD',
    });
  });

  it('sums subtotal and quantity over entries, in integers', () => {
    const result = buildShoppingCart(
      cart([entry({ quantity: 3, unitPriceCents: 333 }), entry({ id: 'e2', quantity: 1, unitPriceCents: 1 })]),
    );
    expect(result.subtotalCents).toBe(1000);
    expect(result.grandTotalCents).toBe(1000);
    expect(result.totalQuantity).toBe(4);
    expect(result.entries.map((e) => e.subTotal.value)).toEqual(['9.99', '0.01']);
  });

  it('is empty and ships nothing without entries', () => {
    const empty = buildShoppingCart(cart([]));
    expect(empty).toMatchObject({ subtotalCents: 0, grandTotalCents: 0, totalQuantity: 0 });
    expect(empty).toMatchObject({ hasDigital: false, purelyDigital: false, requiresShipping: false });
  });

  it('derives the delivery flags from product types', () => {
    expect(ofTypes('DIGITAL')).toMatchObject({ hasDigital: true, purelyDigital: true, requiresShipping: false });
    expect(ofTypes('GIFT_CARD', 'DIGITAL')).toMatchObject({ hasDigital: true, purelyDigital: true });
    expect(ofTypes('DIGITAL', 'PHYSICAL')).toMatchObject({ hasDigital: true, purelyDigital: false, requiresShipping: true });
    expect(ofTypes('SERVICE')).toMatchObject({ hasDigital: false, purelyDigital: false, requiresShipping: false });
  });

  it('writes money in the cart currency', () => {
    const yen = buildShoppingCart(cart([entry({ quantity: 3, unitPriceCents: 1500 })], { currency: 'JPY' }));
    expect(yen.entries[0].subTotal).toEqual({ value: '4500', currency: 'JPY', decimalValue: '4500', currencyCode: 'JPY' });
    expect(yen.currency).toBe('JPY');
  });

  it('does not share attribute objects with its input', () => {
    const input = entry();
    const built = buildShoppingCart(cart([input]));
    expect(built.entries[0].chosenVariant.attributes).not.toBe(input.attributes);
  });

  it('rejects fractional, negative or overflowing amounts', () => {
    expect(() => buildShoppingCart(cart([entry({ quantity: 1.5 })]))).toThrow(RangeError);
    expect(() => buildShoppingCart(cart([entry({ quantity: -1 })]))).toThrow(RangeError);
    expect(() => buildShoppingCart(cart([entry({ unitPriceCents: 10.5 })]))).toThrow(RangeError);
    expect(() => buildShoppingCart(cart([entry({ quantity: 9999, unitPriceCents: Number.MAX_SAFE_INTEGER })]))).toThrow(
      RangeError,
    );
    const half = Math.floor(Number.MAX_SAFE_INTEGER / 2) + 1;
    expect(() =>
      buildShoppingCart(cart([entry({ quantity: 1, unitPriceCents: half }), entry({ id: 'e2', quantity: 1, unitPriceCents: half })])),
    ).toThrow(RangeError);
  });
});
