import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { ownerSignedIn } from './owner-bypass.ts';
import { listProtectedPages } from './protected-pages-repository.ts';
import { readSiteAccess } from './settings-repository.ts';
import { hasUnlock, pageUnlockCookie, SITE_UNLOCK_COOKIE } from './unlock-cookie.ts';

/** What this requester may not see of the site's content. */
export interface VisitorAccess {
  /** The lock screen is on and they have not typed the site password (nor are they an owner). */
  siteLocked: boolean;
  /** Collections with their own password they have not opened. */
  lockedCollectionIds: Set<string>;
}

/**
 * For the routes outside the storefront pages that show content (search answers, feeds, the
 * sitemap): what the lock screen and page passwords hide from this requester, as the page gate
 * decides it. Reads the settings each time (these routes are not the hot path).
 * @example if ((await visitorAccess(db, request, website.id, now())).siteLocked) return reply.code(401)…
 */
export async function visitorAccess(db: Kysely<Schema>, request: FastifyRequest, websiteId: string, now: number): Promise<VisitorAccess> {
  const [{ lock }, pages] = await Promise.all([readSiteAccess(db, websiteId), listProtectedPages(db, websiteId)]);
  const lockOn = lock.enabled && lock.passwordHash !== null && !hasUnlock(request, SITE_UNLOCK_COOKIE, lock.secret, `site:${websiteId}`);
  const closed = pages.filter((page) => !hasUnlock(request, pageUnlockCookie(page.collectionId), page.secret, `page:${page.collectionId}`));
  if ((lockOn || closed.length) && (await ownerSignedIn(db, request, websiteId, now))) return { siteLocked: false, lockedCollectionIds: new Set() };
  return { siteLocked: lockOn, lockedCollectionIds: new Set(closed.map((page) => page.collectionId)) };
}
