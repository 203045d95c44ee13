import { expect, it } from 'vitest';
import { forEachStore } from '../../test-support/test-app.ts';
import { addSiteUser, CUSTOMER_PASSWORD, CustomerVisitor, signedInCustomer } from '../../test-support/site-users.ts';
import { solvedProofOfWork } from '../../test-support/proof-of-work.ts';

forEachStore('customer sign-in and sign-out', (store) => {
  let address = 10;
  const nextAddress = () => `10.1.0.${address++}`;
  const visitor = () => {
    const v = new CustomerVisitor(() => store.app);
    v.cookies.set('crumb', 'crumb-for-tests-000000');
    return v;
  };
  const signIn = (v: CustomerVisitor, payload: unknown, remoteAddress = nextAddress()) =>
    v.request({ method: 'POST', url: '/api/site-users/account/session', payload: payload as object, remoteAddress });

  it('signs in: answers the xsrfToken, sets an httpOnly Lax session cookie and a readable SiteUserInfo cookie', async () => {
    const user = await addSiteUser(store.db);
    const v = visitor();
    const response = await signIn(v, { email: ` ${user.email.toUpperCase()} `, password: CUSTOMER_PASSWORD, rememberMe: false });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.xsrfToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(body.siteUser).toEqual({ id: user.id, email: user.email, name: 'Test Customer', emailVerified: true, locale: null });
    const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    const session = cookies.find((c) => c.startsWith('plinth_site_user='));
    expect(session).toContain('HttpOnly');
    expect(session).toContain('SameSite=Lax');
    expect(session).not.toContain('Max-Age'); // ends with the browser without "remember me"
    const info = cookies.find((c) => c.startsWith('SiteUserInfo='));
    expect(info).not.toContain('HttpOnly');
    expect(JSON.parse(decodeURIComponent(v.cookies.get('SiteUserInfo') ?? ''))).toEqual({ authenticated: true, siteUserId: user.id });
    const me = await v.request({ method: 'GET', url: '/api/site-users/account/session' });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(body);
  });

  it('"remember me" keeps the cookies for 30 days', async () => {
    const user = await addSiteUser(store.db);
    const response = await signIn(visitor(), { email: user.email, password: CUSTOMER_PASSWORD, rememberMe: true });
    const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    expect(cookies.find((c) => c.startsWith('plinth_site_user='))).toContain(`Max-Age=${30 * 24 * 3600}`);
    expect(cookies.find((c) => c.startsWith('SiteUserInfo='))).toContain(`Max-Age=${30 * 24 * 3600}`);
  });

  it('answers a wrong password and an unknown e-mail alike, without cookies', async () => {
    const user = await addSiteUser(store.db);
    const wrong = await signIn(visitor(), { email: user.email, password: 'wrong-password-x' });
    const unknown = await signIn(visitor(), { email: 'nobody@plinth.test', password: CUSTOMER_PASSWORD });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Email or password is incorrect.' } });
      expect(String(response.headers['set-cookie'] ?? '')).not.toContain('plinth_site_user');
    }
  });

  it('slows an account after 5 failures from any address: the right password waits (429 saying how long) or brings a proof of work', async () => {
    const user = await addSiteUser(store.db);
    for (let i = 0; i < 5; i++) {
      const wrong = await signIn(visitor(), { email: user.email, password: `wrong-password-${i}` });
      expect(wrong.statusCode).toBe(401);
      // From the 3rd failure the answer asks for the proof of work.
      expect(wrong.json().proofOfWork).toBe(i >= 2 ? true : undefined);
    }
    const blocked = await signIn(visitor(), { email: user.email, password: CUSTOMER_PASSWORD });
    expect(blocked.statusCode).toBe(429);
    const seconds = blocked.headers['retry-after'];
    expect(['1', '2']).toContain(seconds);
    expect(blocked.json()).toEqual({ proofOfWork: true, error: { code: 'RATE_LIMITED', message: `Too many attempts. Try again in ${seconds} second${seconds === '1' ? '' : 's'}, or tick "I'm not a robot" to try now.` } });
    const proven = await signIn(visitor(), { email: user.email, password: CUSTOMER_PASSWORD, captchaKey: await solvedProofOfWork(store.app) });
    expect(proven.statusCode).toBe(200);
  });

  it('counts guesses sent at the same time: of 10 at once from 10 addresses, exactly 5 are checked and 5 refused unchecked', async () => {
    const user = await addSiteUser(store.db);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => signIn(visitor(), { email: user.email, password: `wrong-password-${i}` })));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
  });

  it('a right password gives its attempt back: signing in 6 times in a row is never throttled', async () => {
    const user = await addSiteUser(store.db);
    const from = nextAddress();
    for (let i = 0; i < 6; i++) expect((await signIn(visitor(), { email: user.email, password: CUSTOMER_PASSWORD }, from)).statusCode).toBe(200);
  });

  it('throttles an address after 5 failures, whichever accounts it guesses', async () => {
    const from = nextAddress();
    for (let i = 0; i < 5; i++) await signIn(visitor(), { email: `guess-${i}@plinth.test`, password: 'wrong-password' }, from);
    const user = await addSiteUser(store.db);
    const refused = await signIn(visitor(), { email: user.email, password: CUSTOMER_PASSWORD }, from);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('900');
    expect(refused.json()).toEqual({ error: { code: 'RATE_LIMITED', message: 'Too many attempts. Try again in 15 minutes.' } });
  });

  it('refuses malformed bodies with 400 and a message, and a sign-in without the crumb with 403', async () => {
    const v = visitor();
    for (const payload of [{}, { email: 'a@b.c' }, { email: 'a@b.c', password: 'x'.repeat(201) }, { email: 'a@b.c', password: 'password-123', rememberMe: 'yes' }]) {
      const response = await signIn(v, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toMatch(/\w/);
    }
    const user = await addSiteUser(store.db);
    const noCrumb = await v.request({ method: 'POST', url: '/api/site-users/account/session', payload: { email: user.email, password: CUSTOMER_PASSWORD }, csrf: false, remoteAddress: nextAddress() });
    expect(noCrumb.statusCode).toBe(403);
  });

  it('rotates the session id at sign-in: the session the browser had ends', async () => {
    const v = await signedInCustomer(store);
    const before = v.cookies.get('plinth_site_user');
    await v.signIn(v.siteUser.email);
    const after = v.cookies.get('plinth_site_user');
    expect(after).not.toBe(before);
    const stale = new CustomerVisitor(() => store.app);
    stale.cookies.set('plinth_site_user', before ?? '');
    expect((await stale.request({ method: 'GET', url: '/api/site-users/account/session' })).statusCode).toBe(401);
  });

  it('a signed-in write needs the X-SiteUser-XSRF-Token of its session (403 otherwise)', async () => {
    const v = await signedInCustomer(store);
    const missing = await v.request({ method: 'POST', url: '/api/site-users/account/locale', payload: { language: 'fr-FR' }, headers: { 'x-siteuser-xsrf-token': '' } });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toEqual({ error: { code: 'FORBIDDEN', message: 'The account security token is missing or does not match. Sign in again.' } });
    const wrong = await v.request({ method: 'POST', url: '/api/site-users/account/locale', payload: { language: 'fr-FR' }, headers: { 'x-siteuser-xsrf-token': 'x'.repeat(32) } });
    expect(wrong.statusCode).toBe(403);
    const ok = await v.send('POST', '/api/site-users/account/locale', { language: 'fr-FR' });
    expect(ok.statusCode).toBe(200);
    expect((await v.request({ method: 'GET', url: '/api/site-users/account/session' })).json().siteUser.locale).toBe('fr-FR');
    expect((await v.send('POST', '/api/site-users/account/locale', { language: 'not a language' })).statusCode).toBe(400);
  });

  it('counts a cookie that cannot be parsed, or a session of another site, as no user', async () => {
    const v = visitor();
    v.cookies.set('plinth_site_user', '%%%');
    v.cookies.set('SiteUserInfo', '{not json');
    expect((await v.request({ method: 'GET', url: '/api/site-users/account/session' })).statusCode).toBe(401);
    expect((await v.request({ method: 'GET', url: '/' })).statusCode).toBe(200);
  });

  it('signs out: ends the session and clears both cookies; signing out twice is harmless', async () => {
    const v = await signedInCustomer(store);
    const response = await v.request({ method: 'DELETE', url: '/api/site-users/account/session?cloneCart=false' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ signedOut: true });
    expect(v.cookies.get('plinth_site_user')).toBe('');
    expect(v.cookies.get('SiteUserInfo')).toBe('');
    expect((await v.request({ method: 'GET', url: '/api/site-users/account/session' })).statusCode).toBe(401);
    expect((await v.request({ method: 'DELETE', url: '/api/site-users/account/session?cloneCart=false' })).statusCode).toBe(200);
    expect((await v.request({ method: 'DELETE', url: '/api/site-users/account/session?cloneCart=maybe' })).statusCode).toBe(400);
  });

  it('a sign-out with a stale crumb answers crumbFail with a fresh crumb, and the one repeat succeeds', async () => {
    const v = await signedInCustomer(store);
    v.cookies.delete('crumb');
    const first = await v.request({ method: 'DELETE', url: '/api/site-users/account/session?cloneCart=false', headers: { 'x-csrf-token': 'stale-crumb-0000000000' } });
    expect(first.statusCode).toBe(403);
    expect(first.json()).toMatchObject({ crumbFail: true });
    expect(v.crumb).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    const repeat = await v.request({ method: 'DELETE', url: '/api/site-users/account/session?cloneCart=false' });
    expect(repeat.statusCode).toBe(200);
    expect((await v.request({ method: 'GET', url: '/api/site-users/account/session' })).statusCode).toBe(401);
  });

  it('the signed-in routes answer 401 without a session', async () => {
    const v = visitor();
    expect((await v.request({ method: 'GET', url: '/api/site-users/account/session' })).json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Sign in to your account to continue.' } });
    expect((await v.send('POST', '/api/site-users/account/locale', { language: 'de' })).statusCode).toBe(401);
  });
});
