/** The discounts feature's public face: checkout, the seed and tests import only this. */
export { appliedDiscounts, checkoutDiscountsJson, loadDiscountsForCheckout, type CheckoutDiscounts, type CheckoutDiscountsJson } from './checkout-discounts.ts';
export { confirmDiscountUses, DiscountNoLongerAvailable, releaseDiscountUses, reserveDiscountUses } from './redemptions.ts';
export { createDiscount, type DiscountBody } from './discounts-service.ts';
export { orderDiscountLines, type OrderDiscountLine } from './order-discounts.ts';
