import { afterEach, expect, it } from 'vitest';
import { forEachStore } from '../../test-support/test-app.ts';
import { addSiteUser, CUSTOMER_PASSWORD, signedInCustomer } from '../../test-support/site-users.ts';
import { AccountVisitor, addGuestOrder, freshAddress, freshEmail, Inbox, orderOwner } from '../../test-support/account-mail.ts';

const SIGN_UP = '/api/site-users/accounts';
const VERIFY = '/api/site-users/account/verify';
const RESEND = '/api/site-users/account/verification';
const ACCEPTED = { accepted: true, message: 'Check your inbox: we sent an e-mail to that address with the next step.' };
const LINK_INVALID = { error: { code: 'INVALID', message: 'This confirmation link has expired or was already used. Sign in and ask for a new one.' } };
const DAY_MS = 24 * 60 * 60_000;

/** The test clock: real time plus an offset a test may move forward. */
const clock = { offset: 0 };

forEachStore(
  'customer sign-up and e-mail verification',
  (store) => {
    const inbox = new Inbox(store);
    const visitor = () => new AccountVisitor(store);
    const accountOf = (email: string) => store.db.selectFrom('site_users').selectAll().where('email', '=', email.toLowerCase()).execute();
    afterEach(() => {
      clock.offset = 0;
    });

    it('signs up: 202, an unverified account, and a verification e-mail whose link leads to /account/verify on the host the visitor used', async () => {
      const email = freshEmail('new');
      const response = await visitor().post(SIGN_UP, { email: `  ${email.toUpperCase()} `, password: 'a-long-password', name: '  Ada <Lovelace> ' });
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual(ACCEPTED);
      // No session yet: the address must be confirmed first.
      expect(String(response.headers['set-cookie'] ?? '')).not.toContain('plinth_site_user');

      const [account] = await accountOf(email);
      expect(account).toMatchObject({ email, name: 'Ada <Lovelace>', email_verified_at: null });
      expect(account?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      // The account and its verification token were written together.
      const tokens = await store.db.selectFrom('site_user_tokens').selectAll().where('site_user_id', '=', account?.id ?? '').execute();
      expect(tokens).toHaveLength(1);
      expect(tokens[0]).toMatchObject({ purpose: 'verify', used_at: null, code_hash: null });

      const mail = await inbox.next(email);
      expect(mail.subject).toBe('Confirm your e-mail address for Plinth Demo Store');
      expect(mail.text).toContain('Hello Ada <Lovelace>,');
      expect(mail.html).toContain('<p>Hello Ada &lt;Lovelace&gt;,</p>');
      expect(mail.linkPath).toBe('/account/verify');
      expect(mail.link).toMatch(/^http:\/\/localhost:80\/account\/verify\?token=[A-Za-z0-9_-]{24}$/);
      expect(mail.html).toContain(`<a href="${mail.link}">Confirm my e-mail address</a>`);
      // Only the token's hash is stored.
      expect(tokens[0]?.id).not.toBe(mail.token);
    });

    it('verifies: the token signs the customer in, marks the address verified, and the guest orders of the address join the account', async () => {
      const email = freshEmail('buyer');
      const guestOrder = await addGuestOrder(store, email.toUpperCase());
      const othersOrder = await addGuestOrder(store, freshEmail('someone-else'));
      // An order of the address that another account holds already stays with it.
      const other = await addSiteUser(store.db);
      const heldOrder = await addGuestOrder(store, email);
      await store.db.updateTable('orders').set({ site_user_id: other.id }).where('id', '=', heldOrder).execute();
      await visitor().post(SIGN_UP, { email, password: 'a-long-password' });
      const { token, text } = await inbox.next(email);
      // No name given: the greeting reads well without one.
      expect(text.split('\n')[0]).toBe('Hello,');

      const v = visitor();
      const response = await v.post(VERIFY, { token });
      expect(response.statusCode).toBe(200);
      const [account] = await accountOf(email);
      expect(response.json()).toEqual({ xsrfToken: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/), siteUser: { id: account?.id, email, name: '', emailVerified: true, locale: null } });
      expect(account?.email_verified_at).not.toBeNull();
      expect(JSON.parse(decodeURIComponent(v.cookies.get('SiteUserInfo') ?? ''))).toEqual({ authenticated: true, siteUserId: account?.id });
      expect((await v.request({ method: 'GET', url: '/api/site-users/account/session' })).json().siteUser.emailVerified).toBe(true);
      expect(await orderOwner(store, guestOrder)).toBe(account?.id);
      expect(await orderOwner(store, othersOrder)).toBeNull();
      expect(await orderOwner(store, heldOrder)).toBe(other.id);

      // Single use: a second press (or a second browser) is refused, and opens no session.
      const again = await visitor().post(VERIFY, { token });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual(LINK_INVALID);
      expect(String(again.headers['set-cookie'] ?? '')).not.toContain('plinth_site_user');
    });

    it('carries a returnTo of this site into the verification link (the page goes there once confirmed), and refuses any other with 400', async () => {
      const email = freshEmail('joiner');
      const returnTo = '/members/recipes?page=2&sort=new';
      expect((await visitor().post(SIGN_UP, { email, password: 'a-long-password', returnTo })).statusCode).toBe(202);
      const mail = await inbox.next(email);
      const link = `${mail.link}&returnTo=${encodeURIComponent(returnTo)}`;
      expect(mail.link).toMatch(/^http:\/\/localhost:80\/account\/verify\?token=[A-Za-z0-9_-]{24}$/);
      expect(mail.text).toContain(link);
      expect(new URL(link).searchParams.get('returnTo')).toBe(returnTo);
      // The link still verifies.
      expect((await visitor().post(VERIFY, { token: mail.token })).statusCode).toBe(200);

      const refused = freshEmail('refused');
      const cases: [unknown, string][] = [
        ['https://evil.example/members', 'returnTo must be a path of this site'],
        ['//evil.example/members', 'returnTo must be a path of this site'],
        ['/\\evil.example', 'returnTo must be a path of this site'],
        ['members', 'returnTo must be a path of this site'],
        [`/${'m'.repeat(500)}`, 'returnTo must be at most 500 characters.'],
        [7, 'returnTo must be text.'],
      ];
      for (const [bad, message] of cases) {
        const response = await visitor().post(SIGN_UP, { email: refused, password: 'a-long-password', returnTo: bad });
        expect({ bad, status: response.statusCode }).toEqual({ bad, status: 400 });
        expect(response.json().error.message).toContain(message);
      }
      expect(await accountOf(refused)).toHaveLength(0);
      expect(await inbox.unread(refused)).toHaveLength(0);
    });

    it('refuses an expired verification link (24 hours), and leaves the address unverified', async () => {
      const email = freshEmail('late');
      await visitor().post(SIGN_UP, { email, password: 'a-long-password' });
      const { token } = await inbox.next(email);
      clock.offset = DAY_MS + 1;
      const response = await visitor().post(VERIFY, { token });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(LINK_INVALID);
      expect((await accountOf(email))[0]?.email_verified_at).toBeNull();
    });

    it('refuses an unknown token with the same 400, and a token made for another purpose', async () => {
      expect((await visitor().post(VERIFY, { token: 'A'.repeat(24) })).json()).toEqual(LINK_INVALID);
      const user = await addSiteUser(store.db);
      await visitor().post('/api/site-users/account/password-reset', { email: user.email });
      const reset = await inbox.next(user.email);
      const response = await visitor().post(VERIFY, { token: reset.token });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(LINK_INVALID);
    });

    it('answers an address that has an account exactly like a new one, makes no second account, and e-mails the owner of the address instead', async () => {
      const user = await addSiteUser(store.db, { verified: false });
      const fresh = await visitor().post(SIGN_UP, { email: freshEmail('fresh'), password: 'a-long-password' });
      const known = await visitor().post(SIGN_UP, { email: user.email.toUpperCase(), password: 'another-password', name: 'Mallory' });
      expect(known.statusCode).toBe(fresh.statusCode);
      expect(known.body).toBe(fresh.body);
      expect(Object.keys(known.headers).sort()).toEqual(Object.keys(fresh.headers).sort());

      const accounts = await accountOf(user.email);
      expect(accounts).toHaveLength(1);
      expect(accounts[0]?.name).toBe('Test Customer');
      const mail = await inbox.next(user.email);
      expect(mail.subject).toBe('You already have an account at Plinth Demo Store');
      expect(mail.text).toContain('Sign in: http://localhost:80/account/sign-in');
      expect(mail.text).toContain('Choose a new one: http://localhost:80/account/forgot-password');
      expect(mail.token).toBeUndefined();
      // The account keeps its password: the second sign-up changed nothing.
      const signIn = await visitor().post('/api/site-users/account/session', { email: user.email, password: CUSTOMER_PASSWORD });
      expect(signIn.statusCode).toBe(200);
    });

    it('throttles sign-ups per address: the sixth within an hour answers 429 with a clear message, whoever asks', async () => {
      const email = freshEmail('flood');
      for (let i = 0; i < 5; i++) expect((await visitor().post(SIGN_UP, { email, password: 'a-long-password' })).statusCode).toBe(202);
      const blocked = await visitor().post(SIGN_UP, { email, password: 'a-long-password' });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ error: { code: 'RATE_LIMITED', message: 'Too many e-mails were requested. Try again in 1 hour.' } });
      expect(blocked.headers['retry-after']).toBe('3600');
      // One account, one verification mail and four "you have an account" mails.
      expect(await accountOf(email)).toHaveLength(1);
      expect((await inbox.unread(email, 5)).map((mail) => mail.subject.split(' ')[0])).toEqual(['Confirm', 'You', 'You', 'You', 'You']);
      clock.offset = 60 * 60_000 + 1;
      expect((await visitor().post(SIGN_UP, { email, password: 'a-long-password' })).statusCode).toBe(202);
    });

    it('throttles sign-ups per connection: 30 an hour', async () => {
      const from = freshAddress();
      for (let i = 0; i < 30; i++) expect((await visitor().post(SIGN_UP, { email: freshEmail('bulk'), password: 'a-long-password' }, { remoteAddress: from })).statusCode).toBe(202);
      expect((await visitor().post(SIGN_UP, { email: freshEmail('bulk'), password: 'a-long-password' }, { remoteAddress: from })).statusCode).toBe(429);
    }, 60_000);

    it('refuses malformed sign-ups with 400 and the reason, without the crumb with 403, and writes nothing', async () => {
      const email = freshEmail('bad');
      const cases: [unknown, string][] = [
        [{}, 'Email is required.'],
        [{ email, password: 'short' }, 'Password must be at least 10 characters.'],
        [{ email: 'not-an-address', password: 'a-long-password' }, 'Email must be a valid e-mail address.'],
        [{ email: `${'x'.repeat(250)}@plinth.test`, password: 'a-long-password' }, 'Email is too long.'],
        [{ email, password: 'p'.repeat(201) }, 'Password must be at most 200 characters.'],
        [{ email, password: 'a-long-password', name: 'n'.repeat(201) }, 'Name must be at most 200 characters.'],
        [{ email, password: 12345678901 }, 'Password is required.'],
        [{ email, password: 'a-long-password', name: 7 }, 'Name must be text.'],
      ];
      for (const [payload, message] of cases) {
        const response = await visitor().post(SIGN_UP, payload);
        expect({ payload, status: response.statusCode }).toEqual({ payload, status: 400 });
        expect(response.json().error.message).toContain(message);
      }
      const noCrumb = await visitor().post(SIGN_UP, { email, password: 'a-long-password' }, { csrf: false });
      expect(noCrumb.statusCode).toBe(403);
      const notJson = await store.app.inject({ method: 'POST', url: SIGN_UP, headers: { 'content-type': 'text/plain', cookie: 'crumb=crumb-0000000000000000', 'x-csrf-token': 'crumb-0000000000000000' }, payload: 'email=x' });
      expect(notJson.statusCode).toBeGreaterThanOrEqual(400);
      expect(notJson.statusCode).toBeLessThan(500);
      expect(await accountOf(email)).toHaveLength(0);
      expect(await inbox.unread(email)).toHaveLength(0);
      for (const payload of [{}, { token: '' }, { token: 't'.repeat(201) }, { token: 'x'.repeat(24), rememberMe: 'yes' }]) {
        expect((await visitor().post(VERIFY, payload)).statusCode).toBe(400);
      }
    });

    it('sends a new verification link to a signed-in unverified customer: the older link stops working, the new one verifies', async () => {
      const email = freshEmail('resend');
      await visitor().post(SIGN_UP, { email, password: 'a-long-password' });
      const first = await inbox.next(email);
      const v = visitor();
      expect((await v.post('/api/site-users/account/session', { email, password: 'a-long-password' })).statusCode).toBe(200);

      const response = await v.post(RESEND, undefined);
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ accepted: true, message: 'We sent a new confirmation link to your e-mail address. It works for 24 hours.' });
      const second = await inbox.next(email);
      expect(second.linkPath).toBe('/account/verify');
      expect(second.token).not.toBe(first.token);
      expect((await visitor().post(VERIFY, { token: first.token })).json()).toEqual(LINK_INVALID);
      expect((await visitor().post(VERIFY, { token: second.token })).statusCode).toBe(200);

      // Verified now: nothing more to send.
      const done = await v.post(RESEND, undefined);
      expect(done.statusCode).toBe(409);
      expect(done.json()).toEqual({ error: { code: 'CONFLICT', message: 'Your e-mail address is already confirmed.' } });
    });

    it('a new verification link needs a session and its X-SiteUser-XSRF-Token', async () => {
      expect((await visitor().post(RESEND, undefined)).statusCode).toBe(401);
      const customer = await signedInCustomer(store, { verified: false });
      const noXsrf = await customer.request({ method: 'POST', url: RESEND, headers: { 'x-siteuser-xsrf-token': '' } });
      expect(noXsrf.statusCode).toBe(403);
      expect(await inbox.unread(customer.siteUser.email)).toHaveLength(0);
      expect((await customer.request({ method: 'POST', url: RESEND })).statusCode).toBe(202);
    });
  },
  { now: () => Date.now() + clock.offset },
);
