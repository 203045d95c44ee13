/**
 * Feature and entitlement flags and external account services (platform.md §3 Enumerations:
 * "Feature and entitlement flags 1-70 …", "External account service ids 1-82 …").
 *
 * The spec names these flags and service kinds but gives no code for any one of them, only the
 * ranges. So every code of a range is reserved here (`FEATURE_FLAG_CODES`,
 * `EXTERNAL_ACCOUNT_SERVICE_CODES`), the names are listed without invented numbers, and a code from
 * outside (an import, an export of the hosted builder) is accepted when it lies in its range.
 * A self-hosted Plinth site is entitled to every flag: nothing is sold per site.
 */

/** Codes 1-70 are reserved for the feature and entitlement flags; the spec does not assign them one by one. */
export const FEATURE_FLAG_CODES = Object.freeze({ min: 1, max: 70 } as const);

/**
 * The flags platform.md names, in its order. `API_ACCESS_*` are the six areas an API key may be
 * scoped to (docs/public-api.md).
 */
export const FEATURE_FLAGS = Object.freeze([
  'COMMERCE',
  'SUBSCRIPTIONS',
  'GIFT_CARDS',
  'BUY_NOW_PAY_LATER_PROVIDERS',
  'NATIVE_PRODUCT_REVIEWS',
  'IMPORTED_PRODUCT_REVIEWS',
  'SITE_USER_ACCOUNTS',
  'POINT_OF_SALE',
  'BULK_MANAGER',
  'RESTOCK_NOTIFICATIONS',
  'RELATED_PRODUCTS',
  'AUTOMATIC_TAX',
  'MULTICURRENCY_BETA',
  'API_ACCESS_ORDERS',
  'API_ACCESS_INVENTORY',
  'API_ACCESS_PRODUCTS',
  'API_ACCESS_TRANSACTIONS',
  'API_ACCESS_PROFILES',
  'API_ACCESS_FORMS',
] as const);
/** A feature or entitlement flag named by the spec, e.g. `'GIFT_CARDS'`. */
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

/** Human labels of the flags, as the billing screen lists them. */
export const FEATURE_FLAG_LABELS: Readonly<Record<FeatureFlag, string>> = Object.freeze({
  COMMERCE: 'Commerce',
  SUBSCRIPTIONS: 'Subscriptions',
  GIFT_CARDS: 'Gift cards',
  BUY_NOW_PAY_LATER_PROVIDERS: 'Buy now, pay later providers',
  NATIVE_PRODUCT_REVIEWS: 'Product reviews',
  IMPORTED_PRODUCT_REVIEWS: 'Imported product reviews',
  SITE_USER_ACCOUNTS: 'Customer accounts',
  POINT_OF_SALE: 'Point of sale',
  BULK_MANAGER: 'Bulk product manager',
  RESTOCK_NOTIFICATIONS: 'Restock notifications',
  RELATED_PRODUCTS: 'Related products',
  AUTOMATIC_TAX: 'Automatic tax',
  MULTICURRENCY_BETA: 'Multicurrency (beta)',
  API_ACCESS_ORDERS: 'API access: orders',
  API_ACCESS_INVENTORY: 'API access: inventory',
  API_ACCESS_PRODUCTS: 'API access: products',
  API_ACCESS_TRANSACTIONS: 'API access: transactions',
  API_ACCESS_PROFILES: 'API access: profiles',
  API_ACCESS_FORMS: 'API access: forms',
});

/** The flags a site is entitled to. A self-hosted site has them all. */
export function siteEntitlements(): readonly FeatureFlag[] {
  return FEATURE_FLAGS;
}

/** Whether a number is a feature-flag code (an integer of the reserved range 1-70). */
export function isFeatureFlagCode(code: unknown): code is number {
  return Number.isInteger(code) && (code as number) >= FEATURE_FLAG_CODES.min && (code as number) <= FEATURE_FLAG_CODES.max;
}

/** Codes 1-82 are reserved for external account services; the spec does not assign them one by one. */
export const EXTERNAL_ACCOUNT_SERVICE_CODES = Object.freeze({ min: 1, max: 82 } as const);

/** The kinds of external account the spec names: social and storage accounts, payment accounts and others. */
export const EXTERNAL_ACCOUNT_KINDS = Object.freeze(['social', 'storage', 'payment', 'other'] as const);
/** A kind of external account. */
export type ExternalAccountKind = (typeof EXTERNAL_ACCOUNT_KINDS)[number];

/** Whether a number is an external account service id (an integer of the reserved range 1-82). */
export function isExternalAccountServiceId(id: unknown): id is number {
  return Number.isInteger(id) && (id as number) >= EXTERNAL_ACCOUNT_SERVICE_CODES.min && (id as number) <= EXTERNAL_ACCOUNT_SERVICE_CODES.max;
}
