import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { checkPassword as checkIdentityPassword } from '../identity/index.ts';
import { findSiteUserRowByEmail, toSiteUser, type SiteUser } from './site-users-repository.ts';

/*
 * Customer sign-in by password, on the identity's password check: throttled per account (with the
 * proof of work and the growing wait) and per address, the same answer for an unknown e-mail and a wrong password, and the same cost (an unknown
 * e-mail pays for a hash too).
 */

/** What a sign-in attempt gives. */
export interface PasswordSignIn {
  websiteId: string;
  email: string;
  password: string;
  /** The client address: failures are counted per address too. */
  address: string;
  now: number;
  /** Verifies and spends the proof of work the attempt brings (absent: none). */
  proof?: (() => Promise<boolean>) | undefined;
}

/**
 * Checks a customer's e-mail and password.
 * @throws AppError RATE_LIMITED (429, Retry-After) when the address is used up or the account is
 * slowed and no proof of work came; UNAUTHENTICATED for a wrong password and an unknown e-mail alike
 */
export async function checkPassword(db: Kysely<Schema>, attempt: PasswordSignIn): Promise<SiteUser> {
  const row = await findSiteUserRowByEmail(db, attempt.websiteId, attempt.email);
  const { account } = await checkIdentityPassword(db, 'customer', attempt, row);
  return toSiteUser(account);
}
