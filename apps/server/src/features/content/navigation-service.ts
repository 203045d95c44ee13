import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { changeContent } from '../site/index.ts';
import { areasKeepingCollections } from '../member-areas/index.ts';
import { collectionListedTwice, NO_MAIN_NAVIGATION, noSuchCollection, notKeptByMemberArea } from './messages.ts';
import { navigationRows, setNavigationOrder, siteCollectionIds } from './navigation-repository.ts';
import { isServedToVisitors } from './page-status.ts';
import { DEFAULT_TEMPLATE_ID, MAIN_NAVIGATION, type NavigationLink, type SiteLayout } from './site-layout.ts';

/*
 * The site layout and its main navigation (platform.md §3, §7 Store creation). A Plinth site has
 * exactly one navigation, 'mainNavigation': its collections in nav_index order, flat, collections
 * only (no external links or folders yet); a link's memberAreaId names the member area keeping its
 * collection (member areas are filled with their own routes, not through the navigation). The owner's view lists every one (disabled
 * or hidden pages too, marked `enabled: false`); visitors' navigation bar drops those.
 */

/** The links of the site's main navigation, in order. */
export async function mainNavigation(db: Kysely<Schema>, websiteId: string): Promise<NavigationLink[]> {
  const [rows, kept] = await Promise.all([navigationRows(db, websiteId), areasKeepingCollections(db, websiteId)]);
  return rows.map((row) => ({
    collectionId: row.id,
    title: row.navigation_title || row.title,
    url: row.url_id === 'home' ? '/' : `/${row.url_id}`,
    externalLink: null,
    memberAreaId: kept.get(row.id) ?? null,
    enabled: row.enabled === 1 && isServedToVisitors(row.status, row.publish_at, Date.now()),
    items: [],
  }));
}

/** The site layout: the default theme's template and the main navigation. */
export async function siteLayout(db: Kysely<Schema>, websiteId: string): Promise<SiteLayout> {
  return { templateId: DEFAULT_TEMPLATE_ID, layout: [{ identifier: MAIN_NAVIGATION, links: await mainNavigation(db, websiteId) }] };
}

/**
 * Makes `collectionIds` the main navigation named `fieldName`, in that order; every other collection
 * leaves it. A content change (every page shows the navigation), in one transaction.
 * @returns the new layout
 * @throws AppError NOT_FOUND for a navigation other than the main one (the site has no other);
 * INVALID for a collection listed twice or not of the site (nothing is written then)
 */
export async function updateNavigation(
  db: Kysely<Schema>,
  websiteId: string,
  fieldName: string,
  items: readonly { collectionId: string; memberAreaId?: string | null | undefined }[],
): Promise<SiteLayout> {
  if (fieldName !== MAIN_NAVIGATION) throw new AppError('NOT_FOUND', NO_MAIN_NAVIGATION);
  const collectionIds = items.map((item) => item.collectionId);
  const twice = collectionIds.find((id, index) => collectionIds.indexOf(id) !== index);
  if (twice) throw new AppError('INVALID', collectionListedTwice(twice));
  // memberAreaId is echoed from GetSiteLayout: when given, it must be the area keeping the collection.
  const claimed = items.filter((item) => item.memberAreaId);
  if (claimed.length) {
    const kept = await areasKeepingCollections(db, websiteId);
    const wrong = claimed.find((item) => kept.get(item.collectionId) !== item.memberAreaId);
    if (wrong) throw new AppError('INVALID', notKeptByMemberArea(wrong.collectionId, wrong.memberAreaId as string));
  }
  await changeContent(db, websiteId, async (tx) => {
    const known = await siteCollectionIds(tx, websiteId, collectionIds);
    const unknown = collectionIds.find((id) => !known.has(id));
    // Thrown inside the transaction: it rolls back, and the content version stays.
    if (unknown) throw new AppError('INVALID', noSuchCollection(unknown));
    await setNavigationOrder(tx, websiteId, collectionIds);
  });
  return siteLayout(db, websiteId);
}
