import type { Kysely, Selectable } from 'kysely';
import { newId } from '../../infra/database/ids.ts';
import type { CategoriesTable, Schema } from '../../infra/database/schema.ts';
import { isUniqueViolation } from '../../infra/database/unique-violation.ts';

/*
 * Store categories, step 2 of store creation (platform.md §3, §4): every store gets one ROOT
 * category rendered as a list.
 */

/** A category as the owner API answers it. */
export interface CategoryRecord {
  id: string;
  collectionId: string;
  displayName: string;
  parentCategoryId: string | null;
  type: 'ROOT';
  pageRendering: 'LIST_VIEW';
  displayIndex: number;
}

/** Input of {@link createRootCategory}. */
export interface NewRootCategory {
  displayName: string;
  displayIndex: number;
}

/** Why a category was not created. */
export type CategoryRefusal = 'no-store' | 'root-exists';

function toCategory(row: Selectable<CategoriesTable>): CategoryRecord {
  return {
    id: row.id,
    collectionId: row.collection_id,
    displayName: row.display_name,
    parentCategoryId: row.parent_category_id,
    type: row.type as 'ROOT',
    pageRendering: row.page_rendering as 'LIST_VIEW',
    displayIndex: row.display_index,
  };
}

/**
 * Creates the ROOT category of a store of the site, in one transaction.
 * @returns the category, or why not: 'no-store' (no such store on the site) or 'root-exists'
 *   (the store has its ROOT category already; a unique index settles races)
 */
export async function createRootCategory(
  db: Kysely<Schema>,
  websiteId: string,
  collectionId: string,
  input: NewRootCategory,
  now: number,
): Promise<CategoryRecord | CategoryRefusal> {
  try {
    return await db.transaction().execute(async (tx) => {
      const store = await tx
        .selectFrom('collections')
        .select('id')
        .where('website_id', '=', websiteId)
        .where('id', '=', collectionId)
        .where('type', '=', 'products')
        .executeTakeFirst();
      if (!store) return 'no-store' as const;
      const row = {
        id: newId(),
        website_id: websiteId,
        collection_id: collectionId,
        display_name: input.displayName,
        parent_category_id: null,
        type: 'ROOT',
        page_rendering: 'LIST_VIEW',
        display_index: input.displayIndex,
        created_at: now,
      };
      await tx.insertInto('categories').values(row).execute();
      return toCategory(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) return 'root-exists';
    throw error;
  }
}

/** The categories of a store, by display index. */
export async function listCategories(db: Kysely<Schema>, websiteId: string, collectionId: string): Promise<CategoryRecord[]> {
  const rows = await db
    .selectFrom('categories')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('collection_id', '=', collectionId)
    .orderBy('display_index')
    .orderBy('created_at')
    .execute();
  return rows.map(toCategory);
}
