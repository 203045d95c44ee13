/** @plinth/commerce: pure commerce logic shared by the server and the storefront islands. */
export type { Product, ProductType, Variant } from './types.ts';
export {
  CURRENCIES,
  CURRENCY_CODES,
  DEFAULT_CURRENCY,
  NBSP,
  fractionDigits,
  isSupportedCurrency,
  type CurrencyCode,
  type CurrencyFormat,
} from './currencies.ts';
export { amountToMinor, minorToAmount, minorToDecimalString } from './amount.ts';
export { MAX_INTEGER_PLACES, formatMoney, moneyFromMinor, type FormatMoneyOptions, type MoneyValue } from './money.ts';
export {
  displayState,
  effectivePriceCents,
  hasVariedPrices,
  isOnSale,
  isSoldOut,
  priceRange,
  showsQuantityInput,
  totalStock,
  tracksStock,
  type DisplayState,
  type QuantityInputSettings,
} from './product-rules.ts';
export { findVariant, optionNames, optionValues, unselectedOptions } from './product-options.ts';
export {
  isInStockForForm,
  validateAddToCart,
  type AddToCartRequest,
  type AddToCartResult,
  type StockResult,
} from './add-to-cart-validation.ts';
export {
  buildCartEntry,
  buildShoppingCart,
  type CartEntry,
  type CartEntryInput,
  type CartInput,
  type ShoppingCart,
} from './cart.ts';
export {
  PILL_CART_COUNT_CAP,
  cartAriaLabel,
  pillCartCountText,
  pillCartSubtotalText,
  showsPillCart,
  type PillCartPage,
} from './pill-cart.ts';
export {
  ADDED_DELAY_MS,
  ADDED_DURATION_MS,
  ERROR_RESET_MS,
  MESSAGES,
  addEntryFailureMessage,
  addEntryFailureTitle,
  fillMessage,
  selectOptionsMessage,
  type AddEntryFailure,
} from './messages.ts';
export {
  QUANTITY_DEFAULT,
  QUANTITY_MAX,
  QUANTITY_MIN,
  QUANTITY_STEP,
  parseQuantity,
  type ParsedQuantity,
} from './quantity.ts';
