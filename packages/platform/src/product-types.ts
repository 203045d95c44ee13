/** Product types (platform.md §3 Enumerations): the one table of their names and codes, and the conversions. */

/** Product types. `PAYWALL` exists outside the template layer only (see `TEMPLATE_PRODUCT_TYPES`). */
export const PRODUCT_TYPES = Object.freeze({ PHYSICAL: 1, DIGITAL: 2, SERVICE: 3, GIFT_CARD: 4, PAYWALL: 5 } as const);
/** The name of a product type. */
export type ProductType = keyof typeof PRODUCT_TYPES;
/** The numeric code of a product type (1-5). */
export type ProductTypeCode = (typeof PRODUCT_TYPES)[ProductType];

/** The product types the template layer knows (codes 1-4); any other code is "unknown". */
export const TEMPLATE_PRODUCT_TYPES = Object.freeze({
  PHYSICAL: PRODUCT_TYPES.PHYSICAL,
  DIGITAL: PRODUCT_TYPES.DIGITAL,
  SERVICE: PRODUCT_TYPES.SERVICE,
  GIFT_CARD: PRODUCT_TYPES.GIFT_CARD,
} as const);
/** A product type of the template layer, which is also what the store sells (`@plinth/commerce`'s `ProductType`). */
export type TemplateProductType = keyof typeof TEMPLATE_PRODUCT_TYPES;

// Indexed by code, so a lookup is one array read (the template engine asks per product per tag);
// filled with null first so the array has no holes (a holey array reads slower).
const NAMES_BY_CODE: readonly (ProductType | null)[] = (() => {
  const names: (ProductType | null)[] = new Array<ProductType | null>(Math.max(...Object.values(PRODUCT_TYPES)) + 1).fill(null);
  for (const [name, code] of Object.entries(PRODUCT_TYPES)) names[code] = name as ProductType;
  return Object.freeze(names);
})();

/**
 * The code of a product type, as stored and as the template context's `structuredContent.productType`.
 * @example productTypeCode('DIGITAL') // 2
 */
export function productTypeCode(name: ProductType): ProductTypeCode {
  return PRODUCT_TYPES[name];
}

/**
 * The product type of a code, or null for anything else. Only the number itself matches: convert
 * text first (`productTypeName(Number(text))`) where the source is lenient.
 * @example productTypeName(5) // 'PAYWALL'
 * @example productTypeName('2') // null
 */
export function productTypeName(code: unknown): ProductType | null {
  return typeof code === 'number' && code >= 0 && code < NAMES_BY_CODE.length && Number.isInteger(code) ? NAMES_BY_CODE[code] : null;
}

/**
 * The product type of a code the template layer knows (1-4), or null ("unknown": `PAYWALL`, other
 * numbers, anything not a number).
 * @example templateProductTypeName(4) // 'GIFT_CARD'
 * @example templateProductTypeName(5) // null
 */
export function templateProductTypeName(code: unknown): TemplateProductType | null {
  const name = productTypeName(code);
  return name === null || name === 'PAYWALL' ? null : name;
}
