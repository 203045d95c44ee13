/**
 * The product and inventory calls of the owner API, in one place so the
 * views stay about views. Each resolves with the updated record.
 */
import type { updateOwnerVariant } from '@plinth/api';
import type { z } from 'zod';
import { useRouteMutation } from '../../api/use-route-mutation.ts';
import type { OwnerProduct, OwnerVariant } from '../../api/types.ts';

/** Editable fields of a variant (stock moves through {@link moveStock}). */
export type VariantChanges = z.input<typeof updateOwnerVariant.body>;

/**
 * The product and variant changes, each through the cache: once saved, the products list and
 * anything else showing the catalogue loads again.
 * @example const { updateVariant } = useProductCalls(); onChange(await updateVariant(variant.id, { sku }));
 */
export function useProductCalls() {
  const update = useRouteMutation('updateOwnerVariant');
  const move = useRouteMutation('moveVariantStock');
  const deleteProduct = useRouteMutation('deleteOwnerProduct');
  const deleteVariant = useRouteMutation('deleteOwnerVariant');
  return {
    updateVariant: async (id: string, changes: VariantChanges): Promise<OwnerVariant> => (await update({ params: { id }, body: changes })).variant,
    /** A stock movement (`delta`), not an overwrite, so concurrent sales are kept. */
    moveStock: async (id: string, delta: number): Promise<OwnerVariant> => (await move({ params: { id }, body: { delta } })).variant,
    removeProduct: async (id: string): Promise<void> => void (await deleteProduct({ params: { id } })),
    removeVariant: async (id: string): Promise<void> => void (await deleteVariant({ params: { id } })),
  };
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
