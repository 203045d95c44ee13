/**
 * The product and inventory calls of the owner API, in one place so the
 * views stay about views. Each resolves with the updated record.
 */
import type { moveVariantStock, updateOwnerVariant } from '@plinth/api';
import type { z } from 'zod';
import type { ApiClient } from '../../api/client.ts';
import type { OwnerProduct, OwnerVariant } from '../../api/types.ts';

/** Editable fields of a variant (stock moves through {@link moveStock}). */
export type VariantChanges = z.input<typeof updateOwnerVariant.body>;

/** `PATCH /api/owner/variants/:id`. */
export async function updateVariant(api: ApiClient, id: string, changes: VariantChanges): Promise<OwnerVariant> {
  const answer = await api.send<z.infer<typeof updateOwnerVariant.response>>('PATCH', `/api/owner/variants/${encodeURIComponent(id)}`, changes);
  return answer.variant;
}

/** `POST /api/owner/variants/:id/stock { delta }`: a stock movement, not an overwrite, so concurrent sales are kept. */
export async function moveStock(api: ApiClient, id: string, delta: number): Promise<OwnerVariant> {
  const answer = await api.send<z.infer<typeof moveVariantStock.response>>('POST', `/api/owner/variants/${encodeURIComponent(id)}/stock`, { delta });
  return answer.variant;
}

/** `DELETE /api/owner/products/:id`. */
export async function removeProduct(api: ApiClient, id: string): Promise<void> {
  await api.send('DELETE', `/api/owner/products/${encodeURIComponent(id)}`);
}

/** `DELETE /api/owner/variants/:id`. */
export async function removeVariant(api: ApiClient, id: string): Promise<void> {
  await api.send('DELETE', `/api/owner/variants/${encodeURIComponent(id)}`);
}

/** A product with one variant replaced. */
export function withVariant(product: OwnerProduct, variant: OwnerVariant): OwnerProduct {
  return { ...product, variants: product.variants.map((v) => (v.id === variant.id ? { ...v, ...variant } : v)) };
}

/** Total stock of a product, or null when any variant is unlimited. */
export function totalStock(product: OwnerProduct): number | null {
  if (product.variants.some((v) => v.unlimited)) return null;
  return product.variants.reduce((sum, v) => sum + v.qtyInStock, 0);
}

/** Lowest and highest current price (sale price when on sale). */
export function priceRange(product: OwnerProduct): [number, number] | null {
  if (!product.variants.length) return null;
  const prices = product.variants.map((v) => (v.onSale ? v.salePriceCents : v.priceCents));
  return [Math.min(...prices), Math.max(...prices)];
}
