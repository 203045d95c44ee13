/**
 * Every message of the discounts feature. The storefront spec words none for discounts (it names
 * only the cart's coupons, validCoupons, invalidCoupons and discountCents), so these are Plinth's,
 * written to be read by the owner beside the field, or by the buyer at checkout.
 */
export const DISCOUNT_MESSAGES = {
  notFound: 'Discount not found.',
  codeRequired: 'Code is required for a discount the buyer enters.',
  codeNotAllowed: 'An automatic discount has no code.',
  titleRequired: 'Title is required for an automatic discount: the buyer sees it at checkout.',
  codeTaken: (code: string) => `The code ${code} is used by another discount.`,
  percentRequired: 'Percentage is required for a percentage discount.',
  amountRequired: 'Amount is required for an amount-off discount.',
  valueNotAllowed: 'Free shipping takes no percentage or amount.',
  endBeforeStart: 'End must be after the start.',
  unknownProduct: (id: string) => `Unknown product: ${id}.`,
  /** At payment, when racing orders used the last of a discount meanwhile. */
  noLongerAvailable: (name: string) => `Sorry, the discount ${name} is no longer available. Please review your order.`,
} as const;
