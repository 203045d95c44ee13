import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { describeContent, type ContentRef, type DescribedContent } from './member-areas-repository.ts';

/*
 * SQL only: what an owner can put in a member area (the dashboard's content checkboxes): every page, blog and
 * store of the site as a whole, then every blog post on its own. Single products are not offered:
 * a product kept for members is a store kept for members (storefront.md §6).
 */

const KIND_ORDER = { page: 0, blog: 1, products: 2 } as const;

/** The site's collections (by kind, then the navigation's order, then title) and its blog posts (newest first), described. */
export async function listContentChoices(db: Kysely<Schema>, websiteId: string): Promise<DescribedContent[]> {
  const [collections, posts] = await Promise.all([
    db.selectFrom('collections').select(['id', 'type', 'nav_index', 'title']).where('website_id', '=', websiteId).execute(),
    db
      .selectFrom('items')
      .innerJoin('collections', 'collections.id', 'items.collection_id')
      .select(['items.id', 'items.collection_id'])
      .where('items.website_id', '=', websiteId)
      .where('collections.type', '=', 'blog')
      .orderBy((eb) => eb.fn.coalesce('items.published_at', 'items.created_at'), 'desc')
      .orderBy('items.id')
      .execute(),
  ]);
  const ordered = collections
    .filter((c) => c.type in KIND_ORDER)
    .sort((a, b) => KIND_ORDER[a.type as keyof typeof KIND_ORDER] - KIND_ORDER[b.type as keyof typeof KIND_ORDER] || (a.nav_index ?? Infinity) - (b.nav_index ?? Infinity) || a.title.localeCompare(b.title));
  const refs: ContentRef[] = [...ordered.map((c) => ({ collectionId: c.id, itemId: null })), ...posts.map((p) => ({ collectionId: p.collection_id, itemId: p.id }))];
  return describeContent(db, websiteId, refs);
}
