import type { Kysely } from 'kysely';
import type { Schema } from '../database/schema.ts';
import { EmailTemplateError } from './email-renderer.ts';
import type { MailMessage, Mailer } from './mailer.ts';

/** The e-mails of one transaction: recorded with it, delivered after it commits. */
export interface TransactionMail {
  /** A mailer whose `send` records the message in the transaction (status 'outbox') and delivers nothing yet. */
  mailer: Mailer;
  /** Delivers what was recorded; call it once the transaction has committed. Never throws for a delivery failure. */
  deliver(): Promise<void>;
}

/**
 * The transactional outbox: e-mails about a write are recorded in the write's own transaction, so a
 * crash leaves the write with its e-mails or neither — never an order or a submission whose e-mail
 * was lost between the commit and the send. Code that takes a `mailer` (a feature's `sendX(context,
 * …)`) runs unchanged with this one.
 * @example
 * const mail = mailInTransaction(deps.mailer, tx);
 * await sendNewsletterConfirmation({ ...deps, mailer: mail.mailer }, input); // inside the transaction
 * // after the commit: await mail.deliver();
 */
export function mailInTransaction(mailer: Mailer, tx: Kysely<Schema>): TransactionMail {
  const recorded: { id: string; message: MailMessage }[] = [];
  const inTransaction: Mailer = {
    async send(message) {
      const id = await mailer.record(tx, message);
      recorded.push({ id, message });
      return { id, status: 'outbox', error: null };
    },
    record: (db, message) => mailer.record(db, message),
    deliver: (id, message) => mailer.deliver(id, message),
    deliverWaiting: (before) => mailer.deliverWaiting(before),
    close: () => {},
  };
  return {
    mailer: inTransaction,
    async deliver() {
      for (const { id, message } of recorded.splice(0)) await mailer.deliver(id, message);
    },
  };
}

/** What {@link recordMail} recorded: to deliver after the commit, and why the theme could not render it, if it could not. */
export interface RecordedMail {
  deliver(): Promise<void>;
  unrendered: EmailTemplateError | null;
}

/**
 * Runs `write` (a feature's `sendX`) with a mailer that records in `tx`. A theme that cannot render
 * the e-mail does not lose the write: the error is returned in `unrendered`; a database fault throws
 * and rolls the transaction back.
 * @example
 * const mail = await recordMail(deps.mailer, tx, (mailer) => notifyNewComment({ ...deps, mailer }, …));
 * // after the commit: await mail.deliver(); if (mail.unrendered) log it
 */
export async function recordMail(mailer: Mailer, tx: Kysely<Schema>, write: (mailer: Mailer) => Promise<void>): Promise<RecordedMail> {
  const mail = mailInTransaction(mailer, tx);
  try {
    await write(mail.mailer);
  } catch (error) {
    if (!(error instanceof EmailTemplateError)) throw error;
    return { deliver: mail.deliver, unrendered: error };
  }
  return { deliver: mail.deliver, unrendered: null };
}
