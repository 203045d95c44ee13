import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';

/* The posts and items comments attach to, read from the catalog's tables (SQL only). */

/** An item with what the comment rules ask of it. */
export interface CommentableItem {
  id: string;
  title: string;
  urlId: string;
  status: string;
  publishAt: number | null;
  collectionId: string;
  collectionType: string;
  collectionUrlId: string;
  collectionEnabled: boolean;
}

/** One item of the site with its collection, or null. */
export async function findCommentableItem(db: Kysely<Schema>, websiteId: string, itemId: string): Promise<CommentableItem | null> {
  const row = await db
    .selectFrom('items as i')
    .innerJoin('collections as c', 'c.id', 'i.collection_id')
    .select(['i.id', 'i.title', 'i.url_id', 'i.status', 'i.publish_at', 'c.id as collection_id', 'c.type as collection_type', 'c.url_id as collection_url_id', 'c.enabled'])
    .where('i.website_id', '=', websiteId)
    .where('i.id', '=', itemId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    title: row.title,
    urlId: row.url_id,
    status: row.status,
    publishAt: row.publish_at === null ? null : Number(row.publish_at),
    collectionId: row.collection_id,
    collectionType: String(row.collection_type),
    collectionUrlId: row.collection_url_id,
    collectionEnabled: Number(row.enabled) === 1,
  };
}

/** The site's collections that are not blogs or plain pages (those the owner may open to comments). */
export async function otherCollections(db: Kysely<Schema>, websiteId: string): Promise<{ id: string; title: string; type: string }[]> {
  const rows = await db.selectFrom('collections').select(['id', 'title', 'type']).where('website_id', '=', websiteId).where('type', 'not in', ['blog', 'page']).orderBy('title').execute();
  return rows.map((row) => ({ id: row.id, title: row.title, type: String(row.type) }));
}
