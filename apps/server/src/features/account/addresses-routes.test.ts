import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../infra/database/ids.ts';
import { NY_ADDRESS } from '../../test-support/checkout.ts';
import { defaultSiteId } from '../../test-support/owner.ts';
import { signedInCustomer, type CustomerVisitor } from '../../test-support/site-users.ts';
import { forEachStore } from '../../test-support/test-app.ts';

const BASE = '/api/site-users/account';
const LONDON = { firstName: 'Ada', lastName: 'Lovelace', address1: '12 St James Sq', city: 'London', postalCode: 'SW1Y 4LB', country: 'gb' };

forEachStore('account API: addresses and restock sign-ups', (store) => {
  let websiteId: string;
  beforeAll(async () => {
    websiteId = await defaultSiteId(store.db);
  });
  const list = async (visitor: CustomerVisitor) => {
    const response = await visitor.request({ method: 'GET', url: `${BASE}/addresses` });
    expect(response.statusCode).toBe(200);
    return response.json().addresses as { id: string; address: Record<string, string>; isDefault: boolean }[];
  };
  const add = (visitor: CustomerVisitor, body: unknown) => visitor.send('POST', `${BASE}/addresses`, body);
  const message = (response: { json(): { error: { message: string } } }) => response.json().error.message;

  describe('addresses', () => {
    it('saves, lists (default first), replaces and deletes; the first is the default and deleting it hands the default on', async () => {
      const visitor = await signedInCustomer(store);
      expect(await list(visitor)).toEqual([]);
      const first = await add(visitor, { address: NY_ADDRESS });
      expect(first.statusCode).toBe(201);
      expect(first.json().address).toEqual({ id: expect.stringMatching(/^[0-9a-f]{24}$/), address: NY_ADDRESS, isDefault: true, createdAt: expect.any(Number) });
      const second = (await add(visitor, { address: LONDON })).json().address;
      expect(second).toMatchObject({ address: { ...LONDON, country: 'GB' }, isDefault: false });
      expect((await list(visitor)).map((a) => [a.id, a.isDefault])).toEqual([[first.json().address.id, true], [second.id, false]]);

      // isDefault moves the default: one default at a time.
      const moved = await visitor.send('PUT', `${BASE}/addresses/${second.id}`, { address: { ...LONDON, address2: 'Flat 2' }, isDefault: true });
      expect(moved.statusCode).toBe(200);
      expect(moved.json().address).toMatchObject({ id: second.id, isDefault: true, address: { address2: 'Flat 2', country: 'GB' } });
      expect((await list(visitor)).map((a) => [a.id, a.isDefault])).toEqual([[second.id, true], [first.json().address.id, false]]);
      // isDefault: false never leaves the account without a default.
      await visitor.send('PUT', `${BASE}/addresses/${second.id}`, { address: LONDON, isDefault: false });
      expect((await list(visitor)).filter((a) => a.isDefault).map((a) => a.id)).toEqual([second.id]);

      const deleted = await visitor.request({ method: 'DELETE', url: `${BASE}/addresses/${second.id}` });
      expect([deleted.statusCode, deleted.body]).toEqual([204, '']);
      expect(await list(visitor)).toEqual([{ ...first.json().address, isDefault: true }]);
      expect((await visitor.request({ method: 'DELETE', url: `${BASE}/addresses/${first.json().address.id}` })).statusCode).toBe(204);
      expect(await list(visitor)).toEqual([]);
    });

    it('refuses malformed and over-long addresses (400 naming the field), and saves nothing', async () => {
      const visitor = await signedInCustomer(store);
      const refusal = async (body: unknown) => {
        const response = await add(visitor, body);
        return [response.statusCode, message(response)];
      };
      expect(await refusal({})).toEqual([400, expect.stringContaining('address')]);
      expect(await refusal({ address: { ...NY_ADDRESS, city: '' } })).toEqual([400, 'city is required']);
      expect(await refusal({ address: { ...NY_ADDRESS, firstName: 'x'.repeat(101) } })).toEqual([400, 'firstName is too long']);
      expect(await refusal({ address: { ...NY_ADDRESS, country: 'USA' } })).toEqual([400, 'country must be a two-letter code']);
      expect(await refusal({ address: NY_ADDRESS, isDefault: 'yes' })).toEqual([400, 'isDefault must be true or false']);
      expect(await list(visitor)).toEqual([]);
    });

    it(`keeps at most 20 addresses (409 beyond)`, async () => {
      const visitor = await signedInCustomer(store);
      for (let i = 0; i < 20; i++) expect((await add(visitor, { address: { ...NY_ADDRESS, address1: `${i} Main St` } })).statusCode).toBe(201);
      const over = await add(visitor, { address: NY_ADDRESS });
      expect([over.statusCode, message(over)]).toEqual([409, 'You can keep at most 20 addresses. Delete one first.']);
      const addresses = await list(visitor);
      expect(addresses).toHaveLength(20);
      expect(addresses.filter((a) => a.isDefault)).toHaveLength(1);
    });

    it("answers 404 for another customer's address (read, change, delete) and leaves it alone", async () => {
      const owner = await signedInCustomer(store);
      const id = (await add(owner, { address: NY_ADDRESS })).json().address.id;
      const intruder = await signedInCustomer(store);
      const change = await intruder.send('PUT', `${BASE}/addresses/${id}`, { address: LONDON });
      expect([change.statusCode, message(change)]).toEqual([404, 'No such address in your account.']);
      const remove = await intruder.request({ method: 'DELETE', url: `${BASE}/addresses/${id}` });
      expect([remove.statusCode, message(remove)]).toEqual([404, 'No such address in your account.']);
      expect(await list(intruder)).toEqual([]);
      expect((await list(owner)).map((a) => a.address)).toEqual([NY_ADDRESS]);
    });
  });

  describe('restock sign-ups', () => {
    async function signUp(email: string, sku: string, status: 'waiting' | 'notified' = 'waiting', createdAt = Date.now()) {
      const variant = await store.db.selectFrom('variants').select(['id', 'item_id']).where('sku', '=', sku).executeTakeFirstOrThrow();
      const id = newId();
      await store.db
        .insertInto('restock_signups')
        .values({ id, website_id: websiteId, item_id: variant.item_id, variant_id: variant.id, email, status, created_at: createdAt, notified_at: status === 'notified' ? createdAt : null, unsubscribe_token_hash: null })
        .execute();
      return id;
    }

    it("lists the waiting sign-ups of the account's e-mail with product and variant names, newest first, and removes one", async () => {
      const visitor = await signedInCustomer(store);
      const { email } = visitor.siteUser;
      const older = await signUp(email, 'MUG-OAT', 'waiting', Date.now() - 60_000);
      const newer = await signUp(email, 'COFFEE-SUB-GROUND');
      await signUp(email, 'COFFEE-SUB-BEAN', 'notified');
      await signUp('someone-else@plinth.test', 'MUG-OAT');
      const response = await visitor.request({ method: 'GET', url: `${BASE}/restock-signups` });
      expect(response.statusCode).toBe(200);
      expect(response.json().signUps).toEqual([
        { id: newer, productId: expect.any(String), productName: 'House Blend Coffee Subscription', variantId: expect.any(String), variantName: 'Ground', sku: 'COFFEE-SUB-GROUND', createdAt: expect.any(Number) },
        { id: older, productId: expect.any(String), productName: 'Speckled Stoneware Mug', variantId: expect.any(String), variantName: 'MUG-OAT', sku: 'MUG-OAT', createdAt: expect.any(Number) },
      ]);
      const removed = await visitor.request({ method: 'DELETE', url: `${BASE}/restock-signups/${older}` });
      expect(removed.statusCode).toBe(204);
      expect((await visitor.request({ method: 'GET', url: `${BASE}/restock-signups` })).json().signUps.map((s: { id: string }) => s.id)).toEqual([newer]);
      const again = await visitor.request({ method: 'DELETE', url: `${BASE}/restock-signups/${older}` });
      expect(again.statusCode).toBe(404);
    });

    it("answers 404 for another e-mail's sign-up and leaves it", async () => {
      const visitor = await signedInCustomer(store);
      const theirs = await signUp('another-person@plinth.test', 'MUG-OAT');
      const response = await visitor.request({ method: 'DELETE', url: `${BASE}/restock-signups/${theirs}` });
      expect([response.statusCode, message(response)]).toEqual([404, 'No such back-in-stock sign-up in your account.']);
      expect(await store.db.selectFrom('restock_signups').select('id').where('id', '=', theirs).execute()).toHaveLength(1);
    });
  });
});
