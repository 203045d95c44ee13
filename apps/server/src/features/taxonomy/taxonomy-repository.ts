import type { TaxonomyKind } from '@plinth/api';
import type { Kysely } from 'kysely';
import { newId } from '../../infra/database/ids.ts';
import { parseJson } from '../../infra/database/json.ts';
import type { Schema } from '../../infra/database/schema.ts';
import { termKey } from './terms.ts';

/* SQL of tags and categories: the items' own lists (items.tags_json, categories_json) and a collection's list (taxonomy_terms, migration 0019). */

/** A blog or a store: the collections whose items have tags and categories. */
export interface TaxonomyCollection {
  id: string;
  title: string;
  type: 'blog' | 'products';
  fullUrl: string;
}

/** A post's or product's tags and categories. */
export interface ItemTerms {
  id: string;
  collectionId: string;
  tags: string[];
  categories: string[];
}

const COLUMN = { tags: 'tags_json', categories: 'categories_json' } as const;

/** The site's blogs and stores, by title. */
export async function listTaxonomyCollections(db: Kysely<Schema>, websiteId: string): Promise<TaxonomyCollection[]> {
  const rows = await db
    .selectFrom('collections')
    .select(['id', 'title', 'type', 'url_id'])
    .where('website_id', '=', websiteId)
    .where('type', 'in', ['blog', 'products'])
    .orderBy('title')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, title: row.title, type: row.type as TaxonomyCollection['type'], fullUrl: `/${row.url_id}` }));
}

/** One blog or store of the site, or null. */
export async function findTaxonomyCollection(db: Kysely<Schema>, websiteId: string, id: string): Promise<TaxonomyCollection | null> {
  const row = await db
    .selectFrom('collections')
    .select(['id', 'title', 'type', 'url_id'])
    .where('website_id', '=', websiteId)
    .where('id', '=', id)
    .where('type', 'in', ['blog', 'products'])
    .executeTakeFirst();
  return row ? { id: row.id, title: row.title, type: row.type as TaxonomyCollection['type'], fullUrl: `/${row.url_id}` } : null;
}

/**
 * Takes the collection row's lock for the rest of the transaction (a write that changes nothing),
 * so two changes of one collection's terms (a rename and an item's new tags, say) run one after
 * the other instead of each rewriting the items from what it read.
 */
export async function lockCollectionTerms(db: Kysely<Schema>, websiteId: string, collectionId: string): Promise<void> {
  await db.updateTable('collections').set((eb) => ({ url_id: eb.ref('url_id') })).where('website_id', '=', websiteId).where('id', '=', collectionId).execute();
}

/** Every item of a collection with its tags and categories. */
export async function listItemTerms(db: Kysely<Schema>, websiteId: string, collectionId: string): Promise<ItemTerms[]> {
  const rows = await db
    .selectFrom('items')
    .select(['id', 'collection_id', 'tags_json', 'categories_json'])
    .where('website_id', '=', websiteId)
    .where('collection_id', '=', collectionId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    collectionId: row.collection_id,
    tags: parseJson<string[]>(row.tags_json, []),
    categories: parseJson<string[]>(row.categories_json, []),
  }));
}

/** One post or product of the site (record types 1 and 11 in a blog or store), or null. */
export async function findItemTerms(db: Kysely<Schema>, websiteId: string, itemId: string): Promise<ItemTerms | null> {
  const row = await db
    .selectFrom('items as i')
    .innerJoin('collections as c', (join) => join.onRef('c.id', '=', 'i.collection_id').onRef('c.website_id', '=', 'i.website_id'))
    .select(['i.id', 'i.collection_id', 'i.tags_json', 'i.categories_json'])
    .where('i.website_id', '=', websiteId)
    .where('i.id', '=', itemId)
    .where('c.type', 'in', ['blog', 'products'])
    .executeTakeFirst();
  if (!row) return null;
  return { id: row.id, collectionId: row.collection_id, tags: parseJson<string[]>(row.tags_json, []), categories: parseJson<string[]>(row.categories_json, []) };
}

/** Replaces one list of an item. */
export async function writeItemTerms(db: Kysely<Schema>, websiteId: string, itemId: string, kind: TaxonomyKind, names: readonly string[]): Promise<void> {
  await db.updateTable('items').set({ [COLUMN[kind]]: JSON.stringify(names) }).where('website_id', '=', websiteId).where('id', '=', itemId).execute();
}

/** The names of a collection's list of one kind. */
export async function listedTerms(db: Kysely<Schema>, websiteId: string, collectionId: string, kind: TaxonomyKind): Promise<string[]> {
  const rows = await db
    .selectFrom('taxonomy_terms')
    .select('name')
    .where('website_id', '=', websiteId)
    .where('collection_id', '=', collectionId)
    .where('kind', '=', kind)
    .orderBy('name_key')
    .execute();
  return rows.map((row) => row.name);
}

/** Puts a name on a collection's list. @throws the database's unique violation when the name (any case) is there */
export async function insertListedTerm(db: Kysely<Schema>, websiteId: string, collectionId: string, kind: TaxonomyKind, name: string, now: number): Promise<void> {
  await db
    .insertInto('taxonomy_terms')
    .values({ id: newId(), website_id: websiteId, collection_id: collectionId, kind, name, name_key: termKey(name), created_at: now })
    .execute();
}

/** Takes a name (any case) off a collection's list. */
export async function deleteListedTerm(db: Kysely<Schema>, websiteId: string, collectionId: string, kind: TaxonomyKind, name: string): Promise<void> {
  await db
    .deleteFrom('taxonomy_terms')
    .where('website_id', '=', websiteId)
    .where('collection_id', '=', collectionId)
    .where('kind', '=', kind)
    .where('name_key', '=', termKey(name))
    .execute();
}
