import { expect, it } from 'vitest';
import { createWebsite } from '../site/index.ts';
import { createContributor, createOwnerSession, TEST_ARGON2_COST } from './index.ts';
import { forEachStore } from '../../test-support/test-app.ts';
import { addContributor, ownerVisitor, TEST_PASSWORD } from '../../test-support/owner.ts';
import { solvedProofOfWork } from '../../test-support/proof-of-work.ts';

forEachStore('owner sign-in', (store) => {
  // Each test uses its own client address, so failures of one do not throttle another.
  let address = 10;
  const nextAddress = () => `10.0.0.${address++}`;
  const signIn = async (visitor: Awaited<ReturnType<typeof ownerVisitor>>, email: string, password: string, remoteAddress: string) =>
    visitor.request({ method: 'POST', url: '/api/owner/session', payload: { email, password }, remoteAddress });

  it('signs in with the right password, sets an httpOnly SameSite=Strict cookie, and GET session answers the contributor', async () => {
    const c = await addContributor(store.db, 'STORE_MANAGER');
    const visitor = await ownerVisitor(store);
    const response = await signIn(visitor, ` ${c.email.toUpperCase()} `, TEST_PASSWORD, nextAddress());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ contributor: { id: c.id, websiteId: c.websiteId, email: c.email, name: c.name, role: 'STORE_MANAGER' } });
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/plinth_owner=[A-Za-z0-9_-]{24};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/');
    const session = await visitor.request({ method: 'GET', url: '/api/owner/session' });
    expect(session.statusCode).toBe(200);
    expect(session.json().contributor.email).toBe(c.email);
    // The stored session id is a hash, not the cookie's token.
    const rows = await store.db.selectFrom('owner_sessions').select('id').where('contributor_id', '=', c.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].id).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].id).not.toBe(visitor.cookies.get('plinth_owner'));
  });

  it('gives the same 401 for a wrong password and an unknown e-mail', async () => {
    const c = await addContributor(store.db, 'EDITOR');
    const visitor = await ownerVisitor(store);
    const wrong = await signIn(visitor, c.email, 'not-the-password', nextAddress());
    const unknown = await signIn(visitor, 'nobody@plinth.test', TEST_PASSWORD, nextAddress());
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Email or password is incorrect.' } });
      expect(response.headers['set-cookie'] ?? '').not.toContain('plinth_owner');
    }
    expect((await visitor.request({ method: 'GET', url: '/api/owner/session' })).statusCode).toBe(401);
  });

  it('slows an account after 5 failures from any address: the right password waits (429 with Retry-After) or brings a proof of work', async () => {
    const c = await addContributor(store.db, 'ADMIN');
    const visitor = await ownerVisitor(store);
    for (let i = 0; i < 5; i++) expect((await signIn(visitor, c.email, `wrong-${i}`, nextAddress())).statusCode).toBe(401);
    const blocked = await signIn(visitor, c.email, TEST_PASSWORD, nextAddress());
    expect(blocked.statusCode).toBe(429);
    const seconds = blocked.headers['retry-after'];
    expect(['1', '2']).toContain(seconds);
    expect(blocked.json()).toEqual({ proofOfWork: true, error: { code: 'RATE_LIMITED', message: `Too many attempts. Try again in ${seconds} second${seconds === '1' ? '' : 's'}, or tick "I'm not a robot" to try now.` } });
    const proven = await visitor.request({ method: 'POST', url: '/api/owner/session', payload: { email: c.email, password: TEST_PASSWORD, captchaKey: await solvedProofOfWork(store.app) }, remoteAddress: nextAddress() });
    expect(proven.statusCode).toBe(200);
  });

  it('refuses an address after 5 failures across e-mails', async () => {
    const c = await addContributor(store.db, 'ADMIN');
    const visitor = await ownerVisitor(store);
    const from = nextAddress();
    for (let i = 0; i < 5; i++) expect((await signIn(visitor, `guess-${i}@plinth.test`, 'password1', from)).statusCode).toBe(401);
    const refused = await signIn(visitor, c.email, TEST_PASSWORD, from);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('900');
    expect(refused.json()).toEqual({ error: { code: 'RATE_LIMITED', message: 'Too many attempts. Try again in 15 minutes.' } });
    expect((await signIn(visitor, c.email, TEST_PASSWORD, nextAddress())).statusCode).toBe(200);
  });

  it('signs out: 204, the row is deleted and the cookie no longer works', async () => {
    const c = await addContributor(store.db, 'VIEWER');
    const visitor = await ownerVisitor(store);
    expect((await signIn(visitor, c.email, TEST_PASSWORD, nextAddress())).statusCode).toBe(200);
    const token = visitor.cookies.get('plinth_owner') as string;
    const out = await visitor.send('DELETE', '/api/owner/session');
    expect(out.statusCode).toBe(204);
    expect(await store.db.selectFrom('owner_sessions').select('id').where('contributor_id', '=', c.id).execute()).toEqual([]);
    const reuse = await store.app.inject({ method: 'GET', url: '/api/owner/session', cookies: { plinth_owner: token } });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Sign in to continue.' } });
  });

  it('needs the crumb to sign in or out, and refuses malformed bodies with 400', async () => {
    const c = await addContributor(store.db, 'ADMIN');
    const visitor = await ownerVisitor(store);
    const noCrumb = await visitor.request({ method: 'POST', url: '/api/owner/session', payload: { email: c.email, password: TEST_PASSWORD }, csrf: false });
    expect(noCrumb.statusCode).toBe(403);
    expect(noCrumb.json().crumbFail).toBe(true);
    const missing = await visitor.send('POST', '/api/owner/session', { email: c.email });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: { code: 'INVALID', message: 'Password is required.' } });
  });

  it('does not accept an expired session or one of another site', async () => {
    const visitor = await ownerVisitor(store, 'ADMIN');
    expect((await visitor.request({ method: 'GET', url: '/api/owner/session' })).statusCode).toBe(200);
    await createWebsite(store.db, { name: 'Other', hosts: ['other.test'] });
    const elsewhere = await visitor.request({ method: 'GET', url: '/api/owner/session', headers: { host: 'other.test' } });
    expect(elsewhere.statusCode).toBe(401);
    await store.db.updateTable('owner_sessions').set({ expires_at: Date.now() - 1 }).where('contributor_id', '=', visitor.contributor!.id).execute();
    expect((await visitor.request({ method: 'GET', url: '/api/owner/session' })).statusCode).toBe(401);
  });

  it("GET session answers the site's currency and time zone, which the dashboard shows prices and scheduled times in", async () => {
    const visitor = await ownerVisitor(store, 'VIEWER');
    const session = await visitor.request({ method: 'GET', url: '/api/owner/session' });
    expect(session.json()).toEqual({ contributor: expect.objectContaining({ id: visitor.contributor!.id }), currency: 'USD', timeZone: 'America/New_York', siteName: expect.any(String) });

    const euros = await createWebsite(store.db, { name: 'Euro shop', currency: 'EUR', timeZone: 'Europe/Berlin', hosts: ['euro.test'] });
    const owner = await createContributor(store.db, euros.id, { email: 'owner@euro.test', password: 'long-enough', role: 'ADMIN', cost: TEST_ARGON2_COST });
    const token = await createOwnerSession(store.db, owner!);
    const there = await store.app.inject({ method: 'GET', url: '/api/owner/session', headers: { host: 'euro.test' }, cookies: { plinth_owner: token } });
    expect(there.statusCode).toBe(200);
    expect(there.json()).toEqual({ contributor: { id: owner!.id, websiteId: euros.id, email: 'owner@euro.test', name: 'owner', role: 'ADMIN' }, currency: 'EUR', timeZone: 'Europe/Berlin', siteName: 'Euro shop' });
  });

  it('state-changing owner calls need the crumb too', async () => {
    const visitor = await ownerVisitor(store, 'ADMIN');
    const response = await visitor.request({ method: 'POST', url: '/api/owner/contributors', payload: { email: 'x@plinth.test', role: 'VIEWER', password: 'long-enough' }, csrf: false });
    expect(response.statusCode).toBe(403);
    expect(response.json().crumbFail).toBe(true);
  });
});
