import { getAccountOrders } from '@plinth/api/client/routes/getAccountOrders';
import { putAccountPassword } from '@plinth/api/client/routes/putAccountPassword';
import { putAccountProfile } from '@plinth/api/client/routes/putAccountProfile';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from './fake-fetch.ts';
import { signIn, signOut } from './session-api.ts';
import { createSiteUserCaller, SITE_USER_XSRF_HEADER } from './site-user-call.ts';
import { createXsrfTokenStore, memoryStorage, XSRF_STORAGE_KEY } from './xsrf-token.ts';

const session = (xsrfToken: string) => ({ xsrfToken, siteUser: { id: 'u1', email: 'ada@example.com', name: 'Ada', emailVerified: true, locale: null } });
const crumbFail = { crumbFail: true, error: { message: 'The session token is missing or does not match.' } };

function setup(...answers: Parameters<typeof fakeFetch>) {
  const storage = memoryStorage();
  let cookie = 'crumb=first-crumb-123456789';
  const fake = fakeFetch(...answers);
  const caller = createSiteUserCaller({ fetch: fake.fetch, cookies: () => cookie, tokens: createXsrfTokenStore(() => storage) });
  return { ...fake, caller, storage, setCookie: (next: string) => (cookie = next) };
}

describe('sign-in', () => {
  it('POSTs e-mail, password and rememberMe with the crumb, and stores the answered xsrfToken', async () => {
    const { caller, sent, storage } = setup([200, session('tok-1')]);
    const result = await signIn({ email: 'ada@example.com', password: 'secret-secret', rememberMe: true }, caller);
    expect(result.ok).toBe(true);
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/site-users/account/session', body: { email: 'ada@example.com', password: 'secret-secret', rememberMe: true } });
    expect(sent[0].headers['X-CSRF-Token']).toBe('first-crumb-123456789');
    expect(storage.getItem(XSRF_STORAGE_KEY)).toBe('tok-1');
  });

  it('keeps no token after a refusal and reports the server words', async () => {
    const { caller, storage } = setup([401, { error: { message: 'Email or password is incorrect.' } }]);
    const result = await signIn({ email: 'ada@example.com', password: 'nope', rememberMe: false }, caller);
    expect(result).toEqual({ ok: false, failure: { status: 401, crumbFailure: false, serverMessage: 'Email or password is incorrect.' } });
    expect(storage.getItem(XSRF_STORAGE_KEY)).toBeNull();
  });
});

describe('sign-out', () => {
  it('DELETEs with cloneCart and forgets the stored token', async () => {
    const { caller, sent, storage } = setup([200, { signedOut: true, cartCloned: true }]);
    storage.setItem(XSRF_STORAGE_KEY, 'tok-1');
    const result = await signOut(true, caller);
    expect(result.ok).toBe(true);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'DELETE', url: '/api/site-users/account/session?cloneCart=true' });
    expect(storage.getItem(XSRF_STORAGE_KEY)).toBeNull();
  });

  it('repeats the call once when the answer carries crumbFail, with the crumb read again from the cookie', async () => {
    const { caller, sent, setCookie } = setup([403, crumbFail], [200, { signedOut: true, cartCloned: false }]);
    const fetchSent = sent;
    // The refusal hands out a fresh crumb cookie; the repeat must send it.
    setCookie('crumb=stale');
    const pending = signOut(false, caller);
    setCookie('crumb=fresh-crumb-123456789');
    const result = await pending;
    expect(result.ok).toBe(true);
    expect(fetchSent.map((r) => r.url)).toEqual(['/api/site-users/account/session?cloneCart=false', '/api/site-users/account/session?cloneCart=false']);
    expect(fetchSent[1].headers['X-CSRF-Token']).toBe('fresh-crumb-123456789');
  });

  it('repeats it only once: a second crumbFail is the answer', async () => {
    const { caller, sent, left } = setup([403, crumbFail], [403, crumbFail], [200, { signedOut: true, cartCloned: false }]);
    const result = await signOut(false, caller);
    expect(result.ok).toBe(false);
    expect(sent).toHaveLength(2);
    expect(left()).toBe(1);
  });

  it('does not repeat other refusals', async () => {
    const { caller, sent } = setup([500, { error: { message: 'Something went wrong.' } }]);
    expect((await signOut(false, caller)).ok).toBe(false);
    expect(sent).toHaveLength(1);
  });
});

describe('signed-in calls', () => {
  it('send X-SiteUser-XSRF-Token on writes with the stored token, and none on reads', async () => {
    const { caller, sent, storage } = setup([200, { profile: {} }], [200, { orders: [] }]);
    storage.setItem(XSRF_STORAGE_KEY, 'tok-1');
    await caller.signedIn(putAccountProfile, { body: { name: 'Ada' } });
    await caller.signedIn(getAccountOrders);
    expect(sent[0].headers[SITE_USER_XSRF_HEADER]).toBe('tok-1');
    expect(sent[0].headers['X-CSRF-Token']).toBe('first-crumb-123456789');
    expect(sent[1].headers[SITE_USER_XSRF_HEADER]).toBe('tok-1');
    expect(sent[1].headers['X-CSRF-Token']).toBeUndefined();
  });

  it('recover a missing token from GET /api/site-users/account/session before a write', async () => {
    const { caller, sent, storage } = setup([200, session('recovered')], [200, { profile: {} }]);
    await caller.signedIn(putAccountProfile, { body: { name: 'Ada' } });
    expect(sent.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /api/site-users/account/session', 'PUT /api/site-users/account/profile']);
    expect(sent[1].headers[SITE_USER_XSRF_HEADER]).toBe('recovered');
    expect(storage.getItem(XSRF_STORAGE_KEY)).toBe('recovered');
  });

  it('recover the token once when a write is refused with 403 (a token of an earlier session), then repeat the write', async () => {
    const refused = { error: { message: 'The account security token is missing or does not match. Sign in again.' } };
    const { caller, sent } = setup([403, refused], [200, session('current')], [200, { changed: true }]);
    const storage = caller.tokens;
    storage.set('old');
    const result = await caller.signedIn(putAccountPassword, { body: { newPassword: 'x'.repeat(10) } });
    expect(result.ok).toBe(true);
    expect(sent.map((r) => r.headers[SITE_USER_XSRF_HEADER] ?? '-')).toEqual(['old', '-', 'current']);
  });

  it('forget the token when the session has ended (401)', async () => {
    const { caller, storage } = setup([401, { error: { message: 'Sign in to your account to continue.' } }]);
    storage.setItem(XSRF_STORAGE_KEY, 'tok-1');
    const result = await caller.signedIn(getAccountOrders);
    expect(result.ok).toBe(false);
    expect(storage.getItem(XSRF_STORAGE_KEY)).toBeNull();
  });
});
