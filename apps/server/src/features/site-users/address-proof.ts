import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { claimGuestOrders } from '../orders/index.ts';
import { markEmailVerified, type SiteUser } from './site-users-repository.ts';

/**
 * What follows whenever a customer proves they read the account's mailbox (a verification link, an
 * e-mailed sign-in code or link, a reset link): the address counts as verified, and the guest
 * orders placed with it join the account, those placed since an earlier proof too. Call inside the
 * transaction that spends the e-mailed secret.
 * @returns the account, verified
 */
export async function addressProven(db: Kysely<Schema>, siteUser: SiteUser, now: number): Promise<SiteUser> {
  await markEmailVerified(db, siteUser.id, now);
  await claimGuestOrders(db, siteUser.websiteId, siteUser.id, siteUser.email);
  return { ...siteUser, emailVerified: true };
}
