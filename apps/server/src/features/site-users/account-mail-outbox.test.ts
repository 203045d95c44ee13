import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { SiteUserTokenPurpose } from '../../infra/database/schema.ts';
import { failingAfterRecording } from '../../infra/mail/failing-mailer.testing.ts';
import { addSiteUser, CUSTOMER_PASSWORD } from '../../test-support/site-users.ts';
import { forEachStore, type TestStore } from '../../test-support/test-app.ts';
import { AccountVisitor, freshEmail } from '../../test-support/account-mail.ts';

/*
 * The account e-mails that carry a token are recorded in the transaction that issues it: a second app
 * on the same database, whose writes fail right after an e-mail is recorded (a full disk), must leave
 * neither the token nor its e-mail; the working app commits both, one e-mail per token.
 */

forEachStore('account e-mails recorded with their tokens', (store) => {
  let failingApp: FastifyInstance;
  beforeAll(async () => {
    failingApp = await buildApp({ database: store.database });
    failingApp.deps.mailer = failingAfterRecording(failingApp.deps.mailer);
  });
  afterAll(() => failingApp?.close());
  /** The store as seen through the failing app. */
  const failing: TestStore = {
    get db() {
      return store.db;
    },
    get database() {
      return store.database;
    },
    dialect: store.dialect,
    get app() {
      return failingApp;
    },
  };

  const mailTo = (email: string) => store.db.selectFrom('outbox').select(['status', 'text_body']).where('to_address', '=', email).execute();
  const tokensOf = (siteUserId: string, purpose: SiteUserTokenPurpose) => store.db.selectFrom('site_user_tokens').select('id').where('site_user_id', '=', siteUserId).where('purpose', '=', purpose).execute();

  it('creates an account only with its verification e-mail', async () => {
    const email = freshEmail('outbox-sign-up');
    const accounts = () => store.db.selectFrom('site_users').select('id').where('email', '=', email).execute();
    expect((await new AccountVisitor(failing).post('/api/site-users/accounts', { email, password: CUSTOMER_PASSWORD })).statusCode).toBe(500);
    expect(await accounts()).toEqual([]);
    expect(await mailTo(email)).toEqual([]);

    expect((await new AccountVisitor(store).post('/api/site-users/accounts', { email, password: CUSTOMER_PASSWORD })).statusCode).toBe(202);
    const [account] = await accounts();
    expect(await tokensOf(account!.id, 'verify')).toHaveLength(1);
    expect(await mailTo(email)).toEqual([{ status: 'outbox', text_body: expect.stringContaining('/account/verify?token=') }]);
  });

  it('issues a sign-in code and a password reset link only with their e-mails', async () => {
    const user = await addSiteUser(store.db);
    const asks: [string, SiteUserTokenPurpose, string][] = [
      ['/api/site-users/account/sign-in-code', 'sign-in', '/account/sign-in-link?token='],
      ['/api/site-users/account/password-reset', 'reset', '/account/reset-password?token='],
    ];
    for (const [url, purpose, link] of asks) {
      expect((await new AccountVisitor(failing).post(url, { email: user.email })).statusCode, url).toBe(500);
      expect(await tokensOf(user.id, purpose)).toEqual([]);
      expect(await mailTo(user.email)).toEqual([]);

      expect((await new AccountVisitor(store).post(url, { email: user.email })).statusCode, url).toBe(202);
      expect(await tokensOf(user.id, purpose)).toHaveLength(1);
      const mails = await mailTo(user.email);
      expect(mails.filter((mail) => mail.text_body.includes(link))).toEqual([{ status: 'outbox', text_body: expect.any(String) }]);
      await store.db.deleteFrom('outbox').where('to_address', '=', user.email).execute();
    }
  });

  it('renews a verification link only with its e-mail', async () => {
    const user = await addSiteUser(store.db, { verified: false });
    const viaFailing = new AccountVisitor(failing);
    expect((await viaFailing.post('/api/site-users/account/session', { email: user.email, password: CUSTOMER_PASSWORD })).statusCode).toBe(200);
    expect((await viaFailing.post('/api/site-users/account/verification', undefined)).statusCode).toBe(500);
    expect(await tokensOf(user.id, 'verify')).toEqual([]);
    expect(await mailTo(user.email)).toEqual([]);

    // The same session, through the working app.
    const viaWorking = new AccountVisitor(store);
    for (const [name, value] of viaFailing.cookies) viaWorking.cookies.set(name, value);
    viaWorking.xsrfToken = viaFailing.xsrfToken;
    expect((await viaWorking.post('/api/site-users/account/verification', undefined)).statusCode).toBe(202);
    expect(await tokensOf(user.id, 'verify')).toHaveLength(1);
    expect(await mailTo(user.email)).toEqual([{ status: 'outbox', text_body: expect.stringContaining('/account/verify?token=') }]);
  });
});
