import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { contentAccessOf } from './access-service.ts';
import { itemCollectionId, listGatedEntries, type GatedEntry } from './gated-content-repository.ts';
import { readableAreaIds } from './memberships-repository.ts';

/*
 * The access check for one item by id, for APIs that take an item id rather than a path (adding to
 * the cart). Hot: the gated entries of a site are remembered for its current content version (every
 * change to member areas goes through changeContent, which moves the version), so a site without
 * gated content answers with no query at all.
 */

const latestBySite = new Map<string, { version: number; entries: Promise<GatedEntry[]> }>();

function gatedEntriesAt(db: Kysely<Schema>, websiteId: string, contentVersion: number): Promise<GatedEntry[]> {
  const known = latestBySite.get(websiteId);
  if (known && known.version === contentVersion) return known.entries;
  const entries = listGatedEntries(db, websiteId);
  latestBySite.set(websiteId, { version: contentVersion, entries });
  // A failed read is not remembered.
  entries.catch(() => latestBySite.delete(websiteId));
  return entries;
}

/**
 * Whether a viewer (`siteUserId` null: not signed in) may read an item, by id. An item the site does
 * not have is "readable" here: the caller's own not-found answer covers it.
 */
export async function itemReadable(
  db: Kysely<Schema>,
  site: { id: string; contentVersion: number },
  siteUserId: string | null,
  itemId: string,
  now: number,
): Promise<boolean> {
  const entries = await gatedEntriesAt(db, site.id, site.contentVersion);
  if (entries.length === 0) return true;
  const collectionId = await itemCollectionId(db, site.id, itemId);
  if (collectionId === null) return true;
  const readable = siteUserId ? await readableAreaIds(db, site.id, siteUserId, now) : new Set<string>();
  return contentAccessOf(entries, readable, siteUserId).canRead({ collectionId, itemId });
}
