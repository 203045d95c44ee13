import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AppOptions } from '../../app.ts';
import { decodeQuotedPrintable, startTestSmtp } from '../../test-support/stand-in-servers.ts';
import { addSiteUser } from '../../test-support/site-users.ts';
import { forEachStore } from '../../test-support/test-app.ts';
import { AccountVisitor, freshEmail, Inbox } from '../../test-support/account-mail.ts';

/*
 * Account e-mails through a real SMTP server, and the no-probing rule against a slow one: the
 * answer never waits for the mail server, so its delay cannot tell who has an account.
 */

let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
const delivering: Partial<AppOptions> = {};

/** An SMTP server that accepts connections and never says a word. */
let silent: Server;
const silentSockets = new Set<Socket>();
const stalling: Partial<AppOptions> = {};

beforeAll(async () => {
  smtp = await startTestSmtp();
  delivering.smtpUrl = smtp.url;
  silent = createServer((socket) => {
    silentSockets.add(socket);
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  stalling.smtpUrl = `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await smtp.close();
  for (const socket of silentSockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

forEachStore(
  'account e-mails over SMTP',
  (store) => {
    it('delivers the verification e-mail with its link to the mail server', async () => {
      const email = freshEmail('smtp');
      expect((await new AccountVisitor(store).post('/api/site-users/accounts', { email, password: 'a-long-password' })).statusCode).toBe(202);
      const { token } = await new Inbox(store).next(email);
      for (const deadline = Date.now() + 5000; !smtp.received.some((m) => m.to.includes(email)) && Date.now() < deadline; ) await new Promise((r) => setTimeout(r, 20));
      const raw = decodeQuotedPrintable(smtp.received.find((m) => m.to.includes(email))?.raw ?? '');
      expect(raw).toContain('Subject: Confirm your e-mail address for Plinth Demo Store');
      expect(raw).toContain(`http://localhost:80/account/verify?token=${token}`);
    });
  },
  delivering,
);

forEachStore(
  'account e-mails with a mail server that stalls',
  (store) => {
    it('answers a known address as fast as an unknown one: the e-mail waits in the outbox, not the answer', async () => {
      const user = await addSiteUser(store.db);
      for (const url of ['/api/site-users/account/password-reset', '/api/site-users/account/sign-in-code']) {
        const started = Date.now();
        const known = await new AccountVisitor(store).post(url, { email: user.email });
        const elapsed = Date.now() - started;
        const unknown = await new AccountVisitor(store).post(url, { email: freshEmail('nobody') });
        expect(known.statusCode).toBe(202);
        expect(known.body).toBe(unknown.body);
        // The mail server never answers (nodemailer gives up after 30 s); the visitor does not wait.
        expect(elapsed).toBeLessThan(2000);
      }
      const mails = await new Inbox(store).unread(user.email, 2);
      expect(mails.map((mail) => mail.linkPath).sort()).toEqual(['/account/reset-password', '/account/sign-in-link']);
      const statuses = await store.db.selectFrom('outbox').select('status').where('to_address', '=', user.email).execute();
      expect(statuses.map((row) => row.status)).toEqual(['outbox', 'outbox']);
    });
  },
  stalling,
);
