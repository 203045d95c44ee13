/**
 * Checkout page texts the spec does not word (Plinth's wording).
 */

export const CHECKOUT_TEXT = {
  loading: 'Loading checkout…',
  contact: 'Contact',
  email: 'Email',
  shipping: 'Shipping',
  coupon: 'Coupon code',
  giftCard: 'Gift card code',
  missingEmail: 'Enter your email address.',
  missingAddress: 'Enter your shipping address.',
} as const;
