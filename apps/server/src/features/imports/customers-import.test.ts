import { expect, it } from 'vitest';
import { ownerVisitor } from '../../test-support/owner.ts';
import { forEachStore, type TestStore } from '../../test-support/test-app.ts';
import { fixture, runImportThrough } from './test-kit.ts';

/* Shopify's customer CSV on both databases: accounts, default addresses, marketing consent kept. */

async function snapshot(store: TestStore) {
  return {
    users: await store.db.selectFrom('site_users').select(['id', 'email', 'name']).orderBy('id').execute(),
    addresses: await store.db.selectFrom('site_user_addresses').select(['id', 'address_json', 'is_default']).orderBy('id').execute(),
    list: await store.db.selectFrom('mailing_list').select(['id', 'email', 'status']).orderBy('id').execute(),
  };
}

forEachStore('imports: Shopify customers', (store) => {
  it('makes an account per e-mail with its address; only those who accepted marketing join the list; a re-run changes nothing', async () => {
    const admin = await ownerVisitor(store, 'ADMIN');
    const csv = fixture('shopify-customers.csv', '');
    const done = await runImportThrough(admin, 'shopify-customers', 'customers_export.csv', csv);
    expect(done).toMatchObject({ status: 'done', created: 3, updated: 0, skipped: 1 });
    expect(done.errors).toEqual([{ line: 4, message: 'The row has no e-mail address.' }]);
    const ada = await store.db.selectFrom('site_users').selectAll().where('email', '=', 'ada@example.com').executeTakeFirstOrThrow();
    expect(ada).toMatchObject({ name: 'Ada Lovelace', password_hash: null });
    const address = await store.db.selectFrom('site_user_addresses').selectAll().where('site_user_id', '=', ada.id).executeTakeFirstOrThrow();
    expect(JSON.parse(address.address_json)).toEqual({ firstName: 'Ada', lastName: 'Lovelace', address1: "12 St James's Square", city: 'London', postalCode: 'SW1Y 4JH', country: 'GB' });
    const list = await store.db.selectFrom('mailing_list').select(['email', 'status']).where('email', 'in', ['ada@example.com', 'charles@example.com', 'grace@example.com']).orderBy('email').execute();
    expect(list).toEqual([
      { email: 'ada@example.com', status: 'subscribed' },
      { email: 'grace@example.com', status: 'subscribed' },
    ]);

    const before = await snapshot(store);
    expect(await runImportThrough(admin, 'shopify-customers', 'customers_export.csv', csv)).toMatchObject({ status: 'done', created: 0, updated: 0, skipped: 4 });
    expect(await snapshot(store)).toEqual(before);

    const exported = await admin.request({ method: 'GET', url: '/api/owner/exports/customers.csv' });
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain(`${ada.id},Ada,Lovelace,ada@example.com,yes,12 St James's Square,,London,,GB,SW1Y 4JH`);
    expect(await runImportThrough(admin, 'shopify-customers', 'customers.csv', exported.body)).toMatchObject({ status: 'done', created: 0, updated: 0 });
  });
});
