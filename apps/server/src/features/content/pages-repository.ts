import type { Kysely } from 'kysely';
import { HIDDEN_PAGE_STATUSES, pageStatusLabel, type PageStatus } from './page-status.ts';
import type { CollectionType, Schema } from '../../infra/database/schema.ts';
import { bumpContentVersion } from '../site/index.ts';
import { inTransaction } from '../../infra/database/transaction.ts';

/*
 * Pages (collections) as the dashboard lists them, with their status (platform.md §3 "Page status
 * labels"), and the statuses visitors may not see.
 */

/** One row of GET /api/owner/pages. */
export interface OwnerPage {
  id: string;
  title: string;
  urlId: string;
  type: CollectionType;
  fullUrl: string;
  status: string;
  /** 'Scheduled', 'Needs Review', 'Draft', 'Private'; null when published. */
  statusLabel: string | null;
  navIndex: number | null;
}

/** The site's pages: those in the navigation in its order, then the others by title. */
export async function listOwnerPages(db: Kysely<Schema>, websiteId: string): Promise<OwnerPage[]> {
  const rows = await db
    .selectFrom('collections')
    .select(['id', 'title', 'url_id', 'type', 'status', 'nav_index', 'created_at'])
    .where('website_id', '=', websiteId)
    .execute();
  // Sorted here: SQLite and PostgreSQL disagree on where nulls sort.
  rows.sort((a, b) => {
    if (a.nav_index !== null && b.nav_index !== null) return a.nav_index - b.nav_index;
    if (a.nav_index !== null) return -1;
    if (b.nav_index !== null) return 1;
    return a.title.localeCompare(b.title, 'en') || Number(a.created_at) - Number(b.created_at);
  });
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    urlId: row.url_id,
    type: row.type,
    fullUrl: row.url_id === 'home' ? '/' : `/${row.url_id}`,
    status: row.status,
    statusLabel: pageStatusLabel(row.status),
    navIndex: row.nav_index,
  }));
}

/** Ids of the site's collections visitors may not see (draft or private). */
export async function hiddenCollectionIds(db: Kysely<Schema>, websiteId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('collections')
    .select('id')
    .where('website_id', '=', websiteId)
    .where('status', 'in', HIDDEN_PAGE_STATUSES)
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** Sets a page's status and bumps the content version; false when the site has no such page. */
export async function setPageStatus(db: Kysely<Schema>, websiteId: string, collectionId: string, status: PageStatus): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const result = await tx.updateTable('collections').set({ status }).where('website_id', '=', websiteId).where('id', '=', collectionId).executeTakeFirst();
    if (result.numUpdatedRows === 0n) return false;
    await bumpContentVersion(tx, websiteId);
    return true;
  });
}
