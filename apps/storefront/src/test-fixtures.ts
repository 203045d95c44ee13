/**
 * Products and carts for the tests (not part of any bundle).
 */
import type { CartEntry, Product, ShoppingCart, Variant } from '@plinth/commerce';
import type { ConfirmedOrder } from './checkout-types.ts';

/** A variant with sensible defaults. */
export function variant(id: string, attributes: Record<string, string>, extra: Partial<Variant> = {}): Variant {
  return {
    id,
    sku: `SKU-${id}`,
    priceCents: 2500,
    salePriceCents: 0,
    onSale: false,
    qtyInStock: 10,
    unlimited: false,
    attributes,
    imageUrl: null,
    ...extra,
  };
}

/** A physical T-shirt: Size S/M/L × Color Red/Blue, images per colour. */
export function tshirt(extra: Partial<Product> = {}): Product {
  const variants: Variant[] = [];
  for (const color of ['Red', 'Blue']) {
    for (const size of ['S', 'M', 'L']) {
      variants.push(variant(`${color}-${size}`, { Size: size, Color: color }, { imageUrl: `/img/${color.toLowerCase()}.jpg` }));
    }
  }
  return {
    id: 'p-shirt',
    title: 'Plinth T-shirt',
    urlId: 'plinth-t-shirt',
    productType: 'PHYSICAL',
    currency: 'USD',
    variants,
    variantOptionOrdering: ['Size', 'Color'],
    isSubscribable: false,
    customAddButtonText: null,
    additionalFieldsFormId: null,
    ...extra,
  };
}

/** A product with a single variant and no options. */
export function mug(extra: Partial<Product> = {}): Product {
  return tshirt({ id: 'p-mug', title: 'Mug', urlId: 'mug', variants: [variant('mug', {})], variantOptionOrdering: [], ...extra });
}

/** A cart entry of `quantity` × `unitCents`. */
export function entry(id: string, quantity: number, unitCents: number, extra: Partial<CartEntry> = {}): CartEntry {
  const cents = quantity * unitCents;
  return {
    id,
    itemId: 'p-shirt',
    chosenVariant: { id: 'Red-M', sku: 'SKU-Red-M', attributes: { Size: 'M', Color: 'Red' } },
    quantity,
    title: 'Plinth T-shirt',
    subTotal: { value: (cents / 100).toFixed(2), currency: 'USD', decimalValue: (cents / 100).toFixed(2), currencyCode: 'USD' },
    purchasePriceCents: unitCents,
    subTotalCents: cents,
    additionalFields: null,
    imageUrl: null,
    productType: 'PHYSICAL',
    ...extra,
  };
}

/** A USD cart holding `entries`. */
export function cart(entries: CartEntry[]): ShoppingCart {
  const subtotalCents = entries.reduce((sum, e) => sum + e.subTotalCents, 0);
  return {
    id: 'cart-1',
    websiteId: 'w1',
    orderId: null,
    created: 0,
    isPurchased: false,
    entries,
    shippingOptions: [],
    selectedShippingOption: null,
    shippingLocation: null,
    applicableTaxRules: [],
    coupons: [],
    validCoupons: [],
    invalidCoupons: [],
    subtotalCents,
    taxCents: 0,
    shippingCostCents: 0,
    discountCents: 0,
    grandTotalCents: subtotalCents,
    totalQuantity: entries.reduce((sum, e) => sum + e.quantity, 0),
    hasDigital: false,
    purelyDigital: false,
    requiresShipping: entries.length > 0,
    currency: 'USD',
  };
}

/** A paid order as the confirmation page shows it: two mugs, $5 shipping, $30 in all. */
export const order: ConfirmedOrder = {
  id: 'o-1',
  orderNumber: 7,
  purchasedCartId: 'c-1',
  websiteId: 'w-1',
  testMode: true,
  currency: 'USD',
  customerEmail: 'ada@example.com',
  items: [{ sku: 'MUG', productName: 'Mug', quantity: 2, unitPriceCents: 1250 }],
  subtotalCents: 2500,
  discountCents: 0,
  shippingCents: 500,
  taxCents: 0,
  grandTotalCents: 3000,
  giftCardCents: 0,
  amountPaidCents: 3000,
  subscriptions: 0,
  memberAreas: [],
  statusUrl: '/commerce/orders/o-1/status?token=t-1',
};
