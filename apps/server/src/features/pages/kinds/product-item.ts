import { PAGE_TYPES } from '@plinth/platform';
import { findProductByUrlId, type CollectionRecord } from '../../catalog/index.ts';
import { termLinks } from '../../taxonomy/index.ts';
import { defineSitePageKind } from '../page-kind.ts';
import { productItems } from '../product-context.ts';
import { withSeo } from '../seo.ts';
import { collectionContext } from '../site-context.ts';

/** `/<shop>/<product>`: a product's page; an unknown product is the not-found page. */
export const productItemKind = defineSitePageKind<{ collection: CollectionRecord; urlId: string }>({
  name: 'product-item',
  match: async (scope) => {
    if (scope.segments.length !== 2) return null;
    const collection = await scope.collection();
    return collection?.type === 'products' ? { collection, urlId: scope.segments[1] as string } : null;
  },
  resolve: async ({ collection, urlId }, { db, website, page, sections, notFound }) => {
    const product = await findProductByUrlId(db, website.id, collection.id, urlId);
    if (!product) return notFound();
    const { items: [item], productMerchandisingContext } = await productItems(db, website, [product], () => collection.fullUrl);
    const context = { collection: collectionContext(collection), item: { ...item, ...termLinks(collection.fullUrl, product) }, productMerchandisingContext, ...(await sections('products', product.id)) };
    return withSeo(db, website.id, page('products.item', PAGE_TYPES.CONTENT_ITEM, product.title, context, product.excerpt), product);
  },
});
