import nodemailer, { type Transporter } from 'nodemailer';
import type { AppContext } from '../app-context.ts';
import { markOutboxMessage, recordOutboxMessage } from '../db/outbox.ts';
import type { OutboxKind, OutboxStatus } from '../db/schema.ts';

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

// One pooled transport per SMTP URL for the life of the process.
const transports = new Map<string, Transporter>();

function transportFor(smtpUrl: string): Transporter {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    transport = nodemailer.createTransport(smtpUrl);
    transports.set(smtpUrl, transport);
  }
  return transport;
}

/**
 * Sends an e-mail. The message is always recorded in the outbox table first (the dashboard shows it);
 * with `context.smtpUrl` it is then sent through nodemailer and marked 'sent', or 'failed' with the
 * error. Never throws for a delivery failure: a visitor's action must not fail because mail did.
 * @example await sendMail(context, { websiteId, kind: 'restock', to, subject: 'Back in stock', text })
 */
export async function sendMail(context: Pick<AppContext, 'db' | 'smtpUrl' | 'now'>, message: MailMessage): Promise<MailResult> {
  const { db, smtpUrl, now } = context;
  const id = await recordOutboxMessage(db, { ...message, now: now() });
  if (!smtpUrl) return { id, status: 'outbox', error: null };
  try {
    await transportFor(smtpUrl).sendMail({
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
}

/** Closes the pooled SMTP connections (tests, shutdown). */
export function closeMailTransports(): void {
  for (const transport of transports.values()) transport.close();
  transports.clear();
}
