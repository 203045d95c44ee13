import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';

/*
 * Member areas and what they keep: SQL only (member-areas-service.ts holds the rules).
 */

/** A member area as stored. */
export interface MemberAreaRow {
  id: string;
  websiteId: string;
  name: string;
  description: string;
  access: 'free' | 'paid';
  /** The subscription product selling a paid membership. */
  productId: string | null;
  createdAt: number;
  updatedAt: number;
}

/** One content entry of an area: a whole collection (itemId null) or one item. */
export interface ContentRef {
  collectionId: string;
  itemId: string | null;
}

const AREA_COLUMNS = ['id', 'website_id', 'name', 'description', 'access_type', 'item_id', 'created_at', 'updated_at'] as const;

function toArea(row: { id: string; website_id: string; name: string; description: string; access_type: string; item_id: string | null; created_at: number | string; updated_at: number | string }): MemberAreaRow {
  return {
    id: row.id,
    websiteId: row.website_id,
    name: row.name,
    description: row.description,
    access: row.access_type === 'paid' ? 'paid' : 'free',
    productId: row.item_id,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

/** The site's member areas by name. */
export async function listAreas(db: Kysely<Schema>, websiteId: string): Promise<MemberAreaRow[]> {
  const rows = await db.selectFrom('member_areas').select(AREA_COLUMNS).where('website_id', '=', websiteId).orderBy('name').orderBy('id').execute();
  return rows.map(toArea);
}

/** One member area of the site, or null. */
export async function findArea(db: Kysely<Schema>, websiteId: string, id: string): Promise<MemberAreaRow | null> {
  const row = await db.selectFrom('member_areas').select(AREA_COLUMNS).where('website_id', '=', websiteId).where('id', '=', id).executeTakeFirst();
  return row ? toArea(row) : null;
}

/** The paid areas of the site sold by any of the products `itemIds`, by name. */
export async function listAreasSelling(db: Kysely<Schema>, websiteId: string, itemIds: readonly string[]): Promise<MemberAreaRow[]> {
  if (itemIds.length === 0) return [];
  const rows = await db
    .selectFrom('member_areas')
    .select(AREA_COLUMNS)
    .where('website_id', '=', websiteId)
    .where('access_type', '=', 'paid')
    .where('item_id', 'in', [...new Set(itemIds)])
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map(toArea);
}

/** Inserts a member area. */
export async function insertArea(db: Kysely<Schema>, area: MemberAreaRow): Promise<void> {
  await db
    .insertInto('member_areas')
    .values({
      id: area.id,
      website_id: area.websiteId,
      name: area.name,
      description: area.description,
      access_type: area.access,
      item_id: area.productId,
      created_at: area.createdAt,
      updated_at: area.updatedAt,
    })
    .execute();
}

/** Writes an area's name, description, access and product. */
export async function updateArea(db: Kysely<Schema>, area: MemberAreaRow): Promise<void> {
  await db
    .updateTable('member_areas')
    .set({ name: area.name, description: area.description, access_type: area.access, item_id: area.productId, updated_at: area.updatedAt })
    .where('website_id', '=', area.websiteId)
    .where('id', '=', area.id)
    .execute();
}

/**
 * Holds the area's row until the transaction ends (a no-op update: PostgreSQL locks the row, SQLite
 * the database), so membership changes of one area that must read before they write take turns.
 */
export async function lockArea(db: Kysely<Schema>, websiteId: string, id: string): Promise<void> {
  await db.updateTable('member_areas').set((eb) => ({ name: eb.ref('name') })).where('website_id', '=', websiteId).where('id', '=', id).execute();
}

/** Deletes an area (its content entries and memberships go with it, by cascade and explicitly for safety). */
export async function deleteArea(db: Kysely<Schema>, websiteId: string, id: string): Promise<boolean> {
  await db.deleteFrom('memberships').where('website_id', '=', websiteId).where('member_area_id', '=', id).execute();
  await db.deleteFrom('member_area_content').where('website_id', '=', websiteId).where('member_area_id', '=', id).execute();
  const result = await db.deleteFrom('member_areas').where('website_id', '=', websiteId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The content entries of the given areas (all of the site's when `areaIds` is omitted). */
export async function listContent(db: Kysely<Schema>, websiteId: string, areaIds?: readonly string[]): Promise<(ContentRef & { memberAreaId: string })[]> {
  if (areaIds && !areaIds.length) return [];
  let query = db.selectFrom('member_area_content').select(['member_area_id', 'collection_id', 'item_id']).where('website_id', '=', websiteId);
  if (areaIds) query = query.where('member_area_id', 'in', areaIds);
  const rows = await query.orderBy('created_at').orderBy('id').execute();
  return rows.map((r) => ({ memberAreaId: r.member_area_id, collectionId: r.collection_id, itemId: r.item_id === '' ? null : r.item_id }));
}

/** Replaces an area's content entries. */
export async function replaceContent(db: Kysely<Schema>, websiteId: string, areaId: string, entries: readonly (ContentRef & { id: string })[], now: number): Promise<void> {
  await db.deleteFrom('member_area_content').where('website_id', '=', websiteId).where('member_area_id', '=', areaId).execute();
  if (!entries.length) return;
  await db
    .insertInto('member_area_content')
    // created_at steps by 1 ms per entry so the owner's order reads back as given.
    .values(entries.map((e, index) => ({ id: e.id, website_id: websiteId, member_area_id: areaId, collection_id: e.collectionId, item_id: e.itemId ?? '', created_at: now + index })))
    .execute();
}

/** A content entry described for the owner: titles, URL and kind. */
export interface DescribedContent extends ContentRef {
  title: string;
  url: string;
  kind: 'page' | 'blog' | 'products' | 'post' | 'product';
}

/** Describes content entries (entries naming a missing collection or item are left out). */
export async function describeContent(db: Kysely<Schema>, websiteId: string, refs: readonly ContentRef[]): Promise<DescribedContent[]> {
  if (!refs.length) return [];
  const collectionIds = [...new Set(refs.map((r) => r.collectionId))];
  const itemIds = [...new Set(refs.flatMap((r) => (r.itemId ? [r.itemId] : [])))];
  const [collections, items] = await Promise.all([
    db.selectFrom('collections').select(['id', 'url_id', 'title', 'type']).where('website_id', '=', websiteId).where('id', 'in', collectionIds).execute(),
    itemIds.length
      ? db.selectFrom('items').select(['id', 'collection_id', 'url_id', 'title', 'record_type']).where('website_id', '=', websiteId).where('id', 'in', itemIds).execute()
      : Promise.resolve([]),
  ]);
  const byCollection = new Map(collections.map((c) => [c.id, c]));
  const byItem = new Map(items.map((i) => [i.id, i]));
  return refs.flatMap((ref): DescribedContent[] => {
    const collection = byCollection.get(ref.collectionId);
    if (!collection) return [];
    const url = collection.url_id === 'home' ? '/' : `/${collection.url_id}`;
    if (ref.itemId === null) return [{ ...ref, title: collection.title, url, kind: collection.type }];
    const item = byItem.get(ref.itemId);
    if (!item || item.collection_id !== collection.id) return [];
    return [{ ...ref, title: item.title, url: `${url === '/' ? '' : url}/${item.url_id}`, kind: collection.type === 'products' ? 'product' : 'post' }];
  });
}

/** The first store collection of the site (by navigation order), where a new membership product goes. */
export async function firstStoreCollectionId(db: Kysely<Schema>, websiteId: string): Promise<string | null> {
  const row = await db
    .selectFrom('collections')
    .select('id')
    .where('website_id', '=', websiteId)
    .where('type', '=', 'products')
    .orderBy((eb) => eb.case().when('nav_index', 'is', null).then(1).else(0).end())
    .orderBy('nav_index')
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Whether the collection is a store collection of the site. */
export async function isStoreCollection(db: Kysely<Schema>, websiteId: string, collectionId: string): Promise<boolean> {
  const row = await db.selectFrom('collections').select('id').where('website_id', '=', websiteId).where('id', '=', collectionId).where('type', '=', 'products').executeTakeFirst();
  return row !== undefined;
}

/** The url ids of a collection's items starting with `prefix` (to pick a free one). */
export async function itemUrlIdsLike(db: Kysely<Schema>, websiteId: string, collectionId: string, prefix: string): Promise<Set<string>> {
  const rows = await db.selectFrom('items').select('url_id').where('website_id', '=', websiteId).where('collection_id', '=', collectionId).where('url_id', 'like', `${prefix}%`).execute();
  return new Set(rows.map((r) => r.url_id));
}
