import nodemailer, { type Transporter } from 'nodemailer';
import type { Kysely } from 'kysely';
import { listWaitingOutboxMessages, markOutboxMessage, recordOutboxMessage } from './outbox-repository.ts';
import type { OutboxKind, OutboxStatus, Schema } from '../database/schema.ts';

/** Sender of every message unless the caller names one. */
export const DEFAULT_FROM = 'Plinth <no-reply@plinth.local>';

/** A message to send. */
export interface MailMessage {
  websiteId: string;
  kind: OutboxKind;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** @default DEFAULT_FROM */
  from?: string;
}

/** What happened to a message: always recorded; 'sent' or 'failed' only with SMTP. */
export interface MailResult {
  id: string;
  status: OutboxStatus;
  error: string | null;
}

/** The process's mail sender, created once at start and handed to features (`app.deps.mailer`). */
export interface Mailer {
  /**
   * Sends an e-mail. The message is always recorded in the outbox table first (the dashboard shows it);
   * with SMTP it is then sent through nodemailer and marked 'sent', or 'failed' with the error. Never
   * throws for a delivery failure: a visitor's action must not fail because mail did.
   */
  send(message: MailMessage): Promise<MailResult>;
  /**
   * Records a message in the outbox through `db` — the caller's transaction, so the e-mail is
   * committed with what it is about, or not at all — and returns its id; {@link deliver} it after the
   * commit. Throws only for a database fault.
   */
  record(db: Kysely<Schema>, message: MailMessage): Promise<string>;
  /** Sends a recorded message (with SMTP; without, it stays in the outbox) and marks it; never throws for a delivery failure. */
  deliver(id: string, message: MailMessage): Promise<MailResult>;
  /**
   * Sends the messages still waiting in the outbox since before `before` (with SMTP: their process
   * died between the commit and the delivery; they may have left once already). Without SMTP, none.
   * @returns how many were sent or failed
   */
  deliverWaiting(before: number): Promise<number>;
  /** Closes the pooled SMTP connection (shutdown, tests). */
  close(): void;
}

/** Options of {@link createMailer}. */
export interface MailerOptions {
  db: Kysely<Schema>;
  /** An `smtp://` or `smtps://` URL; unset keeps mail in the outbox. */
  smtpUrl?: string | undefined;
  /** Clock (epoch ms). @default Date.now */
  now?: () => number;
}

/**
 * A mailer over the outbox table and, when `smtpUrl` is set, one pooled SMTP transport.
 * @example const mailer = createMailer({ db, smtpUrl: config.smtpUrl });
 * await mailer.send({ websiteId, kind: 'restock', to, subject: 'Back in stock', text });
 */
export function createMailer(options: MailerOptions): Mailer {
  const { db, smtpUrl } = options;
  const now = options.now ?? Date.now;
  let transport: Transporter | undefined;
  const mailer: Mailer = {
    send: async (message) => mailer.deliver(await mailer.record(db, message), message),
    record: (into, message) => recordOutboxMessage(into, { ...message, now: now() }),
    async deliverWaiting(before) {
      if (!smtpUrl) return 0;
      // A page at a time: each message leaves 'outbox' as it is delivered (sent or failed), so the next
      // page is new — unless marking it failed too (the database is gone): then stop.
      const seen = new Set<string>();
      for (;;) {
        const page = (await listWaitingOutboxMessages(db, before)).filter((message) => !seen.has(message.id));
        if (page.length === 0) return seen.size;
        for (const message of page) {
          seen.add(message.id);
          await mailer.deliver(message.id, message);
        }
      }
    },
    async deliver(id, message) {
      if (!smtpUrl) return { id, status: 'outbox', error: null };
      try {
        transport ??= nodemailer.createTransport(smtpUrl);
        await transport.sendMail({
          from: message.from ?? DEFAULT_FROM,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
        });
        await markOutboxMessage(db, id, { status: 'sent', sentAt: now() });
        return { id, status: 'sent', error: null };
      } catch (error) {
        const text = error instanceof Error ? error.message : String(error);
        await markOutboxMessage(db, id, { status: 'failed', error: text }).catch(() => {});
        return { id, status: 'failed', error: text };
      }
    },
    close() {
      transport?.close();
      transport = undefined;
    },
  };
  return mailer;
}
