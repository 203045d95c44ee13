/** Commerce catalogues (platform.md §3 Enumerations): product types and subscription billing units. */

/** Product types. `PAYWALL` exists outside the template layer only (see `TEMPLATE_PRODUCT_TYPES`). */
export const PRODUCT_TYPES = Object.freeze({ PHYSICAL: 1, DIGITAL: 2, SERVICE: 3, GIFT_CARD: 4, PAYWALL: 5 } as const);
/** The name of a product type. */
export type ProductType = keyof typeof PRODUCT_TYPES;

/** The product types the template layer knows (codes 1-4); any other code is "unknown". */
export const TEMPLATE_PRODUCT_TYPES = Object.freeze({
  PHYSICAL: PRODUCT_TYPES.PHYSICAL,
  DIGITAL: PRODUCT_TYPES.DIGITAL,
  SERVICE: PRODUCT_TYPES.SERVICE,
  GIFT_CARD: PRODUCT_TYPES.GIFT_CARD,
} as const);

/** Units of a subscription's `billingPeriod`. */
export const BILLING_PERIOD_UNITS = Object.freeze(['WEEK', 'MONTH', 'YEAR'] as const);
/** A billing period unit. */
export type BillingPeriodUnit = (typeof BILLING_PERIOD_UNITS)[number];

/** `numBillingCycles` value of a subscription that runs until cancelled. */
export const INDEFINITE_BILLING_CYCLES = 0;
