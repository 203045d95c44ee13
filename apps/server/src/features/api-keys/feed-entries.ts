import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { productTypeOf } from '../catalog/index.ts';
import { contentAccessFor } from '../member-areas/index.ts';
import { feedHead, feedItem, FEED_TAIL, type FeedEntry } from './feed-xml.ts';
import { plainText } from './plain-text.ts';
import { productRowsAfter, variantAttributes, variantsOfProducts, type ProductRow, type VariantRow } from './products-repository.ts';
import { encodeCursor } from '../../infra/database/cursor.ts';

/** Products read per query while the feed streams out: memory stays flat whatever the catalogue. */
const BATCH = 200;

/** An address on the site: absolute ones are kept, paths get the site's origin. */
const absolute = (origin: string, url: string) => (/^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`);

/** The feed entries of one product: one per variant. */
export function entriesOf(product: ProductRow, variants: VariantRow[], site: { origin: string; name: string; currency: string }): FeedEntry[] {
  const link = `${site.origin}/${product.collection_url_id}/${product.url_id}`;
  const description = plainText(product.excerpt || product.body_html);
  return variants.map((variant) => {
    const options = Object.values(variantAttributes(variant)).filter(Boolean);
    const onSale = variant.on_sale === 1 && variant.sale_price_cents < variant.price_cents;
    return {
      id: variant.sku || variant.id,
      groupId: variants.length > 1 ? product.id : null,
      title: variants.length > 1 && options.length ? `${product.title} - ${options.join(' / ')}` : product.title,
      description,
      link,
      imageLink: product.main_image_url ? absolute(site.origin, product.main_image_url) : null,
      priceCents: Number(variant.price_cents),
      salePriceCents: onSale ? Number(variant.sale_price_cents) : null,
      currency: site.currency,
      inStock: variant.unlimited === 1 || Number(variant.qty_in_stock) > 0,
      brand: site.name,
    };
  });
}

/**
 * The whole feed as chunks of text: the head, then the published products a batch at a time
 * (newest first), then the tail. Gift cards are left out (ad catalogues do not take them), and so
 * is whatever a member area keeps: the feed is read as a visitor who is not signed in reads the site.
 */
export async function* feedChunks(db: Kysely<Schema>, site: { id: string; origin: string; name: string; currency: string }, now: number): AsyncGenerator<string> {
  const access = await contentAccessFor(db, site.id, null, now);
  yield feedHead({ title: site.name, link: `${site.origin}/`, description: `Products of ${site.name}` });
  let cursor: string | undefined;
  for (;;) {
    const rows = await productRowsAfter(db, site.id, { cursor, limit: BATCH }, true);
    const page = rows.slice(0, BATCH);
    const variants = await variantsOfProducts(db, site.id, page.map((row) => row.id));
    let chunk = '';
    for (const product of page) {
      if (productTypeOf(product.product_type) === 'GIFT_CARD') continue;
      if (!access.canRead({ collectionId: product.collection_id, itemId: product.id })) continue;
      for (const entry of entriesOf(product, variants.get(product.id) ?? [], site)) chunk += feedItem(entry);
    }
    if (chunk) yield chunk;
    const last = page[page.length - 1];
    if (rows.length <= BATCH || !last) break;
    cursor = encodeCursor(Number(last.created_at), last.id);
  }
  yield FEED_TAIL;
}
