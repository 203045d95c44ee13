/**
 * The add-product form as plain data, and its check: turns what the owner
 * typed into the `POST /api/owner/products` body, or says what to fix.
 */
import type { createOwnerProduct } from '@plinth/api';
import type { z } from 'zod';
import type { ProductType } from '@plinth/platform';
import type { CurrencyCode } from '@plinth/commerce';
import { centsToInput, inputToCents } from '../../money.ts';

/** A variant row of the form, as typed. */
export interface VariantDraft {
  sku: string;
  /** Option name → value; keys follow {@link ProductDraft.options}. */
  values: Record<string, string>;
  price: string;
  stock: string;
  unlimited: boolean;
}

/** The whole form, as typed. */
export interface ProductDraft {
  collectionId: string;
  title: string;
  description: string;
  /** The types an owner creates here (gift cards and paywalls are made elsewhere). */
  productType: Exclude<ProductType, 'GIFT_CARD' | 'PAYWALL'>;
  /** Option names, comma-separated as typed, e.g. 'Size, Colour'. */
  options: string;
  variants: VariantDraft[];
}

/** Body of `createOwnerProduct`. */
export interface NewProductBody {
  collectionId: string;
  title: string;
  description: string;
  productType: z.input<typeof createOwnerProduct.body>['productType'];
  variantOptionOrdering: string[];
  variants: Array<{ sku: string; priceCents: number; qtyInStock: number; unlimited: boolean; attributes: Record<string, string> }>;
}

/** An empty variant row. */
export const emptyVariant = (): VariantDraft => ({ sku: '', values: {}, price: '', stock: '0', unlimited: false });

/**
 * Option names from the typed list: trimmed, empty ones dropped, duplicates kept once.
 * @example optionNames(' Size, Colour,,size ') // ['Size', 'Colour']
 */
export function optionNames(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name && !seen.has(name.toLowerCase()) && seen.add(name.toLowerCase()));
}

/**
 * Checks the draft and builds the request body; the first problem found is
 * returned as a sentence that names the field. Prices are read in `currency`
 * (the site's), with its fraction digits.
 */
export function productBody(draft: ProductDraft, currency: CurrencyCode): { body: NewProductBody } | { problem: string } {
  if (!draft.collectionId) return { problem: 'Choose the store the product goes in.' };
  const title = draft.title.trim();
  if (!title) return { problem: 'Title is required.' };
  if (!draft.variants.length) return { problem: 'Add at least one variant.' };
  const options = optionNames(draft.options);
  const combinations = new Set<string>();
  const variants: NewProductBody['variants'] = [];
  for (const [index, row] of draft.variants.entries()) {
    const n = index + 1;
    const attributes: Record<string, string> = {};
    for (const option of options) {
      const value = (row.values[option] ?? '').trim();
      if (!value) return { problem: `Variant ${n}: ${option} is required.` };
      attributes[option] = value;
    }
    const key = JSON.stringify(attributes);
    if (options.length && combinations.has(key)) return { problem: `Variant ${n} repeats the options of another variant.` };
    combinations.add(key);
    const priceCents = inputToCents(row.price, currency);
    if (priceCents === null) return { problem: `Variant ${n}: the price must be an amount like ${centsToInput(1995, currency)}.` };
    const qtyInStock = row.unlimited ? 0 : Number(row.stock.trim());
    if (!row.unlimited && (!/^\d+$/.test(row.stock.trim()) || !Number.isSafeInteger(qtyInStock))) {
      return { problem: `Variant ${n}: the stock must be a whole number of 0 or more.` };
    }
    variants.push({ sku: row.sku.trim(), priceCents, qtyInStock, unlimited: row.unlimited, attributes });
  }
  if (!options.length && variants.length > 1) return { problem: 'Name the options (e.g. Size) that tell the variants apart.' };
  return {
    body: { collectionId: draft.collectionId, title, description: draft.description.trim(), productType: draft.productType, variantOptionOrdering: options, variants },
  };
}
