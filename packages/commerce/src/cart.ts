/**
 * The shopping-cart JSON of storefront.md §3, built from stored records.
 *
 * Integer minor units throughout; shipping, tax and coupons are not offered
 * yet, so they are empty and the grand total is the subtotal.
 */
import type { CurrencyCode } from './currencies.ts';
import { moneyFromMinor, type MoneyValue } from './money.ts';
import type { ProductType } from './types.ts';

export interface CartEntryInput {
  id: string;
  itemId: string;
  variantId: string;
  sku: string;
  attributes: Record<string, string>;
  quantity: number;
  title: string;
  unitPriceCents: number;
  productType: ProductType;
  /** The additional-fields form answers as a JSON string. */
  additionalFields: string | null;
  imageUrl: string | null;
}

export interface CartInput {
  id: string;
  websiteId: string;
  orderId: string | null;
  /** Epoch milliseconds. */
  created: number;
  isPurchased: boolean;
  currency: CurrencyCode;
  entries: CartEntryInput[];
}

export interface CartEntry {
  id: string;
  itemId: string;
  chosenVariant: { id: string; sku: string; attributes: Record<string, string> };
  quantity: number;
  title: string;
  subTotal: MoneyValue;
  /** Unit price in minor units. */
  purchasePriceCents: number;
  subTotalCents: number;
  additionalFields: string | null;
  imageUrl: string | null;
  productType: ProductType;
}

export interface ShoppingCart {
  id: string;
  websiteId: string;
  orderId: string | null;
  created: number;
  isPurchased: boolean;
  entries: CartEntry[];
  shippingOptions: never[];
  selectedShippingOption: null;
  shippingLocation: null;
  applicableTaxRules: never[];
  coupons: never[];
  validCoupons: never[];
  invalidCoupons: never[];
  subtotalCents: number;
  taxCents: number;
  shippingCostCents: number;
  discountCents: number;
  grandTotalCents: number;
  totalQuantity: number;
  hasDigital: boolean;
  purelyDigital: boolean;
  requiresShipping: boolean;
  currency: CurrencyCode;
}

/** Digital goods and gift cards are delivered without shipping. */
function isDigitalDelivery(type: ProductType): boolean {
  return type === 'DIGITAL' || type === 'GIFT_CARD';
}

/** Guards the integer arithmetic: a fraction or an overflow is a data bug, not a price. */
function wholeAmount(value: number, what: string): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be a non-negative safe integer: ${value}`);
  return value;
}

/** One cart line: quantity × unit price, and its money object. */
export function buildCartEntry(entry: CartEntryInput, currency: CurrencyCode): CartEntry {
  const quantity = wholeAmount(entry.quantity, 'quantity');
  const unit = wholeAmount(entry.unitPriceCents, 'unitPriceCents');
  const subTotalCents = wholeAmount(quantity * unit, 'subTotalCents');
  return {
    id: entry.id,
    itemId: entry.itemId,
    chosenVariant: { id: entry.variantId, sku: entry.sku, attributes: { ...entry.attributes } },
    quantity,
    title: entry.title,
    subTotal: moneyFromMinor(subTotalCents, currency),
    purchasePriceCents: unit,
    subTotalCents,
    additionalFields: entry.additionalFields,
    imageUrl: entry.imageUrl,
    productType: entry.productType,
  };
}

/**
 * Builds the cart JSON. `hasDigital`: some entry is digital or a gift card;
 * `purelyDigital`: the cart has entries and all are; `requiresShipping`: some
 * entry is physical.
 * @throws RangeError on a negative or fractional quantity or price, or a total
 *   beyond Number.MAX_SAFE_INTEGER.
 * @example buildShoppingCart({ ...cart, entries: [{ ...mug, quantity: 2, unitPriceCents: 1250 }] }).subtotalCents // 2500
 */
export function buildShoppingCart(input: CartInput): ShoppingCart {
  const entries = input.entries.map((entry) => buildCartEntry(entry, input.currency));
  let subtotalCents = 0;
  let totalQuantity = 0;
  for (const entry of entries) {
    subtotalCents = wholeAmount(subtotalCents + entry.subTotalCents, 'subtotalCents');
    totalQuantity += entry.quantity;
  }
  const taxCents = 0;
  const shippingCostCents = 0;
  const discountCents = 0;
  return {
    id: input.id,
    websiteId: input.websiteId,
    orderId: input.orderId,
    created: input.created,
    isPurchased: input.isPurchased,
    entries,
    shippingOptions: [],
    selectedShippingOption: null,
    shippingLocation: null,
    applicableTaxRules: [],
    coupons: [],
    validCoupons: [],
    invalidCoupons: [],
    subtotalCents,
    taxCents,
    shippingCostCents,
    discountCents,
    grandTotalCents: subtotalCents + taxCents + shippingCostCents - discountCents,
    totalQuantity,
    hasDigital: entries.some((entry) => isDigitalDelivery(entry.productType)),
    purelyDigital: entries.length > 0 && entries.every((entry) => isDigitalDelivery(entry.productType)),
    requiresShipping: entries.some((entry) => entry.productType === 'PHYSICAL'),
    currency: input.currency,
  };
}
