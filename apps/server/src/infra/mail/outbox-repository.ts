import type { Kysely, Selectable } from 'kysely';
import { decodeCursor, encodeCursor } from '../database/cursor.ts';
import { newId } from '../database/ids.ts';
import type { OutboxKind, OutboxStatus, OutboxTable, Schema } from '../database/schema.ts';

/** A message the site sent, or would have sent without SMTP. */
export interface OutboxMessage {
  id: string;
  websiteId: string;
  kind: OutboxKind;
  to: string;
  subject: string;
  status: OutboxStatus;
  error: string | null;
  createdAt: number;
  sentAt: number | null;
}

/** A message with its bodies. */
export interface OutboxMessageDetail extends OutboxMessage {
  text: string;
  html: string | null;
}

function toMessage(row: Selectable<OutboxTable>): OutboxMessageDetail {
  return {
    id: row.id,
    websiteId: row.website_id,
    kind: row.kind,
    to: row.to_address,
    subject: row.subject,
    status: row.status,
    error: row.error,
    createdAt: Number(row.created_at),
    sentAt: row.sent_at === null ? null : Number(row.sent_at),
    text: row.text_body,
    html: row.html_body,
  };
}

/** Input of {@link recordOutboxMessage}. */
export interface NewOutboxMessage {
  websiteId: string;
  kind: OutboxKind;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  now?: number;
}

/** Records a message with status 'outbox'; returns its id. */
export async function recordOutboxMessage(db: Kysely<Schema>, input: NewOutboxMessage): Promise<string> {
  const id = newId();
  await db
    .insertInto('outbox')
    .values({
      id,
      website_id: input.websiteId,
      kind: input.kind,
      to_address: input.to,
      subject: input.subject,
      text_body: input.text,
      html_body: input.html ?? null,
      status: 'outbox',
      created_at: input.now ?? Date.now(),
    })
    .execute();
  return id;
}

/** Marks a message sent, or failed with the error. */
export async function markOutboxMessage(db: Kysely<Schema>, id: string, result: { status: 'sent'; sentAt: number } | { status: 'failed'; error: string }): Promise<void> {
  await db
    .updateTable('outbox')
    .set(result.status === 'sent' ? { status: 'sent', sent_at: result.sentAt, error: null } : { status: 'failed', error: result.error.slice(0, 2000) })
    .where('id', '=', id)
    .execute();
}

/** One message of the site with its bodies; null when none. */
export async function getOutboxMessage(db: Kysely<Schema>, websiteId: string, id: string): Promise<OutboxMessageDetail | null> {
  const row = await db.selectFrom('outbox').selectAll().where('website_id', '=', websiteId).where('id', '=', id).executeTakeFirst();
  return row ? toMessage(row) : null;
}

/** Whether an e-mail of the site ever left through SMTP (status 'sent'). */
export async function hasSentMessage(db: Kysely<Schema>, websiteId: string): Promise<boolean> {
  return (await db.selectFrom('outbox').select('id').where('website_id', '=', websiteId).where('status', '=', 'sent').limit(1).executeTakeFirst()) !== undefined;
}

/** The site's messages without bodies, newest first, a page at a time. */
export async function listOutbox(
  db: Kysely<Schema>,
  websiteId: string,
  page: { cursor?: string; limit?: number } = {},
): Promise<{ messages: OutboxMessage[]; nextCursor: string | null }> {
  const limit = page.limit ?? 25;
  let q = db
    .selectFrom('outbox')
    .select(['id', 'website_id', 'kind', 'to_address', 'subject', 'status', 'error', 'created_at', 'sent_at'])
    .where('website_id', '=', websiteId);
  const after = decodeCursor(page.cursor);
  if (after) q = q.where((eb) => eb.or([eb('created_at', '<', after.createdAt), eb.and([eb('created_at', '=', after.createdAt), eb('id', '<', after.id)])]));
  const rows = await q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit + 1).execute();
  const messages = rows.slice(0, limit).map((row) => {
    const { text: _text, html: _html, ...message } = toMessage({ ...row, text_body: '', html_body: null });
    return message;
  });
  const last = messages[messages.length - 1];
  return { messages, nextCursor: rows.length > limit && last ? encodeCursor(last.createdAt, last.id) : null };
}

/**
 * Messages still 'outbox' that were recorded before `before`, oldest first, at most `limit`: with SMTP
 * these are the ones whose delivery never ran (their process died after the commit).
 */
export async function listWaitingOutboxMessages(db: Kysely<Schema>, before: number, limit = 100): Promise<OutboxMessageDetail[]> {
  const rows = await db.selectFrom('outbox').selectAll().where('status', '=', 'outbox').where('created_at', '<', before).orderBy('created_at').orderBy('id').limit(limit).execute();
  return rows.map(toMessage);
}
