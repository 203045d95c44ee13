import type { ownerPage } from '@plinth/api';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Schema } from '../../infra/database/schema.ts';
import { changeContent } from '../site/index.ts';
import { pageRows, updatePageStatus } from './owner-pages-repository.ts';
import { currentPageStatus, pageStatusLabel, type PageStatus } from './page-status.ts';

/*
 * Pages (collections) as the dashboard lists them, with their status label (platform.md §3 "Page
 * status labels").
 */

/** One row of GET /api/owner/pages. */
export type OwnerPage = z.output<typeof ownerPage>;

/** The site's pages: those in the navigation in its order, then the others by title. */
export async function listOwnerPages(db: Kysely<Schema>, websiteId: string): Promise<OwnerPage[]> {
  const rows = await pageRows(db, websiteId);
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
    status: currentPageStatus(row.status, row.publish_at),
    statusLabel: pageStatusLabel(currentPageStatus(row.status, row.publish_at)),
    navIndex: row.nav_index,
  }));
}

/**
 * Sets a page's status (draft and private pages leave what visitors see: a content change).
 * @returns false when the site has no such page (nothing changes then)
 */
export async function setPageStatus(db: Kysely<Schema>, websiteId: string, collectionId: string, status: PageStatus): Promise<boolean> {
  return changeContent(db, websiteId, (tx) => updatePageStatus(tx, websiteId, collectionId, status), (updated) => updated);
}
