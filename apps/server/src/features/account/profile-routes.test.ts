import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../infra/database/ids.ts';
import { addToCart, itemId, NY_ADDRESS, pay, putCheckout } from '../../test-support/checkout.ts';
import { defaultSiteId } from '../../test-support/owner.ts';
import { addSiteUser, CUSTOMER_PASSWORD, CustomerVisitor, signedInCustomer } from '../../test-support/site-users.ts';
import { forEachStore } from '../../test-support/test-app.ts';
import { createSiteUser, TEST_ARGON2_COST } from '../site-users/index.ts';

const BASE = '/api/site-users/account';
const NEW_PASSWORD = 'a-brand-new-password';

forEachStore('account API: profile, password, newsletter, deletion', (store) => {
  let websiteId: string;
  let mug: string;
  beforeAll(async () => {
    websiteId = await defaultSiteId(store.db);
    mug = await itemId(store.db, 'stoneware-mug');
  });
  const customer = (options: Parameters<typeof signedInCustomer>[1] = {}) => signedInCustomer(store, options);
  const message = (response: { json(): { error: { message: string } } }) => response.json().error.message;

  describe('refusals every route shares', () => {
    const routes: [string, string, unknown?][] = [
      ['GET', `${BASE}/profile`],
      ['PUT', `${BASE}/profile`, { name: 'X' }],
      ['PUT', `${BASE}/password`, { currentPassword: CUSTOMER_PASSWORD, newPassword: NEW_PASSWORD }],
      ['PUT', `${BASE}/newsletter`, { subscribed: true }],
      ['GET', `${BASE}/orders`],
      ['GET', `${BASE}/subscriptions`],
      ['POST', `${BASE}/subscriptions/${'a'.repeat(24)}/cancel`],
      ['GET', `${BASE}/addresses`],
      ['POST', `${BASE}/addresses`, { address: NY_ADDRESS }],
      ['PUT', `${BASE}/addresses/${'a'.repeat(24)}`, { address: NY_ADDRESS }],
      ['DELETE', `${BASE}/addresses/${'a'.repeat(24)}`],
      ['GET', `${BASE}/restock-signups`],
      ['DELETE', `${BASE}/restock-signups/${'a'.repeat(24)}`],
      ['DELETE', BASE, { password: CUSTOMER_PASSWORD }],
    ];

    it('answers 401 "Sign in to your account to continue." when signed out', async () => {
      const visitor = new CustomerVisitor(() => store.app);
      for (const [method, url, payload] of routes) {
        const response = await visitor.request({ method: method as 'GET', url, payload: payload as object });
        expect([method, url, response.statusCode, message(response)]).toEqual([method, url, 401, 'Sign in to your account to continue.']);
      }
    });

    it('answers 403 to every write without the X-SiteUser-XSRF-Token, and changes nothing', async () => {
      const visitor = await customer();
      for (const [method, url, payload] of routes.filter(([m]) => m !== 'GET')) {
        const response = await visitor.request({ method: method as 'POST', url, payload: payload as object, headers: { 'x-siteuser-xsrf-token': 'wrong' } });
        expect([method, url, response.statusCode]).toEqual([method, url, 403]);
      }
      const profile = (await visitor.request({ method: 'GET', url: `${BASE}/profile` })).json().profile;
      expect(profile.name).toBe('Test Customer');
      expect(await store.db.selectFrom('site_users').select('id').where('id', '=', visitor.siteUser.id).execute()).toHaveLength(1);
    });

    it('answers privately (cache-control: private, no-store)', async () => {
      const visitor = await customer();
      const response = await visitor.request({ method: 'GET', url: `${BASE}/profile` });
      expect(response.headers['cache-control']).toBe('private, no-store');
    });
  });

  describe('profile', () => {
    it('GET answers the profile with the newsletter state', async () => {
      const visitor = await customer({ name: 'Ada Lovelace' });
      const response = await visitor.request({ method: 'GET', url: `${BASE}/profile` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        profile: {
          id: visitor.siteUser.id,
          email: visitor.siteUser.email,
          name: 'Ada Lovelace',
          emailVerified: true,
          hasPassword: true,
          createdAt: visitor.siteUser.createdAt,
          newsletterSubscribed: false,
          newsletterPending: false,
        },
      });
    });

    it('PUT changes the name (trimmed; empty clears it) and refuses an over-long or missing one', async () => {
      const visitor = await customer();
      const renamed = await visitor.send('PUT', `${BASE}/profile`, { name: '  Grace Hopper ' });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json().profile.name).toBe('Grace Hopper');
      expect((await visitor.send('PUT', `${BASE}/profile`, { name: '' })).json().profile.name).toBe('');
      const long = await visitor.send('PUT', `${BASE}/profile`, { name: 'x'.repeat(101) });
      expect([long.statusCode, message(long)]).toEqual([400, 'name is too long']);
      const missing = await visitor.send('PUT', `${BASE}/profile`, {});
      expect([missing.statusCode, message(missing)]).toEqual([400, 'name is required']);
    });
  });

  describe('password', () => {
    it('changes it with the current one: the new one signs in, the old one not, other sessions end, this one stays', async () => {
      const visitor = await customer();
      const other = new CustomerVisitor(() => store.app);
      expect((await other.signIn(visitor.siteUser.email)).statusCode).toBe(200);
      const changed = await visitor.send('PUT', `${BASE}/password`, { currentPassword: CUSTOMER_PASSWORD, newPassword: NEW_PASSWORD });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toEqual({ changed: true });
      expect((await visitor.request({ method: 'GET', url: `${BASE}/profile` })).statusCode).toBe(200);
      expect((await other.request({ method: 'GET', url: `${BASE}/profile` })).statusCode).toBe(401);
      const hash = await store.db.selectFrom('site_users').select('password_hash').where('id', '=', visitor.siteUser.id).executeTakeFirstOrThrow();
      expect(hash.password_hash).toMatch(/^\$argon2id\$/);
      expect((await new CustomerVisitor(() => store.app).signIn(visitor.siteUser.email, CUSTOMER_PASSWORD)).statusCode).toBe(401);
      expect((await new CustomerVisitor(() => store.app).signIn(visitor.siteUser.email, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('refuses a wrong or missing current password, a short or over-long new one, and the same one (400, nothing changed)', async () => {
      const visitor = await customer();
      const refusal = async (body: unknown) => {
        const response = await visitor.send('PUT', `${BASE}/password`, body);
        return [response.statusCode, message(response)];
      };
      expect(await refusal({ currentPassword: 'not-my-password', newPassword: NEW_PASSWORD })).toEqual([400, 'Your current password is not correct.']);
      expect(await refusal({ newPassword: NEW_PASSWORD })).toEqual([400, 'Enter your current password.']);
      expect(await refusal({ currentPassword: CUSTOMER_PASSWORD, newPassword: 'short' })).toEqual([400, 'newPassword: Password must be at least 10 characters.']);
      expect(await refusal({ currentPassword: CUSTOMER_PASSWORD, newPassword: 'x'.repeat(201) })).toEqual([400, 'newPassword: Password must be at most 200 characters.']);
      expect(await refusal({ currentPassword: CUSTOMER_PASSWORD, newPassword: CUSTOMER_PASSWORD })).toEqual([400, 'Choose a new password that differs from the current one.']);
      expect(await refusal(['not', 'an', 'object'])).toEqual([400, expect.any(String)]);
      expect((await new CustomerVisitor(() => store.app).signIn(visitor.siteUser.email, CUSTOMER_PASSWORD)).statusCode).toBe(200);
    });

    it('throttles wrong current passwords: after 5, even the right one is refused (429)', async () => {
      const visitor = await customer();
      for (let i = 0; i < 5; i++) expect((await visitor.send('PUT', `${BASE}/password`, { currentPassword: `wrong-${i}-password`, newPassword: NEW_PASSWORD })).statusCode).toBe(400);
      const blocked = await visitor.send('PUT', `${BASE}/password`, { currentPassword: CUSTOMER_PASSWORD, newPassword: NEW_PASSWORD });
      expect([blocked.statusCode, message(blocked)]).toEqual([429, 'Too many wrong passwords. Please wait 15 minutes and try again.']);
      expect(blocked.headers['retry-after']).toBe('900');
    });
  });

  describe('newsletter', () => {
    it('a verified e-mail joins at once and leaves again; the profile shows it', async () => {
      const visitor = await customer();
      const on = await visitor.send('PUT', `${BASE}/newsletter`, { subscribed: true });
      expect([on.statusCode, on.json()]).toEqual([200, { subscribed: true, pending: false }]);
      const entry = await store.db.selectFrom('mailing_list').select(['status', 'source_form_id']).where('website_id', '=', websiteId).where('email', '=', visitor.siteUser.email).executeTakeFirstOrThrow();
      expect(entry).toEqual({ status: 'subscribed', source_form_id: null });
      expect((await visitor.request({ method: 'GET', url: `${BASE}/profile` })).json().profile).toMatchObject({ newsletterSubscribed: true, newsletterPending: false });
      const off = await visitor.send('PUT', `${BASE}/newsletter`, { subscribed: false });
      expect(off.json()).toEqual({ subscribed: false, pending: false });
      expect((await store.db.selectFrom('mailing_list').select('status').where('email', '=', visitor.siteUser.email).executeTakeFirstOrThrow()).status).toBe('unsubscribed');
      expect((await visitor.send('PUT', `${BASE}/newsletter`, { subscribed: false })).json()).toEqual({ subscribed: false, pending: false });
    });

    it('an unverified e-mail gets the double opt-in e-mail and waits (pending)', async () => {
      const visitor = await customer({ verified: false });
      const before = await store.db.selectFrom('outbox').select('id').where('to_address', '=', visitor.siteUser.email).execute();
      const on = await visitor.send('PUT', `${BASE}/newsletter`, { subscribed: true });
      expect(on.json()).toEqual({ subscribed: false, pending: true });
      const after = await store.db.selectFrom('outbox').select('id').where('to_address', '=', visitor.siteUser.email).execute();
      expect(after.length).toBe(before.length + 1);
    });

    it('refuses a body without a boolean', async () => {
      const visitor = await customer();
      const response = await visitor.send('PUT', `${BASE}/newsletter`, { subscribed: 'yes' });
      expect([response.statusCode, message(response)]).toEqual([400, 'subscribed must be true or false']);
    });
  });

  describe('deleting the account', () => {
    it('needs the password (or refuses: missing, wrong) and keeps the account when refused', async () => {
      const visitor = await customer();
      const missing = await visitor.request({ method: 'DELETE', url: BASE, payload: {} });
      expect([missing.statusCode, message(missing)]).toEqual([400, 'Enter your password to delete your account.']);
      const confirmOnly = await visitor.request({ method: 'DELETE', url: BASE, payload: { confirm: 'DELETE' } });
      expect([confirmOnly.statusCode, message(confirmOnly)]).toEqual([400, 'Enter your password to delete your account.']);
      const wrong = await visitor.request({ method: 'DELETE', url: BASE, payload: { password: 'not-my-password' } });
      expect([wrong.statusCode, message(wrong)]).toEqual([400, 'Your current password is not correct.']);
      const long = await visitor.request({ method: 'DELETE', url: BASE, payload: { password: 'x'.repeat(201) } });
      expect([long.statusCode, message(long)]).toEqual([400, 'password is too long']);
      expect(await store.db.selectFrom('site_users').select('id').where('id', '=', visitor.siteUser.id).execute()).toHaveLength(1);
    });

    it("an account without a password confirms with confirm: 'DELETE'", async () => {
      const email = `codeonly-${newId()}@plinth.test`;
      const siteUser = await createSiteUser(store.db, { websiteId, email, password: null, name: '', verifiedAt: Date.now(), now: Date.now(), cost: TEST_ARGON2_COST });
      expect(siteUser).not.toBeNull();
      // A password-less account signs in by code; here a session is opened as the code sign-in would.
      const visitor = await signedInWithoutPassword(siteUser!.id);
      expect((await visitor.request({ method: 'GET', url: `${BASE}/profile` })).json().profile.hasPassword).toBe(false);
      const wrongWord = await visitor.request({ method: 'DELETE', url: BASE, payload: { confirm: 'delete' } });
      expect([wrongWord.statusCode, message(wrongWord)]).toEqual([400, 'confirm must be "DELETE"']);
      const none = await visitor.request({ method: 'DELETE', url: BASE, payload: {} });
      expect([none.statusCode, message(none)]).toEqual([400, 'Type DELETE to delete your account.']);
      expect((await visitor.request({ method: 'DELETE', url: BASE, payload: { confirm: 'DELETE' } })).statusCode).toBe(200);
      expect(await store.db.selectFrom('site_users').select('id').where('id', '=', siteUser!.id).execute()).toHaveLength(0);
    });

    it('deletes the account and its personal data in one go, keeps its orders for the owner, and clears the cookies', async () => {
      const visitor = await customer();
      const { id, email } = visitor.siteUser;
      // Personal data of every kind: an address, the newsletter, a restock sign-up, a second session, an open cart, an order.
      expect((await visitor.send('POST', `${BASE}/addresses`, { address: NY_ADDRESS })).statusCode).toBe(201);
      expect((await visitor.send('PUT', `${BASE}/newsletter`, { subscribed: true })).statusCode).toBe(200);
      const variant = await store.db.selectFrom('variants').select(['id', 'item_id']).where('sku', '=', 'MUG-OAT').executeTakeFirstOrThrow();
      await store.db.insertInto('restock_signups').values({ id: newId(), website_id: websiteId, item_id: variant.item_id, variant_id: variant.id, email, created_at: Date.now(), notified_at: null, unsubscribe_token_hash: null }).execute();
      await store.db.insertInto('site_user_tokens').values({ id: newId(), website_id: websiteId, site_user_id: id, purpose: 'reset', code_hash: null, created_at: Date.now(), expires_at: Date.now() + 60_000, used_at: null }).execute();
      const elsewhere = new CustomerVisitor(() => store.app);
      expect((await elsewhere.signIn(email)).statusCode).toBe(200);
      await addToCart(visitor, mug, 'MUG-OAT');
      expect((await putCheckout(visitor, { email, shippingAddress: NY_ADDRESS })).statusCode).toBe(200);
      const paid = await pay(visitor);
      expect(paid.statusCode).toBe(200);
      const orderId = paid.json().order.id;
      await addToCart(visitor, mug, 'MUG-OAT');
      // The open cart is the account's (the signed-in cart may have made it so already).
      await store.db.updateTable('carts').set({ site_user_id: id }).where('token', '=', visitor.cookies.get('plinth_cart') ?? '').where('is_purchased', '=', 0).execute();
      expect(await store.db.selectFrom('carts').select('id').where('site_user_id', '=', id).where('is_purchased', '=', 0).execute()).toHaveLength(1);

      const response = await visitor.request({ method: 'DELETE', url: BASE, payload: { password: CUSTOMER_PASSWORD } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ deleted: true });
      const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
      expect(cookies.find((c) => c.startsWith('plinth_site_user='))).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
      expect(cookies.find((c) => c.startsWith('SiteUserInfo='))).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);

      const count = async (table: 'site_users' | 'site_user_addresses' | 'site_user_sessions' | 'site_user_tokens' | 'memberships', column: 'id' | 'site_user_id') =>
        (await store.db.selectFrom(table).select(column).where(column, '=', id).execute()).length;
      expect(await count('site_users', 'id')).toBe(0);
      expect(await count('site_user_addresses', 'site_user_id')).toBe(0);
      expect(await count('site_user_sessions', 'site_user_id')).toBe(0);
      expect(await count('site_user_tokens', 'site_user_id')).toBe(0);
      expect(await store.db.selectFrom('carts').select('id').where('site_user_id', '=', id).execute()).toHaveLength(0);
      expect(await store.db.selectFrom('restock_signups').select('id').where('email', '=', email).execute()).toHaveLength(0);
      expect(await store.db.selectFrom('mailing_list').select('id').where('email', '=', email).execute()).toHaveLength(0);
      // The order stays with the owner, belonging to no account.
      const order = await store.db.selectFrom('orders').select(['customer_email', 'site_user_id']).where('id', '=', orderId).executeTakeFirstOrThrow();
      expect(order).toEqual({ customer_email: email, site_user_id: null });
      // Every session is gone: this browser and the other one are signed out.
      expect((await elsewhere.request({ method: 'GET', url: `${BASE}/profile` })).statusCode).toBe(401);
      expect((await new CustomerVisitor(() => store.app).signIn(email)).statusCode).toBe(401);
    });
  });

  /** A visitor with a session of an account that has no password (the code sign-in's session, made directly). */
  async function signedInWithoutPassword(siteUserId: string): Promise<CustomerVisitor> {
    const helper = await addSiteUser(store.db);
    const visitor = new CustomerVisitor(() => store.app);
    expect((await visitor.signIn(helper.email)).statusCode).toBe(200);
    // Move the fresh session to the password-less account: the guard reads the account through it.
    await store.db.updateTable('site_user_sessions').set({ site_user_id: siteUserId }).where('site_user_id', '=', helper.id).execute();
    return visitor;
  }
});
