import { expect, it } from 'vitest';
import { newId } from '../../infra/database/ids.ts';
import { defaultSiteId } from '../../test-support/owner.ts';
import { signedInCustomer } from '../../test-support/site-users.ts';
import { forEachStore, Visitor } from '../../test-support/test-app.ts';

/* Download my data (issue 34): the signed-in customer's own data as one JSON file, nobody else's. */

const URL_ = '/api/site-users/account/data.json';

forEachStore('account API: download my data', (store) => {
  it('gives the customer their profile, addresses, sign-ups and comments as a JSON download, and nobody else', async () => {
    const websiteId = await defaultSiteId(store.db);
    const ada = await signedInCustomer(store);
    const other = await signedInCustomer(store);
    const address = { firstName: 'Ada', lastName: 'Lovelace', address1: '12 Square', city: 'London', postalCode: 'SW1', country: 'GB' };
    expect((await ada.send('POST', '/api/site-users/account/addresses', { address })).statusCode).toBe(201);
    const post = await store.db.selectFrom('items').select(['id', 'title']).where('record_type', '=', 1).executeTakeFirstOrThrow();
    const variant = await store.db.selectFrom('variants').select(['id', 'item_id', 'sku']).executeTakeFirstOrThrow();
    await store.db.insertInto('comments').values([
      { id: newId(), website_id: websiteId, item_id: post.id, parent_id: null, author_name: 'Ada', site_user_id: ada.siteUser.id, body: 'Lovely post', status: 'approved', created_at: 1_700_000_000_000 },
      { id: newId(), website_id: websiteId, item_id: post.id, parent_id: null, author_name: 'Other', site_user_id: other.siteUser.id, body: 'Not Ada', status: 'approved', created_at: 1_700_000_000_000 },
    ]).execute();
    await store.db.insertInto('restock_signups').values({ id: newId(), website_id: websiteId, item_id: variant.item_id, variant_id: variant.id, email: ada.siteUser.email, created_at: 1_700_000_000_000, notified_at: null, unsubscribe_token_hash: null }).execute();

    const answer = await ada.request({ method: 'GET', url: URL_ });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toBe('attachment; filename="my-data.json"');
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const data = answer.json();
    expect(data).toMatchObject({ format: 'plinth-account-data', profile: { email: ada.siteUser.email }, orders: [], subscriptions: [], newsletter: { status: null } });
    expect(data.addresses).toEqual([expect.objectContaining({ address1: '12 Square', city: 'London', country: 'GB' })]);
    expect(data.comments).toEqual([{ post: post.title, body: 'Lovely post', status: 'approved', createdAt: '2023-11-14T22:13:20.000Z' }]);
    expect(data.restockSignups).toEqual([expect.objectContaining({ sku: variant.sku, createdAt: '2023-11-14T22:13:20.000Z' })]);
    expect(JSON.stringify(data)).not.toContain('Not Ada');

    expect((await new Visitor(() => store.app).request({ method: 'GET', url: URL_ })).statusCode).toBe(401);
  });
});
