/**
 * The stock check before a product form opens (storefront §5, §7):
 * the contract's `getInventoryStock` (`?itemId=…`) → `{ results: [{ unlimited, qtyInStock }] }`,
 * in stock per `isInStockForForm` against what the cart already holds of
 * that item and variant.
 */
import type { RouteAnswer } from '@plinth/api/client';
import { getInventoryStock } from '@plinth/api/client/routes/getInventoryStock';
import { isInStockForForm } from '@plinth/commerce';
import { jsonCall, type JsonCall } from './api/json-call.ts';

/** The inventory call's answer (the contract's `getInventoryStock.response`). */
export type InventoryAnswer = RouteAnswer<'getInventoryStock'>;

/** One result of the inventory call (a variant's stock). */
export type InventoryResult = InventoryAnswer['results'][number];

/**
 * True when in stock, false when not, null when the call failed. Results of
 * the variant are used when the answer names variants, else all of them.
 */
export async function checkStockForForm(itemId: string, variantId: string, quantityInCart: number, call: JsonCall = jsonCall): Promise<boolean | null> {
  const result = await call(getInventoryStock, { query: { itemId } });
  // An old server may answer without results: read the answer as partial.
  const answer = result.ok ? (result.value as Partial<InventoryAnswer>) : null;
  if (!answer || !Array.isArray(answer.results)) return null;
  const all = answer.results;
  const mine = all.filter((r) => r.variantId === variantId);
  return isInStockForForm(mine.length > 0 ? mine : all, quantityInCart);
}
