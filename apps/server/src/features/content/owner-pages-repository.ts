import type { Kysely, Transaction } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { HIDDEN_PAGE_STATUSES, type PageStatus } from './page-status.ts';

/* The site's pages (collections) and their status (platform.md §3 "Page status labels"). */

/** Every page of the site, unordered. */
export async function pageRows(db: Kysely<Schema>, websiteId: string) {
  return db.selectFrom('collections').select(['id', 'title', 'url_id', 'type', 'status', 'publish_at', 'nav_index', 'created_at']).where('website_id', '=', websiteId).execute();
}

/**
 * Ids of the site's collections visitors may not see at `now` (draft, private, needs review, or
 * scheduled for later). Runs for every page rendered.
 */
export async function hiddenCollectionIds(db: Kysely<Schema>, websiteId: string, now: number = Date.now()): Promise<Set<string>> {
  const rows = await db
    .selectFrom('collections')
    .select('id')
    .where('website_id', '=', websiteId)
    .where((eb) => eb.or([
      eb('status', 'in', HIDDEN_PAGE_STATUSES),
      eb.and([eb('status', '=', 'scheduled'), eb.or([eb('publish_at', 'is', null), eb('publish_at', '>', now)])]),
    ]))
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** Sets a page's status; false when the site has no such page. */
export async function updatePageStatus(tx: Transaction<Schema>, websiteId: string, collectionId: string, status: PageStatus): Promise<boolean> {
  const result = await tx.updateTable('collections').set({ status }).where('website_id', '=', websiteId).where('id', '=', collectionId).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * The publish-at times of the site's scheduled pages and posts, ascending: a page's look changes
 * when one passes, so the page cache keys on how many have (features/pages/routes.ts).
 */
export async function scheduledTimes(db: Kysely<Schema>, websiteId: string): Promise<number[]> {
  const [pages, posts] = await Promise.all([
    db.selectFrom('collections').select('publish_at').where('website_id', '=', websiteId).where('status', '=', 'scheduled').where('publish_at', 'is not', null).execute(),
    db.selectFrom('items').select('publish_at').where('website_id', '=', websiteId).where('status', '=', 'scheduled').where('publish_at', 'is not', null).execute(),
  ]);
  return [...pages, ...posts].map((row) => Number(row.publish_at)).sort((a, b) => a - b);
}
