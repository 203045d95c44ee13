/** Builders for tests only (not exported from the package). */
import type { Product, Variant } from './types.ts';

let next = 0;

/** A variant with one unit in stock at $10.00 unless overridden. */
export function variant(overrides: Partial<Variant> = {}): Variant {
  next += 1;
  return {
    id: `v${next}`,
    sku: `SKU-${next}`,
    priceCents: 1000,
    salePriceCents: 0,
    onSale: false,
    qtyInStock: 1,
    unlimited: false,
    attributes: {},
    imageUrl: null,
    ...overrides,
  };
}

/** A physical USD product with the given variants (one default variant if none). */
export function product(overrides: Partial<Product> = {}): Product {
  return {
    id: 'p1',
    title: 'Mug',
    urlId: 'mug',
    productType: 'PHYSICAL',
    currency: 'USD',
    variants: [variant()],
    variantOptionOrdering: [],
    isSubscribable: false,
    customAddButtonText: null,
    additionalFieldsFormId: null,
    ...overrides,
  };
}
