import nodemailer, { type Transporter } from 'nodemailer';
import type { Kysely } from 'kysely';
import { markOutboxMessage, recordOutboxMessage } from './outbox-repository.ts';
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
  return {
    async send(message) {
      const id = await recordOutboxMessage(db, { ...message, now: now() });
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
}
