import type { Kysely } from 'kysely';
import { deriveStoreUrlId, STORE_FALLBACK_TITLE } from './create-store.ts';
import { createCollection } from '../catalog/index.ts';
import type { Schema } from '../../infra/database/schema.ts';
import { isUniqueViolation } from '../../infra/database/unique-violation.ts';

/*
 * Store creation, step 1 (platform.md §4): a product collection with a derived url id, live at
 * /<urlId> at once (the content version is bumped); it joins the navigation only through
 * UpdateNavigation.
 */

/** Input of {@link createStore}: POST /api/content-service/product/1.1/websites/{websiteId}/products. */
export interface NewStore {
  title: string;
  navigationTitle?: string;
  /** Wanted url id; empty or absent: derived from the title. Slugified and de-duplicated either way. */
  urlId?: string;
  description?: string;
  enabled?: boolean;
}

/** A store (product collection) as the owner API answers it. */
export interface StoreRecord {
  id: string;
  title: string;
  navigationTitle: string;
  urlId: string;
  fullUrl: string;
  description: string;
  enabled: boolean;
  type: 'products';
  navIndex: number | null;
  status: string;
}

/** A store of the site by id; null when there is none, or the collection is not a store. */
export async function findStore(db: Kysely<Schema>, websiteId: string, collectionId: string): Promise<StoreRecord | null> {
  const row = await db
    .selectFrom('collections')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('id', '=', collectionId)
    .where('type', '=', 'products')
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    title: row.title,
    navigationTitle: row.navigation_title,
    urlId: row.url_id,
    fullUrl: `/${row.url_id}`,
    description: row.description,
    enabled: row.enabled === 1,
    type: 'products',
    navIndex: row.nav_index,
    status: row.status,
  };
}

const ATTEMPTS = 5;

/**
 * Creates a store: url id derived (platform.md §5), collection inserted, content version bumped,
 * in one transaction. Two creations racing for one url id: the loser retries with the next suffix.
 */
export async function createStore(db: Kysely<Schema>, websiteId: string, input: NewStore, now: number): Promise<StoreRecord> {
  for (let attempt = 1; ; attempt++) {
    try {
      const id = await db.transaction().execute(async (tx) => {
        const rows = await tx.selectFrom('collections').select('url_id').where('website_id', '=', websiteId).execute();
        const urlId = deriveStoreUrlId(input.urlId || input.title, rows.map((row) => row.url_id), STORE_FALLBACK_TITLE);
        return createCollection(tx, websiteId, {
          urlId,
          title: input.title,
          navigationTitle: input.navigationTitle || input.title,
          type: 'products',
          description: input.description ?? '',
          enabled: input.enabled ?? true,
          navIndex: null,
          now,
        });
      });
      return (await findStore(db, websiteId, id)) as StoreRecord;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= ATTEMPTS) throw error;
    }
  }
}
