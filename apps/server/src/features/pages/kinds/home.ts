import { PAGE_TYPES } from '@plinth/platform';
import { listProducts, type CollectionRecord } from '../../catalog/index.ts';
import { pageFormContext } from '../../forms/index.ts';
import { arrangeProducts } from '../../taxonomy/index.ts';
import { defineSitePageKind } from '../page-kind.ts';
import type { PageScope } from '../page-scope.ts';
import { productItems } from '../product-context.ts';
import { withSeo } from '../seo.ts';
import { collectionContext } from '../site-context.ts';

/** How many products the home page shows from the first shop in the navigation. */
const FEATURED_COUNT = 4;

async function featuredProducts({ db, website, navigation, access }: PageScope) {
  const shop = navigation.find((collection) => collection.type === 'products' && access.canRead({ collectionId: collection.id, itemId: null }));
  if (!shop) return { items: [], productMerchandisingContext: {} };
  const readable = (await listProducts(db, website.id, shop.id)).filter((product) => access.canRead({ collectionId: shop.id, itemId: product.id }));
  // The first products in the shop's own order (the sort control).
  const { items: products } = await arrangeProducts(db, website.id, shop, readable, {});
  return productItems(db, website, products.slice(0, FEATURED_COUNT), () => shop.fullUrl);
}

/** `/`: the `home` page collection, with the first products of the first shop the viewer may read. */
export const homeKind = defineSitePageKind<CollectionRecord>({
  name: 'home',
  match: async (scope) => {
    if (scope.segments.length >= 2) return null;
    const collection = await scope.collection();
    return collection?.type === 'page' && collection.urlId === 'home' ? collection : null;
  },
  resolve: async (collection, scope) => {
    const { db, website, page, sections } = scope;
    const featured = await featuredProducts(scope);
    const context = {
      collection: collectionContext(collection),
      featuredProducts: featured.items,
      productMerchandisingContext: featured.productMerchandisingContext,
      ...(await pageFormContext(db, website.id, collection.id)),
      ...(await sections('pages', collection.id)),
    };
    return withSeo(db, website.id, page('home', PAGE_TYPES.PAGE, website.name, context, collection.description), collection);
  },
});
