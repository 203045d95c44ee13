import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';

/* SQL of protected_pages (migration 0026) and of the pages that may have a password. */

/** A page with its own password, with the path segment that opens it. */
export interface ProtectedPage {
  collectionId: string;
  urlId: string;
  title: string;
  passwordHash: string;
  secret: string;
  message: string;
}

/** A page of the site that may get a password: pages, blogs and shops (not the home page). */
export interface ProtectablePageRow {
  collectionId: string;
  title: string;
  urlId: string;
  protected: boolean;
  message: string;
}

/** Every protected page of the site. */
export async function listProtectedPages(db: Kysely<Schema>, websiteId: string): Promise<ProtectedPage[]> {
  const rows = await db
    .selectFrom('protected_pages as p')
    .innerJoin('collections as c', 'c.id', 'p.collection_id')
    .select(['p.collection_id', 'c.url_id', 'c.title', 'p.password_hash', 'p.secret', 'p.message'])
    .where('p.website_id', '=', websiteId)
    .execute();
  return rows.map((row) => ({ collectionId: row.collection_id, urlId: row.url_id, title: row.title, passwordHash: row.password_hash, secret: row.secret, message: row.message }));
}

/** The site's collections an owner can protect, in navigation order, each saying whether it is. */
export async function listProtectablePages(db: Kysely<Schema>, websiteId: string): Promise<ProtectablePageRow[]> {
  const rows = await db
    .selectFrom('collections as c')
    .leftJoin('protected_pages as p', (join) => join.onRef('p.collection_id', '=', 'c.id').onRef('p.website_id', '=', 'c.website_id'))
    .select(['c.id', 'c.title', 'c.url_id', 'p.collection_id as protected_id', 'p.message'])
    .where('c.website_id', '=', websiteId)
    .where('c.url_id', '!=', 'home')
    .orderBy('c.title')
    .execute();
  return rows.map((row) => ({ collectionId: row.id, title: row.title, urlId: row.url_id, protected: row.protected_id !== null, message: row.message ?? '' }));
}

/** Stores a page's password (replacing any earlier one). */
export async function writeProtectedPage(db: Kysely<Schema>, websiteId: string, page: { collectionId: string; passwordHash: string; secret: string; message: string }, now: number): Promise<void> {
  await db.deleteFrom('protected_pages').where('website_id', '=', websiteId).where('collection_id', '=', page.collectionId).execute();
  await db
    .insertInto('protected_pages')
    .values({ website_id: websiteId, collection_id: page.collectionId, password_hash: page.passwordHash, secret: page.secret, message: page.message, updated_at: now })
    .execute();
}

/** Removes a page's password; whether it had one. */
export async function deleteProtectedPage(db: Kysely<Schema>, websiteId: string, collectionId: string): Promise<boolean> {
  const result = await db.deleteFrom('protected_pages').where('website_id', '=', websiteId).where('collection_id', '=', collectionId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The collections with their own password: search results, feeds and the sitemap leave them out. */
export async function protectedCollectionIds(db: Kysely<Schema>, websiteId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('protected_pages').select('collection_id').where('website_id', '=', websiteId).execute();
  return new Set(rows.map((row) => row.collection_id));
}
