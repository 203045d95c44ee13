import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';

/*
 * The account row a customer changes themselves (SQL only): the name, the password hash, the other
 * sessions, and the deletion of the account's own rows.
 */

/** The stored password hash of an account (null: code sign-in only); undefined when the account is gone. */
export async function findPasswordHash(db: Kysely<Schema>, siteUserId: string): Promise<string | null | undefined> {
  const row = await db.selectFrom('site_users').select('password_hash').where('id', '=', siteUserId).executeTakeFirst();
  return row ? row.password_hash : undefined;
}

/** Sets the account's name. */
export async function updateName(db: Kysely<Schema>, siteUserId: string, name: string): Promise<void> {
  await db.updateTable('site_users').set({ name }).where('id', '=', siteUserId).execute();
}

/** Sets the account's password hash. */
export async function updatePasswordHash(db: Kysely<Schema>, siteUserId: string, passwordHash: string): Promise<void> {
  await db.updateTable('site_users').set({ password_hash: passwordHash }).where('id', '=', siteUserId).execute();
}

/** Ends every session of the account but the one with `keepXsrfToken` (the one that changed the password). */
export async function deleteOtherSessions(db: Kysely<Schema>, siteUserId: string, keepXsrfToken: string): Promise<void> {
  await db.deleteFrom('site_user_sessions').where('site_user_id', '=', siteUserId).where('xsrf_token', '<>', keepXsrfToken).execute();
}

/**
 * Deletes the account's own rows and then the account (inside the deletion's transaction): its
 * addresses, sessions, one-time tokens and memberships; its open carts (their entries and checkout go
 * with them) — a purchased cart stays with its order, no longer the account's.
 */
export async function deleteAccountRows(db: Kysely<Schema>, websiteId: string, siteUserId: string): Promise<void> {
  await db.deleteFrom('site_user_addresses').where('site_user_id', '=', siteUserId).execute();
  await db.deleteFrom('site_user_sessions').where('site_user_id', '=', siteUserId).execute();
  await db.deleteFrom('site_user_tokens').where('site_user_id', '=', siteUserId).execute();
  await db.deleteFrom('memberships').where('site_user_id', '=', siteUserId).execute();
  await db.deleteFrom('carts').where('website_id', '=', websiteId).where('site_user_id', '=', siteUserId).where('is_purchased', '=', 0).execute();
  await db.updateTable('carts').set({ site_user_id: null }).where('website_id', '=', websiteId).where('site_user_id', '=', siteUserId).execute();
  await db.deleteFrom('site_users').where('website_id', '=', websiteId).where('id', '=', siteUserId).execute();
}

/**
 * Locks the account's row for the rest of the transaction (a no-op update): writes that check a
 * count first (at most 20 addresses) or move the default run one after the other on PostgreSQL.
 * SQLite has one writer anyway.
 */
export async function lockAccount(db: Kysely<Schema>, siteUserId: string): Promise<void> {
  await db.updateTable('site_users').set((eb) => ({ name: eb.ref('name') })).where('id', '=', siteUserId).execute();
}
