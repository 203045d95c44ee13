/**
 * Variant options of a product: their names, their values, and the variant a
 * visitor's choice designates.
 */
import type { Product, Variant } from './types.ts';

// Own keys only: an option named "constructor" must not read Object.prototype.
function own(record: Record<string, string>, key: string): string | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/**
 * Option names in display order: `variantOptionOrdering` when set, else the
 * attribute keys in order of first appearance across the variants.
 * @example optionNames({ variantOptionOrdering: [], variants: [{ attributes: { Size: 'S', Color: 'Red' } }] })
 * // ['Size', 'Color']
 */
export function optionNames(product: Pick<Product, 'variantOptionOrdering' | 'variants'>): string[] {
  if (product.variantOptionOrdering.length > 0) return [...product.variantOptionOrdering];
  const names = new Set<string>();
  for (const variant of product.variants) for (const name of Object.keys(variant.attributes)) names.add(name);
  return [...names];
}

/**
 * The distinct values of one option, in order of first appearance.
 * @example optionValues(product, 'Size') // ['S', 'M', 'L']
 */
export function optionValues(product: Pick<Product, 'variants'>, optionName: string): string[] {
  const values = new Set<string>();
  for (const variant of product.variants) {
    const value = own(variant.attributes, optionName);
    if (value !== undefined) values.add(value);
  }
  return [...values];
}

/**
 * The options a visitor has not chosen yet (no value, or an empty one), in display order.
 */
export function unselectedOptions(
  product: Pick<Product, 'variantOptionOrdering' | 'variants'>,
  selected: Record<string, string>,
): string[] {
  return optionNames(product).filter((name) => !own(selected, name));
}

/**
 * The variant whose attributes match the selection on every option name. A
 * product without options designates its variant only when it has exactly one.
 * Returns null when nothing (or something incomplete) matches.
 * @example findVariant(product, { Size: 'M' }) // the M variant
 */
export function findVariant(
  product: Pick<Product, 'variantOptionOrdering' | 'variants'>,
  selected: Record<string, string>,
): Variant | null {
  const names = optionNames(product);
  if (names.length === 0) return product.variants.length === 1 ? product.variants[0] : null;
  if (names.some((name) => !own(selected, name))) return null;
  return product.variants.find((variant) => names.every((name) => own(variant.attributes, name) === selected[name])) ?? null;
}
