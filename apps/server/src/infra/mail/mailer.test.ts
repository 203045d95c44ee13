import { afterAll, beforeAll, expect, it } from 'vitest';
import { getOutboxMessage } from './outbox-repository.ts';
import { forEachDialect } from '../../test-support/dialects.ts';
import { addTestWebsite } from '../../test-support/websites.ts';
import { REFUSED_MAIL_DOMAIN, startTestSmtp } from '../../test-support/stand-in-servers.ts';
import { createMailer, type Mailer } from './mailer.ts';

forEachDialect('the mailer', (t) => {
  const mailers: Mailer[] = [];
  /** A mailer as the app makes it, closed after the suite. */
  const mailer = (options: { smtpUrl: string | undefined; now: () => number }) => {
    const made = createMailer({ db: t.db, ...options });
    mailers.push(made);
    return made;
  };
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  let websiteId: string;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    websiteId = await addTestWebsite(t.db, 'Mail site');
  });
  afterAll(async () => {
    for (const made of mailers) made.close();
    await smtp.close();
  });

  it('without SMTP keeps the message in the outbox', async () => {
    const result = await mailer({ smtpUrl: undefined, now: () => 1000 }).send({ websiteId, kind: 'restock', to: 'v@plinth.test', subject: 'Back in stock', text: 'It is back.' });
    expect(result).toEqual({ id: expect.any(String), status: 'outbox', error: null });
    expect(await getOutboxMessage(t.db, websiteId, result.id)).toMatchObject({ kind: 'restock', to: 'v@plinth.test', subject: 'Back in stock', text: 'It is back.', html: null, status: 'outbox', sentAt: null, createdAt: 1000 });
  });

  it('with SMTP delivers the message and marks it sent', async () => {
    const result = await mailer({ smtpUrl: smtp.url, now: () => 2000 }).send({ websiteId, kind: 'order', to: 'buyer@plinth.test', subject: `Order #1 ${t.dialect}`, text: 'Thanks!', html: '<p>Thanks!</p>' });
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
    const refused = await mailer({ smtpUrl: smtp.url, now: () => 3000 }).send({ websiteId, kind: 'form', to: `x@${REFUSED_MAIL_DOMAIN}`, subject: 'Form', text: 'x' });
    expect(refused.status).toBe('failed');
    expect(refused.error).toMatch(/Mailbox unavailable/);
    const down = await mailer({ smtpUrl: 'smtp://127.0.0.1:1', now: () => 4000 }).send({ websiteId, kind: 'other', to: 'y@plinth.test', subject: 'Down', text: 'y' });
    expect(down.status).toBe('failed');
    expect(await getOutboxMessage(t.db, websiteId, down.id)).toMatchObject({ status: 'failed', error: expect.stringMatching(/ECONNREFUSED/) });
  });
});
