import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { decodeCursor, encodeCursor } from '../../infra/database/cursor.ts';
import { newId } from '../../infra/database/ids.ts';
import type { MailingListStatus, MailingListTable, Schema } from '../../infra/database/schema.ts';

/*
 * The newsletter mailing list of a site: one row per address, filled by newsletter forms.
 *
 * `confirm_token_hash` is the SHA-256 of the token in the last e-mail sent to the address. While the
 * address is pending and the token unexpired it confirms the sign-up; at any time it unsubscribes
 * (the e-mail's unsubscribe link), so it is kept after confirmation. A new confirmation e-mail
 * replaces it.
 */

/** How long a confirmation link works. */
export const CONFIRM_TOKEN_TTL_MS = 7 * 24 * 60 * 60_000;

/** One address on the list. */
export interface MailingListEntry {
  id: string;
  email: string;
  status: MailingListStatus;
  sourceFormId: string | null;
  createdAt: number;
  confirmedAt: number | null;
}

/** The outcome of a sign-up: the entry, and the token to e-mail when a confirmation is due. */
export interface SignUpResult {
  entry: MailingListEntry;
  /** Set when the address is (still) pending and needs a confirmation e-mail; null otherwise. */
  confirmToken: string | null;
}

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

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

/** The stored form of an address: trimmed, lower-case (one row per person, however typed). */
export function mailingListAddress(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Adds an address (call inside the submission's transaction). With `doubleOptIn` a new, pending or
 * unsubscribed address becomes 'pending' with a fresh confirmation token; without it, 'subscribed'
 * at once. An address already subscribed stays so and gets no e-mail.
 */
export async function signUp(
  db: Kysely<Schema>,
  websiteId: string,
  input: { email: string; formId: string; doubleOptIn: boolean; now: number },
): Promise<SignUpResult> {
  const email = mailingListAddress(input.email);
  const { now } = input;
  // Insert-or-nothing first, so two racing sign-ups of one address leave one row (no aborted transaction).
  await db
    .insertInto('mailing_list')
    .values({ id: newId(), website_id: websiteId, email, status: 'unsubscribed', source_form_id: input.formId, created_at: now, updated_at: now, confirm_token_hash: null, confirm_expires_at: null, confirmed_at: null })
    .onConflict((oc) => oc.columns(['website_id', 'email']).doNothing())
    .execute();
  const row = await db.selectFrom('mailing_list').selectAll().where('website_id', '=', websiteId).where('email', '=', email).executeTakeFirstOrThrow();
  if (row.status === 'subscribed') return { entry: toEntry(row), confirmToken: null };

  if (!input.doubleOptIn) {
    await db
      .updateTable('mailing_list')
      .set({ status: 'subscribed', confirmed_at: now, confirm_token_hash: null, confirm_expires_at: null, updated_at: now })
      .where('id', '=', row.id)
      .execute();
    return { entry: { ...toEntry(row), status: 'subscribed', confirmedAt: now }, confirmToken: null };
  }
  const token = randomBytes(24).toString('base64url');
  await db
    .updateTable('mailing_list')
    .set({ status: 'pending', confirm_token_hash: hashToken(token), confirm_expires_at: now + CONFIRM_TOKEN_TTL_MS, updated_at: now })
    .where('id', '=', row.id)
    .execute();
  return { entry: { ...toEntry(row), status: 'pending' }, confirmToken: token };
}

/**
 * Confirms a pending address by its e-mailed token: 'subscribed'. Null for an unknown, used or expired
 * token. The token's hash stays, for the unsubscribe link of the same e-mail.
 */
export async function confirmSignUp(db: Kysely<Schema>, websiteId: string, token: string, now: number): Promise<MailingListEntry | null> {
  const hash = hashToken(token);
  const result = await db
    .updateTable('mailing_list')
    .set({ status: 'subscribed', confirmed_at: now, confirm_expires_at: null, updated_at: now })
    .where('website_id', '=', websiteId)
    .where('confirm_token_hash', '=', hash)
    .where('status', '=', 'pending')
    .where('confirm_expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
  return result ? toEntry(result) : null;
}

/**
 * Unsubscribes the address an e-mailed token belongs to (pending or subscribed; it never expires).
 * Idempotent: an address already unsubscribed is returned as it is. Null for an unknown token, or one
 * a later confirmation e-mail replaced.
 * @example await unsubscribe(db, websiteId, token, Date.now()) // { email, status: 'unsubscribed', … }
 */
export async function unsubscribe(db: Kysely<Schema>, websiteId: string, token: string, now: number): Promise<MailingListEntry | null> {
  const hash = hashToken(token);
  const changed = await db
    .updateTable('mailing_list')
    .set({ status: 'unsubscribed', confirm_expires_at: null, updated_at: now })
    .where('website_id', '=', websiteId)
    .where('confirm_token_hash', '=', hash)
    .where('status', '<>', 'unsubscribed')
    .returningAll()
    .executeTakeFirst();
  if (changed) return toEntry(changed);
  const already = await db.selectFrom('mailing_list').selectAll().where('website_id', '=', websiteId).where('confirm_token_hash', '=', hash).executeTakeFirst();
  return already ? toEntry(already) : null;
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
