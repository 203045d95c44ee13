/**
 * The one catalogue of visitor-facing storefront text (storefront.md §2, §4,
 * §5, §8, §9; platform.md §9). Texts are verbatim from the spec, `{name}`
 * placeholders are filled with `fillMessage`. Site-form text lives in
 * `FORM_MESSAGES` of @plinth/forms.
 */

export const MESSAGES = {
  /** Add-to-cart button states (§4); the ellipsis is the single character U+2026. */
  button: { addToCart: 'Add to Cart', adding: 'Adding…', added: 'Added!' },
  /** Alert titles when adding fails (§8). */
  alertTitle: {
    addItem: 'Unable to Add Item',
    purchaseItem: 'Unable to Purchase Item',
    purchaseGiftCard: 'Unable to purchase Gift Card',
  },
  /** Add-to-cart validation (§5). */
  addToCart: {
    selectOneOption: 'Please select the {option} option.',
    selectTwoOptions: 'Please select the {option1} and {option2} options.',
    selectManyOptions: 'Please select the {optionsList} and {lastOption} options.',
    variantUnavailable: 'Sorry, that item variant is unavailable. Please select another variant.',
    notEnoughStock: 'Sorry, we do not have enough of that item available.',
    quantityNotNumber: 'Quantity must be a number.',
    quantityNotWhole: 'Quantity must be a whole number',
    giftCardDenomination: 'Select a denomination for the Gift Card',
  },
  /** Add-entry failures (§8). */
  addEntry: {
    sessionExpired: 'Your session has expired. Please reload the page and try again.',
    enableCookies: 'Please enable cookies in your browser, reload the page, and try again.',
    rateLimited: 'Please try again in a few seconds.',
  },
  /** Other cart wording (§8). */
  cart: {
    unableToUpdateQuantity: 'Unable to update quantity',
    unableToUpdateForm: 'Unable to update form',
    unableToOpenForm: 'Unable to open form',
    unableToRemoveItem: 'Unable to remove item',
    unableToAddItem: 'Unable to add item',
    checkConnection: 'Please check your internet connection.',
    tryAgain: 'Please try again.',
    empty: 'You have nothing in your shopping cart.',
    minimumSubtotal: 'To check out, your order subtotal must be {subtotal} or more.',
  },
  /** Pill cart and cart badge (§4, §9; platform.md §9). */
  cartLabel: {
    overflowCount: '100+',
    itemSingular: 'item',
    itemPlural: 'items',
    emptyAria: 'Cart',
    oneAria: 'One item in cart',
    manyAria: '{n} items in cart',
    overflowAria: 'More than 100 items in cart',
  },
  /** Installment badge (§4). */
  installment: { inRange: 'or {installment} with' },
  /** Default widget labels of the template layer (platform.md §9; note 'Add To Cart' capitalisation there). */
  widgetLabel: {
    addToCart: 'Add To Cart',
    subscribe: 'Subscribe',
    quantity: 'Quantity',
    quickView: 'Quick View',
    soldOut: 'sold out',
    sale: 'sale',
    selectValue: 'Select Value',
    selectVariant: 'Select {variantName}',
    noAnswer: 'N/A',
  },
} as const;

/** Add-to-cart button timings (§4, §9). */
export const ADDED_DELAY_MS = 1000;
export const ADDED_DURATION_MS = 2000;
export const ERROR_RESET_MS = 1000;

/**
 * Replaces `{name}` placeholders; unknown names are left as they are.
 * @example fillMessage('{n} items in cart', { n: 3 }) // '3 items in cart'
 */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : match,
  );
}

/**
 * The message for unselected options: one, two, or three and more (joined by
 * ', ' before the last). Empty list → ''.
 * @example selectOptionsMessage(['Size', 'Color', 'Fit']) // 'Please select the Size, Color and Fit options.'
 */
export function selectOptionsMessage(names: readonly string[]): string {
  const texts = MESSAGES.addToCart;
  if (names.length === 0) return '';
  if (names.length === 1) return fillMessage(texts.selectOneOption, { option: names[0] });
  if (names.length === 2) return fillMessage(texts.selectTwoOptions, { option1: names[0], option2: names[1] });
  return fillMessage(texts.selectManyOptions, {
    optionsList: names.slice(0, -1).join(', '),
    lastOption: names[names.length - 1],
  });
}

export interface AddEntryFailure {
  /** HTTP status; 0 when the request never got an answer. */
  status: number;
  /** The server rejected the crumb (session token). */
  crumbFailure: boolean;
  cookiesEnabled: boolean;
  serverMessage?: string | null;
}

/**
 * The alert text when adding to the cart fails (§8): crumb failure first (by
 * cookie state), then 429, then the server's message. Without a server message:
 * the connection hint when there was no answer, else 'Please try again.'.
 */
export function addEntryFailureMessage({ status, crumbFailure, cookiesEnabled, serverMessage }: AddEntryFailure): string {
  if (crumbFailure) return cookiesEnabled ? MESSAGES.addEntry.sessionExpired : MESSAGES.addEntry.enableCookies;
  if (status === 429) return MESSAGES.addEntry.rateLimited;
  if (serverMessage) return serverMessage;
  return status === 0 ? MESSAGES.cart.checkConnection : MESSAGES.cart.tryAgain;
}

/**
 * The alert title for a failed add (§8): gift card, express checkout, or a plain add.
 */
export function addEntryFailureTitle({ giftCard = false, expressCheckout = false } = {}): string {
  if (giftCard) return MESSAGES.alertTitle.purchaseGiftCard;
  return expressCheckout ? MESSAGES.alertTitle.purchaseItem : MESSAGES.alertTitle.addItem;
}
