import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { listGatedEntries, type GatedEntry } from './gated-content-repository.ts';
import type { ContentRef } from './member-areas-repository.ts';
import { readableAreaIds } from './memberships-repository.ts';

/**
 * What one viewer may read on a site: THE access check of member areas. Every surface that shows
 * content asks it — the page (HTML and `?format=json`), collection lists, the home page's featured
 * products, and whatever later lists or sends content (search, RSS, the sitemap, summary blocks,
 * e-mails: they do not exist yet; they must filter with {@link ContentAccess.canRead} too).
 */
export interface ContentAccess {
  /** The signed-in customer, or null. */
  readonly siteUserId: string | null;
  /**
   * Whether the viewer may read a page, a collection (itemId null: its listing) or one item.
   * Content no area keeps is public; content kept in areas is readable by a member of any of them.
   */
  canRead(ref: ContentRef): boolean;
  /**
   * The member area that locks `path` for this viewer (a gated collection's pages, a gated item's
   * page), or null when the viewer may open it. Decided from URLs alone, before any page is built.
   */
  lockOf(path: string): string | null;
  /**
   * Whether this viewer reads gated content a non-member would not: their pages are personal
   * (never cached, never shared). False for every non-member, so their pages cache as one view.
   */
  readonly seesMemberContent: boolean;
}

/** Whether a gated entry guards `path`: the collection's page and its items, or the one item's page. */
function guards(entry: GatedEntry, path: string): boolean {
  if (entry.itemId !== null) return entry.itemUrl !== null && path === entry.itemUrl;
  if (entry.collectionUrl === '/') return path === '/';
  return path === entry.collectionUrl || path.startsWith(`${entry.collectionUrl}/`);
}

/** Builds the {@link ContentAccess} of a gated-content list and the areas a viewer may read (pure). */
export function contentAccessOf(entries: readonly GatedEntry[], readable: ReadonlySet<string>, siteUserId: string | null): ContentAccess {
  const locking = (matching: GatedEntry[]) => (matching.length && !matching.some((e) => readable.has(e.memberAreaId)) ? (matching[0] as GatedEntry).memberAreaId : null);
  return {
    siteUserId,
    canRead(ref) {
      const matching = entries.filter((e) => e.collectionId === ref.collectionId && (e.itemId === null || e.itemId === ref.itemId));
      return locking(matching) === null;
    },
    lockOf(path) {
      return locking(entries.filter((e) => guards(e, path)));
    },
    seesMemberContent: entries.some((e) => readable.has(e.memberAreaId)),
  };
}

/**
 * The access of a viewer (`siteUserId` null: a visitor who is not signed in) at `now`.
 * @example const access = await contentAccessFor(db, site.id, session?.siteUserId ?? null, Date.now()); access.canRead({ collectionId, itemId: null })
 */
export async function contentAccessFor(db: Kysely<Schema>, websiteId: string, siteUserId: string | null, now: number): Promise<ContentAccess> {
  const entries = await listGatedEntries(db, websiteId);
  const readable = siteUserId && entries.length ? await readableAreaIds(db, websiteId, siteUserId, now) : new Set<string>();
  return contentAccessOf(entries, readable, siteUserId);
}

/** Whether a customer (or null: a visitor) may read `ref` at `now`: the one-off form of {@link contentAccessFor}. */
export async function canRead(db: Kysely<Schema>, websiteId: string, siteUserId: string | null, ref: ContentRef, now: number): Promise<boolean> {
  return (await contentAccessFor(db, websiteId, siteUserId, now)).canRead(ref);
}
