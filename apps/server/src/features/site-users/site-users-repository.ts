import type { Kysely, Selectable } from 'kysely';
import type { Schema, SiteUsersTable } from '../../infra/database/schema.ts';
import { toSiteUser, type SiteUser } from '../identity/index.ts';

/** A customer is one of the identity's two kinds of actor (features/identity/actors.ts). */
export { toSiteUser, type SiteUser };

/** The trimmed, lower-cased form an e-mail is stored and compared in. */
export function normalizeSiteUserEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The account row of an e-mail on a site (with its hash, for sign-in). */
export function findSiteUserRowByEmail(db: Kysely<Schema>, websiteId: string, email: string) {
  return db.selectFrom('site_users').selectAll().where('website_id', '=', websiteId).where('email', '=', normalizeSiteUserEmail(email)).executeTakeFirst();
}

/** An account by id on a site. */
export async function findSiteUser(db: Kysely<Schema>, websiteId: string, id: string): Promise<SiteUser | null> {
  const row = await db.selectFrom('site_users').selectAll().where('website_id', '=', websiteId).where('id', '=', id).executeTakeFirst();
  return row ? toSiteUser(row) : null;
}

/** Sets the account's language. */
export async function updateSiteUserLocale(db: Kysely<Schema>, siteUserId: string, locale: string): Promise<void> {
  await db.updateTable('site_users').set({ locale }).where('id', '=', siteUserId).execute();
}

/** A new account row; false when the site has the e-mail already (the unique constraint decides, so a race cannot make two). */
export async function insertSiteUser(
  db: Kysely<Schema>,
  row: { id: string; websiteId: string; email: string; name: string; passwordHash: string | null; emailVerifiedAt: number | null; createdAt: number },
): Promise<boolean> {
  const result = await db
    .insertInto('site_users')
    .values({ id: row.id, website_id: row.websiteId, email: normalizeSiteUserEmail(row.email), name: row.name, password_hash: row.passwordHash, email_verified_at: row.emailVerifiedAt, created_at: row.createdAt })
    .onConflict((oc) => oc.columns(['website_id', 'email']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return result !== undefined;
}

/** Marks the account's address verified (once: a later proof keeps the first date). */
export async function markEmailVerified(db: Kysely<Schema>, siteUserId: string, now: number): Promise<void> {
  await db.updateTable('site_users').set({ email_verified_at: now }).where('id', '=', siteUserId).where('email_verified_at', 'is', null).execute();
}

/** Replaces the account's password hash. */
export async function setPasswordHash(db: Kysely<Schema>, siteUserId: string, passwordHash: string): Promise<void> {
  await db.updateTable('site_users').set({ password_hash: passwordHash }).where('id', '=', siteUserId).execute();
}
