import { isSoldOut, type Variant } from '@plinth/commerce';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { getProduct, type ProductRecord } from '../catalog/index.ts';
import { RESTOCK_MESSAGES } from './messages.ts';

/** A product and one of its variants. */
export interface RestockItem {
  product: ProductRecord;
  variant: Variant;
}

/**
 * The product and variant a restock call names, on this site.
 * @throws AppError NOT_FOUND 'This item could not be found.' when either is unknown or they do not belong together
 */
export async function findRestockItem(db: Kysely<Schema>, websiteId: string, productId: string, variantId: string): Promise<RestockItem> {
  const product = await getProduct(db, websiteId, productId);
  const variant = product?.variants.find((v) => v.id === variantId);
  if (!product || !variant) throw new AppError('NOT_FOUND', RESTOCK_MESSAGES.notFound);
  return { product, variant };
}

/** Whether the variant has nothing to sell: tracked, finite stock at zero (digital goods never sell out). */
export function variantSoldOut({ product, variant }: RestockItem): boolean {
  return isSoldOut({ productType: product.productType, variants: [variant] });
}

/** 'M / Forest' from the attributes in option order; the SKU when the variant has no options. */
export function variantDescriptor(attributes: Record<string, string>, optionOrder: readonly string[], sku: string): string {
  const names = [...optionOrder, ...Object.keys(attributes).filter((name) => !optionOrder.includes(name))];
  const values = names.map((name) => attributes[name]).filter((value): value is string => typeof value === 'string' && value !== '');
  return values.length ? values.join(' / ') : sku;
}
