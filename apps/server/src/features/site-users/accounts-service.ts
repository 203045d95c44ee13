import type { Kysely } from 'kysely';
import { newId } from '../../infra/database/ids.ts';
import type { Schema } from '../../infra/database/schema.ts';
import { hashPassword, OWASP_ARGON2_COST, type Argon2Cost } from '../identity/index.ts';
import { findSiteUser, insertSiteUser, type SiteUser } from './site-users-repository.ts';

/** What a new account is made of. */
export interface NewSiteUser {
  websiteId: string;
  email: string;
  /** Null for an account that signs in by e-mailed code only. */
  password: string | null;
  name?: string;
  /** When the address was verified (the seed's demo customer); null for a new sign-up. */
  verifiedAt: number | null;
  now: number;
  cost?: Argon2Cost;
}

/**
 * Makes a customer account.
 * @returns the account, or null when the site has an account with this e-mail already
 */
export async function createSiteUser(db: Kysely<Schema>, input: NewSiteUser): Promise<SiteUser | null> {
  const id = newId();
  const passwordHash = input.password === null ? null : await hashPassword(input.password, input.cost ?? OWASP_ARGON2_COST);
  const inserted = await insertSiteUser(db, { id, websiteId: input.websiteId, email: input.email, name: input.name?.trim() ?? '', passwordHash, emailVerifiedAt: input.verifiedAt, createdAt: input.now });
  return inserted ? findSiteUser(db, input.websiteId, id) : null;
}
