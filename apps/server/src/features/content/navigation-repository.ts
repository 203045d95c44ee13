import type { Kysely } from 'kysely';
import { isServedToVisitors } from './page-status.ts';
import type { NavigationLink } from './site-layout.ts';
import type { Schema } from '../../infra/database/schema.ts';
import { bumpContentVersion } from '../site/index.ts';
import { inTransaction } from '../../infra/database/transaction.ts';

/*
 * The main navigation of a site: its collections with a `nav_index`, in that order. The owner's view
 * lists every one (disabled or hidden pages too, marked `enabled: false`); visitors' navigation bar
 * drops those.
 */

/** The links of the site's main navigation, in order. */
export async function getMainNavigation(db: Kysely<Schema>, websiteId: string): Promise<NavigationLink[]> {
  const rows = await db
    .selectFrom('collections')
    .select(['id', 'url_id', 'title', 'navigation_title', 'enabled', 'status'])
    .where('website_id', '=', websiteId)
    .where('nav_index', 'is not', null)
    .orderBy('nav_index')
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({
    collectionId: row.id,
    title: row.navigation_title || row.title,
    url: row.url_id === 'home' ? '/' : `/${row.url_id}`,
    externalLink: null,
    memberAreaId: null,
    enabled: row.enabled === 1 && isServedToVisitors(row.status),
    items: [],
  }));
}

/**
 * Makes `collectionIds` the main navigation, in that order; every other collection of the site
 * leaves it. Bumps the content version. One transaction; nothing is written when an id is not a
 * collection of the site.
 * @returns the ids that are not collections of the site (empty on success)
 */
export async function replaceMainNavigation(db: Kysely<Schema>, websiteId: string, collectionIds: readonly string[]): Promise<string[]> {
  return inTransaction(db, async (tx) => {
    const known = collectionIds.length
      ? new Set((await tx.selectFrom('collections').select('id').where('website_id', '=', websiteId).where('id', 'in', collectionIds).execute()).map((row) => row.id))
      : new Set<string>();
    const unknown = collectionIds.filter((id) => !known.has(id));
    if (unknown.length) return unknown;
    await tx.updateTable('collections').set({ nav_index: null }).where('website_id', '=', websiteId).execute();
    for (const [index, id] of collectionIds.entries()) {
      await tx.updateTable('collections').set({ nav_index: index }).where('website_id', '=', websiteId).where('id', '=', id).execute();
    }
    await bumpContentVersion(tx, websiteId);
    return [];
  });
}
