import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { getOutboxMessage, listOutbox, type OutboxMessage, type OutboxMessageDetail } from '../../infra/mail/outbox-repository.ts';
import { NO_SUCH_MESSAGE } from './messages.ts';

/*
 * The owner's view of the outbox (docs/owner-api.md "Outbox"): every e-mail the site sent, or kept
 * without SMTP. The table and its queries are infrastructure (infra/mail/outbox-repository.ts),
 * since the mailer writes it.
 */

/** The site's messages without bodies, newest first, a page at a time. */
export function outboxPage(db: Kysely<Schema>, websiteId: string, page: { cursor?: string; limit?: number }): Promise<{ messages: OutboxMessage[]; nextCursor: string | null }> {
  return listOutbox(db, websiteId, page);
}

/**
 * One message of the site with its bodies.
 * @throws AppError NOT_FOUND when the site has no such message
 */
export async function outboxMessage(db: Kysely<Schema>, websiteId: string, id: string): Promise<OutboxMessageDetail> {
  const message = await getOutboxMessage(db, websiteId, id);
  if (!message) throw new AppError('NOT_FOUND', NO_SUCH_MESSAGE);
  return message;
}
