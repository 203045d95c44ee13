import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { isUniqueViolation } from '../../infra/database/unique-violation.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { createCollection, createRootCategory, type CategoryRecord, type NewRootCategory } from '../catalog/index.ts';
import { deriveStoreUrlId, STORE_FALLBACK_TITLE } from './create-store.ts';
import { ROOT_CATEGORY_EXISTS, STORE_NOT_FOUND } from './messages.ts';
import { collectionUrlIds, findStore, type StoreRecord } from './stores-repository.ts';

/*
 * Store creation (platform.md §3, §4, §7): step 1 a product collection with a derived url id, live
 * at /<urlId> at once (the catalog's createCollection goes through the site's changeContent); step 2
 * its ROOT category. It joins the navigation only through UpdateNavigation (the content feature).
 */

export type { StoreRecord } from './stores-repository.ts';

/** Input of {@link createStore}: POST /api/content-service/product/1.1/websites/{websiteId}/products. */
export interface NewStore {
  title: string;
  navigationTitle?: string;
  /** Wanted url id; empty or absent: derived from the title. Slugified and de-duplicated either way. */
  urlId?: string;
  description?: string;
  enabled?: boolean;
}

/** Tries of a creation that keeps losing url-id races. */
const ATTEMPTS = 5;

/**
 * Creates a store: url id derived (platform.md §5), collection inserted, content version bumped,
 * in one transaction. Two creations racing for one url id: the loser retries with the next suffix.
 */
export async function createStore(db: Kysely<Schema>, websiteId: string, input: NewStore, now: number): Promise<StoreRecord> {
  for (let attempt = 1; ; attempt++) {
    try {
      const id = await db.transaction().execute(async (tx) => {
        const urlId = deriveStoreUrlId(input.urlId || input.title, await collectionUrlIds(tx, websiteId), STORE_FALLBACK_TITLE);
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

/**
 * Creates the ROOT category of a store of the site (one per store; a unique index settles races).
 * @throws AppError NOT_FOUND 'Store not found.', CONFLICT 'This store already has a ROOT category.'
 */
export async function createStoreCategory(db: Kysely<Schema>, websiteId: string, collectionId: string, input: NewRootCategory, now: number): Promise<CategoryRecord> {
  const result = await createRootCategory(db, websiteId, collectionId, input, now);
  if (result === 'no-store') throw new AppError('NOT_FOUND', STORE_NOT_FOUND);
  if (result === 'root-exists') throw new AppError('CONFLICT', ROOT_CATEGORY_EXISTS);
  return result;
}
