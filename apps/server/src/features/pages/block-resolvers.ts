import type { Kysely } from 'kysely';
import type { BlockResolvers } from '../blocks/index.ts';
import { findCollectionById, getProduct, listItems, listProducts, type CollectionRecord, type ProductRecord } from '../catalog/index.ts';
import { isServedToVisitors } from '../content/index.ts';
import type { Schema } from '../../infra/database/schema.ts';
import type { ContentAccess } from '../member-areas/index.ts';
import type { Website } from '../site/index.ts';
import { productItems } from './product-context.ts';
import { postContext } from './site-context.ts';

/*
 * What the product and summary blocks show (issue 15), in the shapes the pages feature owns: product
 * cards as a shop lists them, posts as a blog lists them. Only what this viewer may read and what
 * visitors are served (no hidden page's content, no draft post) comes back.
 */

/** The resolvers of one page render. `hidden`: the site's collections visitors may not see now. */
export function blockResolvers(db: Kysely<Schema>, website: Website, access: ContentAccess, hidden: ReadonlySet<string>, now: number): BlockResolvers {
  const collections = new Map<string, Promise<CollectionRecord | null>>();
  const collectionOf = (id: string) => {
    let found = collections.get(id);
    if (!found) collections.set(id, (found = findCollectionById(db, website.id, id)));
    return found;
  };
  const visible = (collection: CollectionRecord | null): collection is CollectionRecord =>
    collection !== null && collection.enabled && !hidden.has(collection.id) && access.canRead({ collectionId: collection.id, itemId: null });

  return {
    async productCards(productIds) {
      const products = await Promise.all(productIds.map((id) => getProduct(db, website.id, id)));
      const shown: { product: ProductRecord; collection: CollectionRecord }[] = [];
      for (const product of products) {
        if (!product) continue;
        const collection = await collectionOf(product.collectionId);
        if (visible(collection) && access.canRead({ collectionId: collection.id, itemId: product.id })) shown.push({ product, collection });
      }
      const urls = new Map(shown.map(({ product, collection }) => [product.id, collection.fullUrl]));
      const { items } = await productItems(db, website, shown.map(({ product }) => product), (product) => urls.get(product.id) ?? '');
      return items;
    },

    async collectionSummary(collectionId, limit) {
      const collection = await collectionOf(collectionId);
      if (!visible(collection) || collection.type === 'page') return null;
      const summary = { id: collection.id, title: collection.title, fullUrl: collection.fullUrl, type: collection.type };
      if (collection.type === 'products') {
        const products = (await listProducts(db, website.id, collection.id)).filter((product) => access.canRead({ collectionId: collection.id, itemId: product.id }));
        const { items } = await productItems(db, website, products.slice(0, limit), () => collection.fullUrl);
        return { collection: summary, items };
      }
      const posts = (await listItems(db, website.id, collection.id))
        .filter((post) => isServedToVisitors(post.status, post.publishAt, now) && access.canRead({ collectionId: collection.id, itemId: post.id }));
      return { collection: summary, items: posts.slice(0, limit).map((post) => postContext(post, collection, website.timeZone)) };
    },
  };
}
