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
export { MAX_INTEGER_PLACES, formatMinorDigits, formatMoney, moneyFromMinor, type FormatMoneyOptions, type MoneyValue } from './money.ts';
export {
  displayState,
  hasVariants,
  isOnSale,
  isSoldOut,
  showsQuantityInput,
  totalStock,
  tracksStock,
  type DisplayState,
  type QuantityInputSettings,
  type StockedVariant,
} from './product-rules.ts';
export {
  effectivePriceCents,
  fromPriceVariant,
  hasVariedPrices,
  priceRange,
  pricedVariants,
  regularPriceVariant,
  salePriceVariant,
  type PricedProduct,
  type PricedVariant,
} from './product-prices.ts';
export { findVariant, optionNames, optionValues, unselectedOptions } from './product-options.ts';
export {
  contentVariants,
  contextContent,
  contextItem,
  contextProduct,
  contextState,
  contextStock,
  contextVariants,
  type ContextItem,
  type ContextProduct,
  type ContextState,
} from './context-product.ts';
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
export { RESTOCK_MESSAGES } from './restock-messages.ts';
export {
  QUANTITY_DEFAULT,
  QUANTITY_MAX,
  QUANTITY_MIN,
  QUANTITY_STEP,
  parseQuantity,
  type ParsedQuantity,
} from './quantity.ts';
export { BASIS_POINTS_PER_WHOLE, applyBasisPoints } from './basis-points.ts';
export { prorate } from './prorate.ts';
export { shipsToCountry, type ShippingLocation } from './shipping-location.ts';
export {
  priceShippingOptions,
  selectShippingOption,
  shippingOptionCost,
  type PricedShippingOption,
  type ShippingBasis,
  type ShippingOption,
} from './shipping-options.ts';
export {
  DEFAULT_TAX_CATEGORY,
  calculateTax,
  taxRuleMatches,
  type AppliedTaxRule,
  type TaxRule,
  type TaxableLine,
} from './tax-rules.ts';
export {
  SHIPPING_RATE_KINDS,
  cartWeightGrams,
  offerShippingRates,
  shippingRateCost,
  zoneFor,
  type OfferedShippingRate,
  type ShippingRate,
  type ShippingRateKind,
  type ShippingZone,
  type ZonePlace,
} from './shipping-rates.ts';
export { TAX_INCLUSIVE_COUNTRIES, calculateTaxLines, taxRateMatches, usuallyTaxInclusive, type OrderTax, type TaxLine, type TaxRate, type TaxedLine } from './tax-lines.ts';
export {
  couponDiscount,
  evaluateCoupons,
  normalizeCouponCode,
  type AppliedCoupon,
  type Coupon,
  type CouponResult,
  type InvalidCoupon,
  type InvalidCouponReason,
} from './coupons.ts';
export {
  DISCOUNT_KINDS,
  INVALID_DISCOUNT_REASONS,
  evaluateDiscounts,
  isAutomaticDiscount,
  withShippingCost,
  type AppliedDiscount,
  type Discount,
  type DiscountInput,
  type DiscountKind,
  type DiscountLine,
  type DiscountResult,
  type InvalidDiscount,
  type InvalidDiscountReason,
} from './discounts.ts';
export { meetsMinimumSubtotal, minimumSubtotalMessage } from './minimum-subtotal.ts';
export {
  calculateTotals,
  type CheckoutEntry,
  type CheckoutInput,
  type CheckoutTotals,
  type OfferedShipping,
} from './checkout-totals.ts';
export {
  INSTALLMENT_LANGUAGES,
  INSTALLMENT_PROVIDERS,
  US_TERRITORIES,
  installmentCountry,
  installmentLanguage,
  installmentLocale,
  installmentModalPath,
  installmentProvider,
  type InstallmentCountry,
  type InstallmentLocale,
  type InstallmentProvider,
} from './installment-locale.ts';
export {
  DEFAULT_NUM_INSTALLMENTS,
  INSTALLMENT_MESSAGES,
  installmentBadge,
  installmentBadgeAt,
  installmentPlacement,
  installmentSchedule,
  isInstallmentInRange,
  type InstallmentBadge,
  type InstallmentBadgeInput,
  type InstallmentContext,
  type InstallmentPlacement,
} from './installments.ts';
export {
  SUBSCRIPTION_UNAVAILABLE,
  canSubscribe,
  subscriptionPeriodText,
  subscriptionPriceText,
  validateSubscriptionRequest,
  type BillingPeriodUnit,
  type SubscriptionPlan,
  type SubscriptionRefusal,
  type SubscriptionRequestResult,
} from './subscriptions.ts';
export {
  GIFT_CARD_ALPHABET,
  GIFT_CARD_CODE_LENGTH,
  GIFT_CARD_MESSAGES,
  generateGiftCardCode,
  isGiftCardCodeFormat,
  normalizeGiftCardCode,
  redeemGiftCard,
  type GiftCardRedemption,
  type RandomBytes,
} from './gift-cards.ts';
export {
  orderForAnalytics,
  purchaseEventValue,
  type AnalyticsOrder,
  type AnalyticsOrderItem,
  type OrderInput,
} from './purchase-event.ts';
export {
  CARD_MESSAGES,
  TEST_CARD_3DS,
  TEST_CARD_DECLINED,
  TEST_CARD_SUCCESS,
  isCardExpired,
  luhnValid,
  parseCardExpiry,
  validateCard,
  type CardField,
  type CardResult,
} from './card-test-numbers.ts';
