/*
 * The storefront's visitor strings of the pages (storefront.md §2, platform.md §9; exact wording).
 */

/** Default storefront labels, the `localizedStrings` of every page's context (storefront.md §2, platform.md §9). */
export const LOCALIZED_STRINGS = Object.freeze({
  productAddToCartText: 'Add to Cart',
  productSubscribeText: 'Subscribe',
  productQuantityText: 'Quantity',
  productQuickViewText: 'Quick View',
  productSoldOutText: 'sold out',
  productSaleText: 'sale',
  productVariantSelectText: 'Select {variantName}',
  productPriceFromText: 'from {fromPrice}',
  productSummaryFormNoAnswerText: 'N/A',
});

/** Page titles (before ' — <site name>'). */
export const PAGE_TITLES = Object.freeze({
  cart: 'Cart',
  checkout: 'Checkout',
  subscription: 'Subscription',
  notFound: 'Page not found',
  /** The error page (101). */
  error: 'Something went wrong',
  /** The order-confirmed page. */
  order: (orderNumber: number): string => `Order #${orderNumber}`,
});

/** The editor preview of a page, post or product the site does not have. */
export const PREVIEW_NOT_FOUND = 'Unable to locate content.';
