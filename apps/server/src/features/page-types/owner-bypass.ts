import type { Kysely } from 'kysely';
import type { PageRequestInfo } from '../../infra/page-extensions.ts';
import type { Schema } from '../../infra/database/schema.ts';
import { findOwnerSession, requestOwnerToken } from '../owner/index.ts';

/** Whether a contributor of this site is signed in: owners see their locked site and pages as visitors who unlocked them. */
export async function ownerSignedIn(db: Kysely<Schema>, info: PageRequestInfo): Promise<boolean> {
  const token = requestOwnerToken(info.request);
  if (!token) return false;
  return (await findOwnerSession(db, info.site.id, token, info.now)) !== null;
}
