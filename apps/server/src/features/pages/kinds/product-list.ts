import { PAGE_TYPES } from '@plinth/platform';
import { listProducts, type CollectionRecord } from '../../catalog/index.ts';
import { arrangeProducts } from '../../taxonomy/index.ts';
import { defineSitePageKind } from '../page-kind.ts';
import { productItems } from '../product-context.ts';
import { withSeo } from '../seo.ts';
import { collectionContext } from '../site-context.ts';

/** `/<shop>`: a products collection's list, what the viewer may read, filtered and sorted. */
export const productListKind = defineSitePageKind<CollectionRecord>({
  name: 'product-list',
  match: async (scope) => {
    if (scope.segments.length >= 2) return null;
    const collection = await scope.collection();
    return collection?.type === 'products' ? collection : null;
  },
  resolve: async (collection, { db, website, query, access, page, sections }) => {
    const readable = (await listProducts(db, website.id, collection.id)).filter((product) => access.canRead({ collectionId: collection.id, itemId: product.id }));
    // Tags and categories (?tag=, ?category=) and the owner's sort control (features/taxonomy).
    const { items: products, listFilter } = await arrangeProducts(db, website.id, collection, readable, query);
    const { items, productMerchandisingContext } = await productItems(db, website, products, () => collection.fullUrl);
    const context = { collection: collectionContext(collection), items, productMerchandisingContext, listFilter, ...(await sections('pages', collection.id)) };
    return withSeo(db, website.id, page('products.list', PAGE_TYPES.MAIN_CONTENT, collection.title, context, collection.description), collection);
  },
});
