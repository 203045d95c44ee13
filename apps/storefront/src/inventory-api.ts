/**
 * The stock check before a product form opens (storefront §5, §7):
 * `GET /api/commerce/inventory/stock/?itemId=…` → `{ results: [{ unlimited, qtyInStock }] }`,
 * in stock per `isInStockForForm` against what the cart already holds of
 * that item and variant.
 */
import { isInStockForForm, type StockResult } from '@plinth/commerce';
import { jsonCall, type JsonCall } from './json-api.ts';

/** One result of the inventory call (a variant's stock). */
export interface InventoryResult extends StockResult {
  variantId?: string;
  sku?: string;
}

/**
 * True when in stock, false when not, null when the call failed. Results of
 * the variant are used when the answer names variants, else all of them.
 */
export async function checkStockForForm(itemId: string, variantId: string, quantityInCart: number, call: JsonCall = jsonCall): Promise<boolean | null> {
  const result = await call<{ results?: InventoryResult[] }>('GET', `/api/commerce/inventory/stock/?itemId=${encodeURIComponent(itemId)}`);
  if (!result.ok || !Array.isArray(result.value.results)) return null;
  const all = result.value.results;
  const mine = all.filter((r) => r.variantId === variantId);
  return isInStockForForm(mine.length > 0 ? mine : all, quantityInCart);
}
