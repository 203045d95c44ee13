import type { Kysely, Selectable, Transaction } from 'kysely';
import type { CollectionsTable, ItemsTable, Schema } from '../../infra/database/schema.ts';

/*
 * SQL of the pages (collections rows) and posts (items rows) the editor changes. Every query is
 * scoped by website_id, so another site's page reads as missing.
 */

type Db = Kysely<Schema> | Transaction<Schema>;
export type PageRow = Selectable<CollectionsTable>;
export type ItemRow = Selectable<ItemsTable>;

const STORE_ITEM = 11;

/** A page (collection) of the site, or undefined. */
export function findPage(db: Db, websiteId: string, id: string): Promise<PageRow | undefined> {
  return db.selectFrom('collections').selectAll().where('website_id', '=', websiteId).where('id', '=', id).executeTakeFirst();
}

/** A blog post (not a product) of the site, with its blog's url id, or undefined. */
export function findPost(db: Db, websiteId: string, id: string) {
  return itemWithCollection(db, websiteId, id).where('i.record_type', '!=', STORE_ITEM).where('c.type', '=', 'blog').executeTakeFirst();
}

/** A product of the site, with its store's url id, or undefined. */
export function findProductItem(db: Db, websiteId: string, id: string) {
  return itemWithCollection(db, websiteId, id).where('i.record_type', '=', STORE_ITEM).executeTakeFirst();
}

function itemWithCollection(db: Db, websiteId: string, id: string) {
  return db
    .selectFrom('items as i')
    .innerJoin('collections as c', 'c.id', 'i.collection_id')
    .selectAll('i')
    .select(['c.url_id as collection_url_id', 'c.title as collection_title'])
    .where('i.website_id', '=', websiteId)
    .where('i.id', '=', id);
}

/** The posts of a blog, newest first (undated drafts first of all). */
export function listPostRows(db: Db, websiteId: string, blogId: string): Promise<ItemRow[]> {
  return db
    .selectFrom('items')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('collection_id', '=', blogId)
    .where('record_type', '!=', STORE_ITEM)
    .orderBy('created_at', 'desc')
    .execute();
}

/** Every url id the site's pages use. */
export async function pageSlugs(db: Db, websiteId: string): Promise<string[]> {
  const rows = await db.selectFrom('collections').select('url_id').where('website_id', '=', websiteId).execute();
  return rows.map((row) => row.url_id);
}

/** Every url id the items of a collection use. */
export async function itemSlugs(db: Db, collectionId: string): Promise<string[]> {
  const rows = await db.selectFrom('items').select('url_id').where('collection_id', '=', collectionId).execute();
  return rows.map((row) => row.url_id);
}

/** A new page row. */
export interface NewPageRow {
  id: string;
  urlId: string;
  title: string;
  navigationTitle: string;
  type: 'page' | 'blog';
  description: string;
  bodyHtml: string;
  status: string;
  seoTitle: string;
  seoDescription: string;
  socialImageMediaId: string | null;
  createdAt: number;
}

/** Inserts a page outside the navigation. */
export async function insertPage(db: Db, websiteId: string, row: NewPageRow): Promise<void> {
  await db.insertInto('collections').values({
    id: row.id, website_id: websiteId, url_id: row.urlId, title: row.title, navigation_title: row.navigationTitle, type: row.type,
    description: row.description, body_html: row.bodyHtml, enabled: 1, nav_index: null, created_at: row.createdAt, status: row.status,
    seo_title: row.seoTitle, seo_description: row.seoDescription, social_image_media_id: row.socialImageMediaId, publish_at: null,
  }).execute();
}

/** Settings columns of a page or post, as stored. */
export interface SettingsPatch {
  title?: string;
  navigation_title?: string;
  url_id?: string;
  status?: string;
  publish_at?: number | null;
  seo_title?: string;
  seo_description?: string;
  social_image_media_id?: string | null;
  excerpt?: string;
  published_at?: number | null;
}

/** Changes a page's settings. */
export async function updatePageRow(db: Db, websiteId: string, id: string, patch: SettingsPatch): Promise<void> {
  const { excerpt: _excerpt, published_at: _publishedAt, ...columns } = patch;
  if (!Object.keys(columns).length) return;
  await db.updateTable('collections').set(columns).where('website_id', '=', websiteId).where('id', '=', id).execute();
}

/** Changes a post's settings. */
export async function updateItemRow(db: Db, websiteId: string, id: string, patch: SettingsPatch): Promise<void> {
  const { navigation_title: _nav, ...columns } = patch;
  if (!Object.keys(columns).length) return;
  await db.updateTable('items').set(columns).where('website_id', '=', websiteId).where('id', '=', id).execute();
}

/** Deletes a page (its posts, categories and member-area entries go with it). */
export async function deletePageRow(db: Db, websiteId: string, id: string): Promise<void> {
  await db.deleteFrom('collections').where('website_id', '=', websiteId).where('id', '=', id).execute();
}

/** Deletes a post. */
export async function deleteItemRow(db: Db, websiteId: string, id: string): Promise<void> {
  await db.deleteFrom('items').where('website_id', '=', websiteId).where('id', '=', id).execute();
}

/** Ids of the items of a collection. */
export async function itemIdsOf(db: Db, websiteId: string, collectionId: string): Promise<string[]> {
  const rows = await db.selectFrom('items').select('id').where('website_id', '=', websiteId).where('collection_id', '=', collectionId).execute();
  return rows.map((row) => row.id);
}

/** Whether the site's library has this file. */
export async function mediaFileExists(db: Db, websiteId: string, id: string): Promise<boolean> {
  const row = await db.selectFrom('media_files').select('id').where('website_id', '=', websiteId).where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/** Whether a member area keeps this page (or this post, or its whole blog). */
export async function isMembersOnly(db: Db, websiteId: string, collectionId: string, itemId: string | null): Promise<boolean> {
  const row = await db
    .selectFrom('member_area_content')
    .select('id')
    .where('website_id', '=', websiteId)
    .where('collection_id', '=', collectionId)
    .where('item_id', 'in', itemId ? ['', itemId] : [''])
    .executeTakeFirst();
  return row !== undefined;
}
