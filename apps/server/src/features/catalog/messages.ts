import { LAYOUT_LIMITS } from '@plinth/platform';
/*
 * The catalog feature's answers (storefront.md §7 for the visitor's stock call; docs/owner-api.md
 * "Routes" for the owner's; exact wording).
 */

/** The inventory call names an item the site does not have. */
export const ITEM_NOT_FOUND = 'Item not found.';
/** An owner call names a product the site does not have. */
export const NO_SUCH_PRODUCT = 'No such product.';
/** An owner call names a variant the site does not have. */
export const NO_SUCH_VARIANT = 'No such variant.';
/** A new product names a collection the site does not have. */
export const NO_SUCH_COLLECTION = 'No such collection.';
/** A new product names a collection that is not a store. */
export const NOT_A_STORE_COLLECTION = 'Products can only be added to a store collection.';
/** platform.md §9 "Max products in a collection: 200". */
export const STORE_FULL = `A store holds at most ${LAYOUT_LIMITS.maxProductsInCollection} products: delete one first, or add the product to another store.`;
/** Every try to create a product lost a race with other new products for its URL: the owner may press Save again. */
export const PRODUCT_CREATE_RACED = 'Another product was saved at the same moment. Please save again.';
/** Deleting the last variant of a product. */
export const LAST_VARIANT = 'A product needs at least one variant.';
/** A stock movement that would make the stock negative. */
export const NEGATIVE_STOCK_MESSAGE = 'Stock cannot go below zero.';

/** Two variants of one request share a SKU. */
export function skuUsedTwice(sku: string): string {
  return `SKU ${sku} is used by two variants.`;
}

/** A SKU a variant of the site has already. */
export function skuTaken(sku: string): string {
  return `A variant with SKU ${sku} exists already.`;
}
