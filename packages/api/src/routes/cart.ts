import { TEMPLATE_PRODUCT_TYPES, type TemplateProductType } from '@plinth/platform';
import { z } from 'zod';
import { defineRoute, type ApiRoute } from '../api-route.ts';

/*
 * The cart feature's routes (apps/server/src/features/cart): the shopping-cart API of storefront.md
 * §7 and the cart JSON of storefront.md §3. Every write needs the crumb (X-CSRF-Token); adds are
 * limited per visitor (429 with Retry-After).
 */

/** A cart or entry id in a body or a path: trimmed, 1 to 100 characters. */
const cartId = z
  .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a string') })
  .trim()
  .min(1, 'is required')
  .max(100, 'is too long');

/** Quantity of an add: a whole number from 1 to 9999 (platform.md §5). */
const addQuantity = z
  .number({ error: 'Quantity must be a number.' })
  .int('Quantity must be a whole number')
  .min(1, 'Quantity must be at least 1.')
  .max(9999, 'Quantity must be at most 9999.');

/** A new quantity of an entry: 0 removes it. */
const entryQuantity = z
  .number({ error: 'Quantity must be a number.' })
  .int('Quantity must be a whole number')
  .min(0, 'Quantity cannot be negative.')
  .max(9999, 'Quantity must be at most 9999.');

/** Money as the cart JSON writes it: a decimal string and its currency, twice (storefront.md §3). */
export const cartMoney = z.object({ value: z.string(), currency: z.string(), decimalValue: z.string(), currencyCode: z.string() });

/** A product type name of the cart JSON. */
const productType = z.enum(Object.keys(TEMPLATE_PRODUCT_TYPES) as [TemplateProductType, ...TemplateProductType[]]);

/** One line of the cart JSON (storefront.md §3). */
export const cartEntry = z.object({
  id: z.string(),
  itemId: z.string(),
  chosenVariant: z.object({ id: z.string(), sku: z.string(), attributes: z.record(z.string(), z.string()) }),
  quantity: z.number().int(),
  title: z.string(),
  subTotal: cartMoney,
  /** Unit price in minor units. */
  purchasePriceCents: z.number().int(),
  subTotalCents: z.number().int(),
  /** The additional-fields form answers as a JSON string. */
  additionalFields: z.string().nullable(),
  imageUrl: z.string().nullable(),
  productType,
});

/** The cart JSON of storefront.md §3 (`buildShoppingCart` of @plinth/commerce); amounts in minor units. */
export const shoppingCart = z.object({
  id: z.string(),
  websiteId: z.string(),
  orderId: z.string().nullable(),
  /** Epoch milliseconds (0 for a visitor without a cart). */
  created: z.number().int(),
  isPurchased: z.boolean(),
  entries: z.array(cartEntry),
  shippingOptions: z.array(z.never()),
  selectedShippingOption: z.null(),
  shippingLocation: z.null(),
  applicableTaxRules: z.array(z.never()),
  coupons: z.array(z.never()),
  validCoupons: z.array(z.never()),
  invalidCoupons: z.array(z.never()),
  subtotalCents: z.number().int(),
  taxCents: z.number().int(),
  shippingCostCents: z.number().int(),
  discountCents: z.number().int(),
  grandTotalCents: z.number().int(),
  totalQuantity: z.number().int(),
  hasDigital: z.boolean(),
  purelyDigital: z.boolean(),
  requiresShipping: z.boolean(),
  currency: z.string(),
});

/** A path naming one cart entry. */
export const cartEntryParams = z.object({ entryId: cartId });

/** POST /api/commerce/shopping-cart/entries. */
export const addCartEntry = defineRoute({
  method: 'POST',
  path: '/api/commerce/shopping-cart/entries',
  tag: 'cart',
  access: 'public',
  summary: "Adds a variant to the visitor's cart (opened on the first add; merges with the entry of the same variant and answers)",
  body: z.object({
    itemId: cartId,
    sku: cartId,
    quantity: addQuantity,
    /** The additional-fields form answers as a JSON string (storefront.md §7); null without a form. */
    additionalFields: z.union([z.string().max(20_000, 'additionalFields is too long'), z.null()]).optional(),
  }),
  response: z.object({ shoppingCart, newlyAdded: cartEntry.nullable() }),
});

/** GET /api/commerce/shopping-cart (mock, timecode and calculateSubtotal are accepted and ignored: totals are always calculated). */
export const getShoppingCart = defineRoute({
  method: 'GET',
  path: '/api/commerce/shopping-cart',
  tag: 'cart',
  access: 'public',
  summary: "The visitor's cart with its totals (an empty cart when there is none)",
  response: shoppingCart,
});

/** PUT /api/commerce/shopping-cart/entries/:entryId (the spec names no route for it). */
export const updateCartEntry = defineRoute({
  method: 'PUT',
  path: '/api/commerce/shopping-cart/entries/:entryId',
  tag: 'cart',
  access: 'public',
  summary: "Changes an entry's quantity under the stock rule (0 removes it)",
  params: cartEntryParams,
  body: z.object({ quantity: entryQuantity }),
  response: z.object({ shoppingCart }),
});

/** DELETE /api/commerce/shopping-cart/entries/:entryId (the spec names no route for it). */
export const removeCartEntry = defineRoute({
  method: 'DELETE',
  path: '/api/commerce/shopping-cart/entries/:entryId',
  tag: 'cart',
  access: 'public',
  summary: "Removes an entry from the visitor's cart",
  params: cartEntryParams,
  response: z.object({ shoppingCart }),
});

/** The cart feature's routes. */
export const cartRoutes: readonly ApiRoute[] = [addCartEntry, getShoppingCart, updateCartEntry, removeCartEntry];
