import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import type { CollectionRecord, ItemRecord, ProductRecord } from '../catalog/index.ts';
import { storefrontSort } from './sort-service.ts';
import { filterItems, listFilterContext, listFilterOf, sortItems, type SortKeys } from './storefront-lists.ts';

/*
 * A blog's or shop's list as the storefront shows it: narrowed by `?tag=`/`?category=` and put in
 * the owner's stored order (the page service asks; the page cache keys on the filter).
 */

/** A list ready for its template: the items, and `listFilter` when the query narrowed it. */
export interface ArrangedList<T> {
  items: T[];
  listFilter: Record<string, unknown> | null;
}

const postKeys: SortKeys<ItemRecord> = {
  title: (post) => post.title,
  date: (post) => post.publishedAt ?? post.createdAt,
};

const lowestPrice = (product: ProductRecord) =>
  product.variants.reduce((low, v) => Math.min(low, v.onSale ? v.salePriceCents : v.priceCents), Number.POSITIVE_INFINITY);

const productKeys: SortKeys<ProductRecord> = {
  title: (product) => product.title,
  date: (product) => product.publishedAt ?? product.createdAt,
  price: lowestPrice,
};

async function arrange<T extends ItemRecord | ProductRecord>(
  db: Kysely<Schema>, websiteId: string, collection: CollectionRecord, items: readonly T[], query: Record<string, unknown>, keys: SortKeys<T>, noun: 'Posts' | 'Products',
): Promise<ArrangedList<T>> {
  const filter = listFilterOf(query);
  const sort = await storefrontSort(db, websiteId, collection.id);
  return { items: sortItems(filterItems(items, filter), sort, keys), listFilter: filter ? listFilterContext(collection.fullUrl, filter, noun) : null };
}

/** A blog's posts, filtered by the query and in the blog's order. */
export function arrangePosts(db: Kysely<Schema>, websiteId: string, collection: CollectionRecord, posts: readonly ItemRecord[], query: Record<string, unknown>): Promise<ArrangedList<ItemRecord>> {
  return arrange(db, websiteId, collection, posts, query, postKeys, 'Posts');
}

/** A shop's products, filtered by the query and in the shop's order. */
export function arrangeProducts(db: Kysely<Schema>, websiteId: string, collection: CollectionRecord, products: readonly ProductRecord[], query: Record<string, unknown>): Promise<ArrangedList<ProductRecord>> {
  return arrange(db, websiteId, collection, products, query, productKeys, 'Products');
}
