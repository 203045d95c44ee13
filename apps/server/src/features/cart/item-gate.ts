import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import type * as MemberAreasFeature from '../member-areas/index.ts';

/*
 * Products kept in a member area are not sold to non-members through the cart API either (issue
 * 11: one access check decides everywhere). The member-areas feature reaches the site-users
 * feature, which imports this one, so it is loaded lazily (no import cycle), once per process.
 */
let memberAreas: Promise<typeof MemberAreasFeature> | undefined;

/** Whether the cart may take `itemId` for this viewer (`siteUserId` null: not signed in). */
export async function cartMayTake(db: Kysely<Schema>, site: { id: string; contentVersion: number }, siteUserId: string | null, itemId: string, now: number): Promise<boolean> {
  memberAreas ??= import('../member-areas/index.ts');
  return (await memberAreas).itemReadable(db, site, siteUserId, itemId, now);
}
