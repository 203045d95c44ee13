import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { altchaSecret } from './repository.ts';

/*
 * Keys for what the server signs and only it must be able to sign (the owner's device cookie, the
 * visitor id of likes, the owner's sign-in link), derived per purpose from the site's secret: the
 * random secret stored for ALTCHA, which never leaves the server. Any process derives the same key.
 */

/** What a key signs: each purpose has its own, so one signature never passes for another. */
export type SigningPurpose = 'owner-device' | 'visitor-id' | 'owner-sign-in-link';

/** The site's key for `purpose` (hex). */
export async function siteSigningKey(db: Kysely<Schema>, websiteId: string, purpose: SigningPurpose): Promise<string> {
  const secret = await altchaSecret(db, websiteId);
  return createHmac('sha256', secret).update(`signing-key\n${purpose}`).digest('hex');
}
