import { afterEach, expect, it } from 'vitest';
import { forEachStore } from '../../test-support/test-app.ts';
import { addSiteUser, CUSTOMER_PASSWORD } from '../../test-support/site-users.ts';
import { AccountVisitor, addGuestOrder, freshAddress, freshEmail, Inbox, orderOwner } from '../../test-support/account-mail.ts';

const REQUEST_CODE = '/api/site-users/account/sign-in-code';
const WITH_CODE = '/api/site-users/account/session/code';
const WITH_LINK = '/api/site-users/account/session/link';
const ACCEPTED = { accepted: true, message: 'If an account uses that address, we sent it a sign-in code and a link. They work once, for 15 minutes.' };
const WRONG_CODE = { error: { code: 'UNAUTHENTICATED', message: 'That code is wrong or has expired. Check the latest e-mail or ask for a new code.' } };
const LINK_INVALID = { error: { code: 'INVALID', message: 'This sign-in link has expired or was already used. Ask for a new one.' } };
/** The 429 of a slowed account: a couple of seconds' wait, or a proof of work. */
const SLOWED = /^Too many attempts\. Try again in [12] seconds?, or tick "I'm not a robot" to try now\.$/;

/** The test clock: real time plus an offset a test may move forward. */
const clock = { offset: 0 };

forEachStore(
  'customer sign-in by e-mailed code or link',
  (store) => {
    const inbox = new Inbox(store);
    const visitor = () => new AccountVisitor(store);
    afterEach(() => {
      clock.offset = 0;
    });
    /** Asks for a code for `email` and reads the e-mail. */
    const mailedCode = async (email: string) => {
      expect((await visitor().post(REQUEST_CODE, { email })).statusCode).toBe(202);
      return inbox.next(email);
    };
    const tokenRow = (siteUserId: string) => store.db.selectFrom('site_user_tokens').selectAll().where('site_user_id', '=', siteUserId).where('purpose', '=', 'sign-in').execute();

    it('e-mails a 6-digit code and a /account/sign-in-link link; the code signs in once', async () => {
      const user = await addSiteUser(store.db);
      const response = await visitor().post(REQUEST_CODE, { email: ` ${user.email.toUpperCase()}` });
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual(ACCEPTED);
      const mail = await inbox.next(user.email);
      expect(mail.code).toMatch(/^\d{6}$/);
      expect(mail.subject).toBe(`Your sign-in code for Plinth Demo Store: ${mail.code}`);
      expect(mail.link).toMatch(/^http:\/\/localhost:80\/account\/sign-in-link\?token=[A-Za-z0-9_-]{24}$/);
      expect(mail.html).toContain(`<a href="${mail.link}">sign in with this link</a>`);
      // Neither the code nor the link token is stored as such.
      const [row] = await tokenRow(user.id);
      expect(row?.code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row?.code_hash).not.toContain(mail.code);
      expect(row?.id).not.toBe(mail.token);

      const v = visitor();
      // Typed with a space in the middle, as people copy it.
      const signIn = await v.post(WITH_CODE, { email: user.email, code: `${mail.code?.slice(0, 3)} ${mail.code?.slice(3)}`, rememberMe: true });
      expect(signIn.statusCode).toBe(200);
      expect(signIn.json()).toEqual({ xsrfToken: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/), siteUser: { id: user.id, email: user.email, name: 'Test Customer', emailVerified: true, locale: null } });
      expect(([] as string[]).concat(signIn.headers['set-cookie'] ?? []).find((c) => c.startsWith('plinth_site_user='))).toContain(`Max-Age=${30 * 24 * 3600}`);
      expect((await v.request({ method: 'GET', url: '/api/site-users/account/session' })).statusCode).toBe(200);

      // Used: neither the code nor its link works again.
      const again = await visitor().post(WITH_CODE, { email: user.email, code: mail.code });
      expect(again.statusCode).toBe(401);
      expect(again.json()).toEqual(WRONG_CODE);
      expect((await visitor().post(WITH_LINK, { token: mail.token })).json()).toEqual(LINK_INVALID);
    });

    it('the link signs in by POST only: opening it (a mail scanner) spends nothing; a second POST is refused', async () => {
      const user = await addSiteUser(store.db);
      const mail = await mailedCode(user.email);
      const page = await store.app.inject({ method: 'GET', url: `/account/sign-in-link?token=${mail.token}` });
      expect(page.statusCode).toBeLessThan(500);
      expect((await store.app.inject({ method: 'GET', url: `${WITH_LINK}?token=${mail.token}` })).statusCode).toBe(404);
      expect((await tokenRow(user.id))[0]?.used_at).toBeNull();

      const v = visitor();
      const signIn = await v.post(WITH_LINK, { token: mail.token });
      expect(signIn.statusCode).toBe(200);
      expect(signIn.json().siteUser.id).toBe(user.id);
      expect(JSON.parse(decodeURIComponent(v.cookies.get('SiteUserInfo') ?? ''))).toEqual({ authenticated: true, siteUserId: user.id });
      const again = await visitor().post(WITH_LINK, { token: mail.token });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual(LINK_INVALID);
      expect((await visitor().post(WITH_CODE, { email: user.email, code: mail.code })).json()).toEqual(WRONG_CODE);
    });

    it('two presses of one link and its code at once sign in once', async () => {
      const user = await addSiteUser(store.db);
      const mail = await mailedCode(user.email);
      const answers = await Promise.all([visitor().post(WITH_LINK, { token: mail.token }), visitor().post(WITH_LINK, { token: mail.token }), visitor().post(WITH_CODE, { email: user.email, code: mail.code })]);
      // Whichever comes first signs in; a late link answers 400, a late code 401.
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
      expect(answers.map((a, i) => (a.statusCode === 200 ? 'signed in' : a.statusCode === (i < 2 ? 400 : 401) ? 'refused' : a.statusCode)).sort()).toEqual(['refused', 'refused', 'signed in']);
      const sessions = await store.db.selectFrom('site_user_sessions').select('id').where('site_user_id', '=', user.id).execute();
      expect(sessions).toHaveLength(1);
    });

    it('answers an unknown address exactly like a known one, and sends it nothing', async () => {
      const user = await addSiteUser(store.db);
      const known = await visitor().post(REQUEST_CODE, { email: user.email });
      const unknownEmail = freshEmail('nobody');
      const unknown = await visitor().post(REQUEST_CODE, { email: unknownEmail });
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.body).toBe(known.body);
      expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());
      expect(await inbox.unread(user.email, 1)).toHaveLength(1);
      expect(await inbox.unread(unknownEmail)).toHaveLength(0);
      // A code for an unknown address reads like a wrong code.
      const guess = await visitor().post(WITH_CODE, { email: unknownEmail, code: '123456' });
      expect(guess.statusCode).toBe(401);
      expect(guess.json()).toEqual(WRONG_CODE);
    });

    it('a new e-mail retires the older code and link', async () => {
      const user = await addSiteUser(store.db);
      const first = await mailedCode(user.email);
      const second = await mailedCode(user.email);
      expect((await visitor().post(WITH_LINK, { token: first.token })).json()).toEqual(LINK_INVALID);
      if (first.code !== second.code) expect((await visitor().post(WITH_CODE, { email: user.email, code: first.code })).json()).toEqual(WRONG_CODE);
      expect((await visitor().post(WITH_CODE, { email: user.email, code: second.code })).statusCode).toBe(200);
    });

    it('five wrong codes spend the e-mail and slow the account for any address (the right code waits or brings a proof of work)', async () => {
      const user = await addSiteUser(store.db);
      const mail = await mailedCode(user.email);
      const wrong = String((Number(mail.code) + 1) % 1_000_000).padStart(6, '0');
      for (let i = 0; i < 5; i++) {
        const response = await visitor().post(WITH_CODE, { email: user.email, code: wrong });
        expect(response.statusCode).toBe(401);
        // From the account's 3rd failure the answer asks for the proof of work.
        expect(response.json()).toEqual(i >= 2 ? { proofOfWork: true, ...WRONG_CODE } : WRONG_CODE);
      }
      const [row] = await tokenRow(user.id);
      expect(row?.attempts).toBe(5);
      expect(row?.used_at).not.toBeNull();
      const blocked = await visitor().post(WITH_CODE, { email: user.email, code: mail.code });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().proofOfWork).toBe(true);
      expect(blocked.json().error.message).toMatch(SLOWED);
      expect(['1', '2']).toContain(blocked.headers['retry-after']);
      // The code guesses count with password guesses: the password waits too (or brings a proof).
      expect((await visitor().post('/api/site-users/account/session', { email: user.email, password: CUSTOMER_PASSWORD })).statusCode).toBe(429);
      // The spent e-mail stays spent after the window; its link too.
      clock.offset = 15 * 60_000 + 1;
      expect((await visitor().post(WITH_LINK, { token: mail.token })).statusCode).toBe(400);
      const fresh = await mailedCode(user.email);
      expect((await visitor().post(WITH_CODE, { email: user.email, code: fresh.code })).statusCode).toBe(200);
    });

    it('throttles an address after 5 wrong codes, whichever accounts it guesses', async () => {
      const from = freshAddress();
      for (let i = 0; i < 5; i++) await visitor().post(WITH_CODE, { email: freshEmail('guess'), code: '000000' }, { remoteAddress: from });
      const user = await addSiteUser(store.db);
      const mail = await mailedCode(user.email);
      const blocked = await visitor().post(WITH_CODE, { email: user.email, code: mail.code }, { remoteAddress: from });
      expect(blocked.statusCode).toBe(429);
      expect((await visitor().post(WITH_CODE, { email: user.email, code: mail.code })).statusCode).toBe(200);
    });

    it('refuses an expired code and link (15 minutes)', async () => {
      const user = await addSiteUser(store.db);
      const mail = await mailedCode(user.email);
      clock.offset = 15 * 60_000 + 1;
      expect((await visitor().post(WITH_CODE, { email: user.email, code: mail.code })).json()).toEqual(WRONG_CODE);
      expect((await visitor().post(WITH_LINK, { token: mail.token })).json()).toEqual(LINK_INVALID);
    });

    it('signing in from the e-mail proves the address: an unverified account is verified and its guest orders join it', async () => {
      const user = await addSiteUser(store.db, { verified: false });
      const order = await addGuestOrder(store, user.email);
      const mail = await mailedCode(user.email);
      const signIn = await visitor().post(WITH_LINK, { token: mail.token });
      expect(signIn.json().siteUser.emailVerified).toBe(true);
      expect(await orderOwner(store, order)).toBe(user.id);
    });

    it('throttles code e-mails per address (the same 429 for a known and an unknown address)', async () => {
      const user = await addSiteUser(store.db);
      const unknownEmail = freshEmail('nobody');
      const answers = [];
      for (const email of [user.email, unknownEmail]) {
        for (let i = 0; i < 5; i++) expect((await visitor().post(REQUEST_CODE, { email })).statusCode).toBe(202);
        answers.push(await visitor().post(REQUEST_CODE, { email }));
      }
      expect(answers.map((a) => a.statusCode)).toEqual([429, 429]);
      expect(answers[0]?.body).toBe(answers[1]?.body);
      expect(answers[0]?.json()).toEqual({ error: { code: 'RATE_LIMITED', message: 'Too many e-mails were requested. Try again in 1 hour.' } });
      expect(await inbox.unread(user.email, 5)).toHaveLength(5);
    });

    it('refuses malformed bodies with 400 and the reason, and calls without the crumb with 403', async () => {
      const cases: [string, unknown, string][] = [
        [REQUEST_CODE, {}, 'Email is required.'],
        [REQUEST_CODE, { email: 'nope' }, 'Email must be a valid e-mail address.'],
        [WITH_CODE, { email: 'a@plinth.test' }, 'Code is required.'],
        [WITH_CODE, { email: 'a@plinth.test', code: '12345' }, 'Code must be the 6 digits from the e-mail.'],
        [WITH_CODE, { email: 'a@plinth.test', code: '12345a' }, 'Code must be the 6 digits from the e-mail.'],
        [WITH_CODE, { email: 'a@plinth.test', code: '1'.repeat(21) }, 'Code must be the 6 digits from the e-mail.'],
        [WITH_CODE, { email: 'a@plinth.test', code: '123456', rememberMe: 'yes' }, 'rememberMe must be true or false.'],
        [WITH_LINK, {}, 'token is required.'],
        [WITH_LINK, { token: '   ' }, 'token is required.'],
        [WITH_LINK, { token: 't'.repeat(201) }, 'token is too long.'],
      ];
      for (const [url, payload, message] of cases) {
        const response = await visitor().post(url, payload);
        expect({ url, payload, status: response.statusCode }).toEqual({ url, payload, status: 400 });
        expect(response.json().error.message).toContain(message);
      }
      for (const url of [REQUEST_CODE, WITH_CODE, WITH_LINK]) {
        expect((await visitor().post(url, { email: 'a@plinth.test', code: '123456', token: 'x'.repeat(24) }, { csrf: false })).statusCode).toBe(403);
      }
    });
  },
  { now: () => Date.now() + clock.offset },
);
