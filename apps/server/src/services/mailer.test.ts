import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { getOutboxMessage } from '../db/outbox.ts';
import { forEachDialect } from '../db/test-support.ts';
import { createWebsite } from '../db/sites.ts';
import { closeMailTransports, sendMail } from './mailer.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server in this process that keeps what it receives. */
function startSmtp(): Promise<{ server: SMTPServer; port: number; received: Received[] }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith('@refused.test')) return callback(new Error('Mailbox unavailable'));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString(),
        });
        callback();
      });
    },
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.server.address() as AddressInfo).port, received })));
}

forEachDialect('sendMail', (t) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let websiteId: string;
  beforeAll(async () => {
    smtp = await startSmtp();
    websiteId = (await createWebsite(t.db, { name: 'Mail site', isDefault: true })).id;
  });
  afterAll(async () => {
    closeMailTransports();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  });

  it('without SMTP keeps the message in the outbox', async () => {
    const result = await sendMail({ db: t.db, smtpUrl: undefined, now: () => 1000 }, { websiteId, kind: 'restock', to: 'v@plinth.test', subject: 'Back in stock', text: 'It is back.' });
    expect(result).toEqual({ id: expect.any(String), status: 'outbox', error: null });
    expect(await getOutboxMessage(t.db, websiteId, result.id)).toMatchObject({ kind: 'restock', to: 'v@plinth.test', subject: 'Back in stock', text: 'It is back.', html: null, status: 'outbox', sentAt: null, createdAt: 1000 });
  });

  it('with SMTP delivers the message and marks it sent', async () => {
    const context = { db: t.db, smtpUrl: `smtp://127.0.0.1:${smtp.port}`, now: () => 2000 };
    const result = await sendMail(context, { websiteId, kind: 'order', to: 'buyer@plinth.test', subject: `Order #1 ${t.dialect}`, text: 'Thanks!', html: '<p>Thanks!</p>' });
    expect(result.status).toBe('sent');
    const mail = smtp.received.find((m) => m.raw.includes(`Subject: Order #1 ${t.dialect}`));
    expect(mail).toBeDefined();
    expect(mail!.to).toEqual(['buyer@plinth.test']);
    expect(mail!.from).toBe('no-reply@plinth.local');
    expect(mail!.raw).toContain('Thanks!');
    expect(mail!.raw).toContain('<p>Thanks!</p>');
    expect(await getOutboxMessage(t.db, websiteId, result.id)).toMatchObject({ status: 'sent', sentAt: 2000, error: null });
  });

  it('records a refused or unreachable delivery as failed, without throwing', async () => {
    const refused = await sendMail({ db: t.db, smtpUrl: `smtp://127.0.0.1:${smtp.port}`, now: () => 3000 }, { websiteId, kind: 'form', to: 'x@refused.test', subject: 'Form', text: 'x' });
    expect(refused.status).toBe('failed');
    expect(refused.error).toMatch(/Mailbox unavailable/);
    const down = await sendMail({ db: t.db, smtpUrl: 'smtp://127.0.0.1:1', now: () => 4000 }, { websiteId, kind: 'other', to: 'y@plinth.test', subject: 'Down', text: 'y' });
    expect(down.status).toBe('failed');
    expect(await getOutboxMessage(t.db, websiteId, down.id)).toMatchObject({ status: 'failed', error: expect.stringMatching(/ECONNREFUSED/) });
  });
});
