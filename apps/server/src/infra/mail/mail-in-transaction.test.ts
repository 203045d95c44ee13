import { afterAll, beforeAll, expect, it } from 'vitest';
import { forEachDialect } from '../../test-support/dialects.ts';
import { startTestSmtp } from '../../test-support/stand-in-servers.ts';
import { addTestWebsite } from '../../test-support/websites.ts';
import { mailInTransaction } from './mail-in-transaction.ts';
import { createMailer, type Mailer } from './mailer.ts';
import { getOutboxMessage } from './outbox-repository.ts';

forEachDialect('e-mails recorded in a transaction', (t) => {
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  let websiteId: string;
  let mailer: Mailer;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    websiteId = await addTestWebsite(t.db, 'Outbox site');
    mailer = createMailer({ db: t.db, smtpUrl: smtp.url });
  });
  afterAll(async () => {
    mailer.close();
    await smtp.close();
  });
  const message = (to: string) => ({ websiteId, kind: 'order' as const, to, subject: `For ${to}`, text: 'Thanks!' });
  const received = (to: string) => smtp.received.filter((mail) => mail.to.includes(to)).length;

  it('commits with the transaction and goes out only when delivered after the commit', async () => {
    const to = `committed-${t.dialect}@plinth.test`;
    let deliver: () => Promise<void> = async () => {};
    const id = await t.db.transaction().execute(async (tx) => {
      const mail = mailInTransaction(mailer, tx);
      deliver = mail.deliver;
      return (await mail.mailer.send(message(to))).id;
    });
    expect(await getOutboxMessage(t.db, websiteId, id)).toMatchObject({ to, status: 'outbox' });
    expect(received(to)).toBe(0);
    await deliver();
    expect(await getOutboxMessage(t.db, websiteId, id)).toMatchObject({ status: 'sent' });
    expect(received(to)).toBe(1);
  });

  it('leaves nothing when the transaction rolls back', async () => {
    const to = `rolled-back-${t.dialect}@plinth.test`;
    const write = t.db.transaction().execute(async (tx) => {
      await mailInTransaction(mailer, tx).mailer.send(message(to));
      throw new Error('the order could not be written');
    });
    await expect(write).rejects.toThrow('the order could not be written');
    expect(await t.db.selectFrom('outbox').select('id').where('to_address', '=', to).execute()).toEqual([]);
  });

  it('delivers, with SMTP, what a dead process committed and never delivered; without SMTP there is nothing to deliver', async () => {
    const to = `waiting-${t.dialect}@plinth.test`;
    const earlier = createMailer({ db: t.db, smtpUrl: smtp.url, now: () => 1000 });
    const id = await earlier.record(t.db, message(to));
    const later = await createMailer({ db: t.db, smtpUrl: smtp.url, now: () => 9000 }).record(t.db, message(`not-yet-${to}`));
    expect(await createMailer({ db: t.db, smtpUrl: undefined }).deliverWaiting(5000)).toBe(0);

    expect(await mailer.deliverWaiting(5000)).toBeGreaterThanOrEqual(1);
    expect(await getOutboxMessage(t.db, websiteId, id)).toMatchObject({ status: 'sent' });
    expect(received(to)).toBe(1);
    expect(await getOutboxMessage(t.db, websiteId, later)).toMatchObject({ status: 'outbox' });
    expect(await mailer.deliverWaiting(5000)).toBe(0);
  });
});
