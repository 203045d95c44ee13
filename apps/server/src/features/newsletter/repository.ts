import type { Kysely, Selectable } from 'kysely';
import { decodeCursor, encodeCursor } from '../../infra/database/cursor.ts';
import { newId } from '../../infra/database/ids.ts';
import type { MailingListStatus, MailingListTable, Schema } from '../../infra/database/schema.ts';

/*
 * The newsletter mailing list of a site (SQL only): one row per address, filled by newsletter forms
 * and the restock widget's opt-in. `confirm_token_hash` is the SHA-256 of the token in the last
 * e-mail sent to the address (the rules are in service.ts).
 */

/** One address on the list. */
export interface MailingListEntry {
  id: string;
  email: string;
  status: MailingListStatus;
  sourceFormId: string | null;
  createdAt: number;
  confirmedAt: number | null;
}

function toEntry(row: Selectable<MailingListTable>): MailingListEntry {
  return {
    id: row.id,
    email: row.email,
    status: row.status,
    sourceFormId: row.source_form_id,
    createdAt: Number(row.created_at),
    confirmedAt: row.confirmed_at === null ? null : Number(row.confirmed_at),
  };
}

/**
 * The row of `email` on the list, added as 'unsubscribed' when there is none. Insert-or-nothing
 * first, so two racing sign-ups of one address leave one row (no aborted transaction).
 */
export async function ensureEntry(db: Kysely<Schema>, websiteId: string, email: string, sourceFormId: string | null, now: number): Promise<MailingListEntry> {
  await db
    .insertInto('mailing_list')
    .values({ id: newId(), website_id: websiteId, email, status: 'unsubscribed', source_form_id: sourceFormId, created_at: now, updated_at: now, confirm_token_hash: null, confirm_expires_at: null, confirmed_at: null })
    .onConflict((oc) => oc.columns(['website_id', 'email']).doNothing())
    .execute();
  const row = await db.selectFrom('mailing_list').selectAll().where('website_id', '=', websiteId).where('email', '=', email).executeTakeFirstOrThrow();
  return toEntry(row);
}

/** An entry by id, or null. */
export async function findEntry(db: Kysely<Schema>, id: string): Promise<MailingListEntry | null> {
  const row = await db.selectFrom('mailing_list').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toEntry(row) : null;
}

/** Marks an entry subscribed now, with no token; whether it changed (of racing calls, one does). */
export async function markSubscribed(db: Kysely<Schema>, id: string, now: number): Promise<boolean> {
  const row = await db
    .updateTable('mailing_list')
    .set({ status: 'subscribed', confirmed_at: now, confirm_token_hash: null, confirm_expires_at: null, updated_at: now })
    .where('id', '=', id)
    .where('status', '<>', 'subscribed')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Marks an entry pending confirmation with the hash of a new token, which replaces any older one —
 * unless it is subscribed, or pending with a token issued after `issuedAfter` (its expiry later than
 * `freshUntil`): one conditional update, so of sign-ups racing only one sends an e-mail. Whether it did.
 */
export async function markPending(db: Kysely<Schema>, id: string, token: { hash: string; expiresAt: number; freshUntil: number }, now: number): Promise<boolean> {
  const row = await db
    .updateTable('mailing_list')
    .set({ status: 'pending', confirm_token_hash: token.hash, confirm_expires_at: token.expiresAt, updated_at: now })
    .where('id', '=', id)
    .where('status', '<>', 'subscribed')
    .where((eb) => eb.or([eb('status', '<>', 'pending'), eb('confirm_expires_at', 'is', null), eb('confirm_expires_at', '<=', token.freshUntil)]))
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Subscribes the pending entry whose unexpired token has this hash (one conditional update); null when
 * none matches. The hash stays, for the unsubscribe link of the same e-mail.
 */
export async function confirmPending(db: Kysely<Schema>, websiteId: string, tokenHash: string, now: number): Promise<MailingListEntry | null> {
  const row = await db
    .updateTable('mailing_list')
    .set({ status: 'subscribed', confirmed_at: now, confirm_expires_at: null, updated_at: now })
    .where('website_id', '=', websiteId)
    .where('confirm_token_hash', '=', tokenHash)
    .where('status', '=', 'pending')
    .where('confirm_expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
  return row ? toEntry(row) : null;
}

/** Which entry to take off the list: the one of an e-mailed token's hash, or of an address (stored form). */
export type EntryMatch = { tokenHash: string } | { email: string };

/** An entry just taken off the list, and whether it was subscribed (rather than pending). */
export interface LeftEntry {
  entry: MailingListEntry;
  wasSubscribed: boolean;
}

/**
 * Unsubscribes the matching entry when it is subscribed or pending; null when none changed. One
 * conditional update per former status, so the answer says truly what it was, however calls race.
 */
export async function unsubscribeEntry(db: Kysely<Schema>, websiteId: string, match: EntryMatch, now: number): Promise<LeftEntry | null> {
  for (const from of ['subscribed', 'pending'] as const) {
    let query = db.updateTable('mailing_list').set({ status: 'unsubscribed', confirm_expires_at: null, updated_at: now }).where('website_id', '=', websiteId).where('status', '=', from);
    query = 'tokenHash' in match ? query.where('confirm_token_hash', '=', match.tokenHash) : query.where('email', '=', match.email);
    const row = await query.returningAll().executeTakeFirst();
    if (row) return { entry: toEntry(row), wasSubscribed: from === 'subscribed' };
  }
  return null;
}

/** The entry whose last e-mailed token has this hash, or null. */
export async function findByTokenHash(db: Kysely<Schema>, websiteId: string, tokenHash: string): Promise<MailingListEntry | null> {
  const row = await db.selectFrom('mailing_list').selectAll().where('website_id', '=', websiteId).where('confirm_token_hash', '=', tokenHash).executeTakeFirst();
  return row ? toEntry(row) : null;
}

/** A page of the list, newest first. */
export async function listMailingList(
  db: Kysely<Schema>,
  websiteId: string,
  options: { cursor?: string; limit?: number } = {},
): Promise<{ entries: MailingListEntry[]; nextCursor: string | null }> {
  const limit = options.limit ?? 25;
  const after = decodeCursor(options.cursor);
  let query = db.selectFrom('mailing_list').selectAll().where('website_id', '=', websiteId);
  if (after) {
    query = query.where((eb) =>
      eb.or([eb('created_at', '<', after.createdAt), eb.and([eb('created_at', '=', after.createdAt), eb('id', '<', after.id)])]),
    );
  }
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit + 1).execute();
  const page = rows.slice(0, limit).map(toEntry);
  const last = page.at(-1);
  return { entries: page, nextCursor: rows.length > limit && last ? encodeCursor(last.createdAt, last.id) : null };
}

/** The entry of an address (stored form), or null. */
export async function findEntryByEmail(db: Kysely<Schema>, websiteId: string, email: string): Promise<MailingListEntry | null> {
  const row = await db.selectFrom('mailing_list').selectAll().where('website_id', '=', websiteId).where('email', '=', email).executeTakeFirst();
  return row ? toEntry(row) : null;
}

/**
 * Removes an address from the list altogether (its person's data goes: a deleted customer account).
 * @returns its status before, or null when it was not on the list
 */
export async function deleteEntryByEmail(db: Kysely<Schema>, websiteId: string, email: string): Promise<MailingListStatus | null> {
  const row = await db.deleteFrom('mailing_list').where('website_id', '=', websiteId).where('email', '=', email).returning('status').executeTakeFirst();
  return row?.status ?? null;
}
