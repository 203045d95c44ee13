/**
 * The stock check before a product form opens (storefront §5, §7):
 * `GET /api/commerce/inventory/stock/?itemId=…` → `{ results: [{ unlimited, qtyInStock }] }`,
 * in stock per `isInStockForForm` against what the cart already holds of
 * that item and variant.
 */
import type { getInventoryStock } from '@plinth/api';
import { isInStockForForm } from '@plinth/commerce';
import type { z } from 'zod';
import { jsonCall, type JsonCall } from './json-api.ts';

/** The inventory call's answer (the contract's `getInventoryStock.response`). */
export type InventoryAnswer = z.infer<typeof getInventoryStock.response>;

/** One result of the inventory call (a variant's stock). */
export type InventoryResult = InventoryAnswer['results'][number];

/**
 * True when in stock, false when not, null when the call failed. Results of
 * the variant are used when the answer names variants, else all of them.
 */
export async function checkStockForForm(itemId: string, variantId: string, quantityInCart: number, call: JsonCall = jsonCall): Promise<boolean | null> {
  const result = await call<Partial<InventoryAnswer>>('GET', `/api/commerce/inventory/stock/?itemId=${encodeURIComponent(itemId)}`);
  if (!result.ok || !Array.isArray(result.value.results)) return null;
  const all = result.value.results;
  const mine = all.filter((r) => r.variantId === variantId);
  return isInStockForForm(mine.length > 0 ? mine : all, quantityInCart);
}
