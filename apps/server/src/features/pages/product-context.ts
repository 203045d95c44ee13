/**
 * Product items for the page context with what the storefront widgets need
 * beyond the catalogue: the additional-fields form (platform.md §3
 * `structuredContent.additionalFieldsForm`) and the instalment context per
 * item (storefront.md §3), plus the merchandising context of a page's products.
 */
import type { Kysely } from 'kysely';
import type { ProductRecord } from '../catalog/index.ts';
import type { Schema } from '../../infra/database/schema.ts';
import type { Website } from '../site/index.ts';
import { installmentContextOf } from './installment-context.ts';
import { merchandisingContext, siteMerchandising } from './merchandising.ts';
import { formsById } from '../forms/index.ts';
import { productToContextItem } from '../catalog/index.ts';

/** Context items of `products` (in order) and their `productMerchandisingContext`. */
export async function productItems(
  db: Kysely<Schema>,
  website: Website,
  products: readonly ProductRecord[],
  collectionUrl: (product: ProductRecord) => string,
): Promise<{ items: Record<string, unknown>[]; productMerchandisingContext: Record<string, unknown> }> {
  const forms = await formsById(db, website.id, products.map((product) => product.additionalFieldsFormId));
  const installmentContext = installmentContextOf(website);
  const items = products.map((product) => {
    const additionalFieldsForm = product.additionalFieldsFormId ? (forms.get(product.additionalFieldsFormId) ?? null) : null;
    return productToContextItem(product, collectionUrl(product), { additionalFieldsForm, installmentContext });
  });
  return { items, productMerchandisingContext: merchandisingContext(products, siteMerchandising(website.settings)) };
}
