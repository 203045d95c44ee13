import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import type { CollectionRecord, ItemRecord, ProductRecord } from '../catalog/index.ts';
import { storefrontSort } from './sort-service.ts';
import { filterItems, listFilterContext, listFilterOf, sortItems, type SortKeys } from './storefront-lists.ts';
import { termKey } from './terms.ts';

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
  const shown = sortItems(filterItems(items, filter), sort, keys);
  if (!filter) return { items: shown, listFilter: null };
  // The list names the filter as the items spell it (?tag=sourdough reads 'Sourdough').
  const spelt = (name: string | undefined, lists: string[][]) => (name === undefined ? undefined : lists.flat().find((term) => termKey(term) === termKey(name)) ?? name);
  const named = { tag: spelt(filter.tag, shown.map((i) => i.tags)), category: spelt(filter.category, shown.map((i) => i.categories)) };
  return { items: shown, listFilter: listFilterContext(collection.fullUrl, { ...(named.tag ? { tag: named.tag } : {}), ...(named.category ? { category: named.category } : {}) }, noun) };
}

/** A blog's posts, filtered by the query and in the blog's order. */
export function arrangePosts(db: Kysely<Schema>, websiteId: string, collection: CollectionRecord, posts: readonly ItemRecord[], query: Record<string, unknown>): Promise<ArrangedList<ItemRecord>> {
  return arrange(db, websiteId, collection, posts, query, postKeys, 'Posts');
}

/** A shop's products, filtered by the query and in the shop's order. */
export function arrangeProducts(db: Kysely<Schema>, websiteId: string, collection: CollectionRecord, products: readonly ProductRecord[], query: Record<string, unknown>): Promise<ArrangedList<ProductRecord>> {
  return arrange(db, websiteId, collection, products, query, productKeys, 'Products');
}
