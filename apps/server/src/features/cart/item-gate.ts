import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { itemReadable } from '../member-areas/index.ts';

/**
 * Whether the cart may take `itemId` for this viewer (`siteUserId` null: not signed in). Products
 * kept in a member area are not sold to non-members through the cart API either (issue 11: one
 * access check decides everywhere).
 */
export function cartMayTake(db: Kysely<Schema>, site: { id: string; contentVersion: number }, siteUserId: string | null, itemId: string, now: number): Promise<boolean> {
  return itemReadable(db, site, siteUserId, itemId, now);
}
