import { afterEach, expect, it } from 'vitest';
import { defaultSiteId } from '../../test-support/owner.ts';
import { forEachStore } from '../../test-support/test-app.ts';
import { addSiteUser, CUSTOMER_PASSWORD, signedInCustomer } from '../../test-support/site-users.ts';
import { AccountVisitor, freshEmail, Inbox } from '../../test-support/account-mail.ts';

const REQUEST_RESET = '/api/site-users/account/password-reset';
const COMPLETE = '/api/site-users/account/password-reset/complete';
const SIGN_IN = '/api/site-users/account/session';
const ACCEPTED = { accepted: true, message: 'If an account uses that address, we sent it a link to choose a new password. It works once, for 1 hour.' };
const LINK_INVALID = { error: { code: 'INVALID', message: 'This password reset link has expired or was already used. Ask for a new one.' } };
const NEW_PASSWORD = 'a-brand-new-password';

/** The test clock: real time plus an offset a test may move forward. */
const clock = { offset: 0 };

forEachStore(
  'customer password reset',
  (store) => {
    const inbox = new Inbox(store);
    const visitor = () => new AccountVisitor(store);
    afterEach(() => {
      clock.offset = 0;
    });
    const mailedReset = async (email: string) => {
      expect((await visitor().post(REQUEST_RESET, { email })).statusCode).toBe(202);
      return inbox.next(email);
    };
    const passwordHashOf = async (id: string) => (await store.db.selectFrom('site_users').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow()).password_hash;

    it("names the site's own host in the link when the request came with a stranger's Host (no reset link to an attacker's server)", async () => {
      const user = await addSiteUser(store.db);
      const response = await visitor().request({ method: 'POST', url: REQUEST_RESET, payload: { email: user.email }, headers: { host: 'attacker.example:3000' }, remoteAddress: '10.77.0.1' });
      expect(response.statusCode).toBe(202);
      expect((await inbox.next(user.email)).link).toMatch(/^http:\/\/localhost:3000\/account\/reset-password\?token=/);
    });

    it('e-mails a /account/reset-password link; it sets the new password, ends every other session, spends every reset link and signs in', async () => {
      const elsewhere = await signedInCustomer(store);
      const user = elsewhere.siteUser;
      const older = await mailedReset(user.email);
      const response = await visitor().post(REQUEST_RESET, { email: user.email.toUpperCase() });
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual(ACCEPTED);
      const mail = await inbox.next(user.email);
      expect(mail.subject).toBe('Choose a new password for Plinth Demo Store');
      expect(mail.link).toMatch(/^http:\/\/localhost:80\/account\/reset-password\?token=[A-Za-z0-9_-]{24}$/);
      expect(mail.html).toContain(`<a href="${mail.link}">Choose a new password</a>`);
      // Opening the link's page changes nothing.
      expect((await store.app.inject({ method: 'GET', url: `/account/reset-password?token=${mail.token}` })).statusCode).toBeLessThan(500);
      const before = await passwordHashOf(user.id);

      const v = visitor();
      const done = await v.post(COMPLETE, { token: mail.token, password: NEW_PASSWORD });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ xsrfToken: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/), siteUser: { id: user.id, email: user.email, name: 'Test Customer', emailVerified: true, locale: null } });
      expect((await v.request({ method: 'GET', url: SIGN_IN })).statusCode).toBe(200);
      const after = await passwordHashOf(user.id);
      expect(after).not.toBe(before);
      expect(after).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

      // The session elsewhere (perhaps a thief's) has ended; the new browser's has not.
      expect((await elsewhere.request({ method: 'GET', url: SIGN_IN })).statusCode).toBe(401);
      // Old password out, new one in.
      expect((await visitor().post(SIGN_IN, { email: user.email, password: CUSTOMER_PASSWORD })).statusCode).toBe(401);
      expect((await visitor().post(SIGN_IN, { email: user.email, password: NEW_PASSWORD })).statusCode).toBe(200);
      // Single use, and the other link of the account stops working too.
      for (const token of [mail.token, older.token]) {
        const again = await visitor().post(COMPLETE, { token, password: 'yet-another-password' });
        expect(again.statusCode).toBe(400);
        expect(again.json()).toEqual(LINK_INVALID);
      }
      expect(await passwordHashOf(user.id)).toBe(after);
    });

    it('answers an unknown address exactly like a known one, and sends it nothing', async () => {
      const user = await addSiteUser(store.db);
      const known = await visitor().post(REQUEST_RESET, { email: user.email });
      const unknownEmail = freshEmail('nobody');
      const unknown = await visitor().post(REQUEST_RESET, { email: unknownEmail });
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.body).toBe(known.body);
      expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());
      expect(await inbox.unread(user.email, 1)).toHaveLength(1);
      expect(await inbox.unread(unknownEmail)).toHaveLength(0);
    });

    it("the link leads back to the host the visitor used, one of the site's own", async () => {
      await store.db.insertInto('website_hosts').values({ host: 'shop.example.test', website_id: await defaultSiteId(store.db) }).execute();
      const user = await addSiteUser(store.db);
      const v = visitor();
      const response = await v.request({ method: 'POST', url: REQUEST_RESET, payload: { email: user.email }, headers: { host: 'shop.example.test:8443' }, remoteAddress: '10.66.0.1' });
      expect(response.statusCode).toBe(202);
      expect((await inbox.next(user.email)).link).toMatch(/^http:\/\/shop\.example\.test:8443\/account\/reset-password\?token=/);
    });

    it('refuses an expired reset link (1 hour) and keeps the password', async () => {
      const user = await addSiteUser(store.db);
      const mail = await mailedReset(user.email);
      const before = await passwordHashOf(user.id);
      clock.offset = 60 * 60_000 + 1;
      const response = await visitor().post(COMPLETE, { token: mail.token, password: NEW_PASSWORD });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(LINK_INVALID);
      expect(await passwordHashOf(user.id)).toBe(before);
    });

    it('refuses an unknown token, and tokens of the other e-mails', async () => {
      expect((await visitor().post(COMPLETE, { token: 'A'.repeat(24), password: NEW_PASSWORD })).json()).toEqual(LINK_INVALID);
      const user = await addSiteUser(store.db);
      await visitor().post('/api/site-users/account/sign-in-code', { email: user.email });
      const signInMail = await inbox.next(user.email);
      expect((await visitor().post(COMPLETE, { token: signInMail.token, password: NEW_PASSWORD })).json()).toEqual(LINK_INVALID);
    });

    it('a reset proves the address: an unverified account is verified', async () => {
      const user = await addSiteUser(store.db, { verified: false });
      const mail = await mailedReset(user.email);
      const done = await visitor().post(COMPLETE, { token: mail.token, password: NEW_PASSWORD });
      expect(done.json().siteUser.emailVerified).toBe(true);
    });

    it('throttles reset e-mails per address, the same for a known and an unknown address', async () => {
      const user = await addSiteUser(store.db);
      const answers = [];
      for (const email of [user.email, freshEmail('nobody')]) {
        for (let i = 0; i < 5; i++) expect((await visitor().post(REQUEST_RESET, { email })).statusCode).toBe(202);
        answers.push(await visitor().post(REQUEST_RESET, { email }));
      }
      expect(answers.map((a) => a.statusCode)).toEqual([429, 429]);
      expect(answers[0]?.body).toBe(answers[1]?.body);
      expect(await inbox.unread(user.email, 5)).toHaveLength(5);
    });

    it('refuses malformed bodies with 400 and the reason (the token stays usable), and calls without the crumb with 403', async () => {
      const user = await addSiteUser(store.db);
      const mail = await mailedReset(user.email);
      const cases: [string, unknown, string][] = [
        [REQUEST_RESET, {}, 'Email is required.'],
        [REQUEST_RESET, { email: ['a@plinth.test'] }, 'Email is required.'],
        [COMPLETE, { token: mail.token }, 'Password is required.'],
        [COMPLETE, { token: mail.token, password: 'too-short' }, 'Password must be at least 10 characters.'],
        [COMPLETE, { token: mail.token, password: 'p'.repeat(201) }, 'Password must be at most 200 characters.'],
        [COMPLETE, { password: NEW_PASSWORD }, 'token is required.'],
        [COMPLETE, { token: 't'.repeat(201), password: NEW_PASSWORD }, 'token is too long.'],
      ];
      for (const [url, payload, message] of cases) {
        const response = await visitor().post(url, payload);
        expect({ url, payload, status: response.statusCode }).toEqual({ url, payload, status: 400 });
        expect(response.json().error.message).toContain(message);
      }
      expect((await visitor().post(COMPLETE, { token: mail.token, password: NEW_PASSWORD }, { csrf: false })).statusCode).toBe(403);
      expect((await visitor().post(REQUEST_RESET, { email: user.email }, { csrf: false })).statusCode).toBe(403);
      expect((await visitor().post(COMPLETE, { token: mail.token, password: NEW_PASSWORD })).statusCode).toBe(200);
    });
  },
  { now: () => Date.now() + clock.offset },
);
