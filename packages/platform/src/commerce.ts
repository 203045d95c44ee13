/** Subscription catalogues (platform.md §3 Enumerations): billing period units. Product types are in `product-types.ts`. */

/** Units of a subscription's `billingPeriod`. */
export const BILLING_PERIOD_UNITS = Object.freeze(['WEEK', 'MONTH', 'YEAR'] as const);
/** A billing period unit. */
export type BillingPeriodUnit = (typeof BILLING_PERIOD_UNITS)[number];

/** `numBillingCycles` value of a subscription that runs until cancelled. */
export const INDEFINITE_BILLING_CYCLES = 0;
