import { MESSAGES } from '@plinth/commerce';
import { FORM_MESSAGES } from '@plinth/forms';

/*
 * The cart feature's visitor answers (storefront.md §5, §7; exact wording). The add-to-cart
 * refusals come from @plinth/commerce and @plinth/forms, so the islands and the server say the same.
 */

/** The cookie names no open cart of the site, or the cart is not writable any more. */
export const CART_NOT_FOUND = 'Cart not found.';
/** The item is not a product of this site. */
export const ITEM_NOT_FOUND = 'Item not found.';
/** The cart has no such entry. */
export const ENTRY_NOT_FOUND = 'Cart entry not found.';
/** The stock refusal shown to the visitor (storefront.md §5). */
export const NOT_ENOUGH_STOCK_MESSAGE: string = MESSAGES.addToCart.notEnoughStock;
/** The item has no variant with that SKU. */
export const VARIANT_UNAVAILABLE: string = MESSAGES.addToCart.variantUnavailable;
/** A quantity that is not a whole number in range. */
export const QUANTITY_NOT_WHOLE: string = MESSAGES.addToCart.quantityNotWhole;
/** Additional-field answers that are not a JSON object. */
export const BAD_ADDITIONAL_FIELDS: string = FORM_MESSAGES.parseError;
/** Past the add-to-cart limit (429). */
export const TRY_AGAIN_SOON = 'Please try again in a few seconds.';
