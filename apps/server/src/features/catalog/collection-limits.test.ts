import { LAYOUT_LIMITS } from '@plinth/platform';
import { expect, it } from 'vitest';
import { forEachStore } from '../../test-support/test-app.ts';
import { defaultSiteId, ownerVisitor } from '../../test-support/owner.ts';
import { createCollection, createProduct } from './index.ts';

/* platform.md §9 "Max products in a collection: 200", as the owner meets it. */
forEachStore('a store holds at most 200 products', (store) => {
  it('refuses the 201st product of a store with 400 and says what to do; another store takes it', async () => {
    const websiteId = await defaultSiteId(store.db);
    const full = await createCollection(store.db, websiteId, { urlId: 'full-store', title: 'Full store', type: 'products' });
    await store.db.transaction().execute(async (tx) => {
      for (let i = 0; i < LAYOUT_LIMITS.maxProductsInCollection; i++) {
        await createProduct(tx, websiteId, full, { urlId: `p-${i}`, title: `P ${i}`, productType: 'PHYSICAL', variants: [{ sku: `FULL-${i}`, priceCents: 100 }] });
      }
    });
    const owner = await ownerVisitor(store, 'STORE_MANAGER');
    const body = { title: 'One too many', productType: 'PHYSICAL', variants: [{ attributes: {}, priceCents: 500 }] };
    const refused = await owner.send('POST', '/api/owner/products', { ...body, collectionId: full });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('A store holds at most 200 products: delete one first, or add the product to another store.');
    const shop = await store.db.selectFrom('collections').select('id').where('url_id', '=', 'shop').executeTakeFirstOrThrow();
    expect((await owner.send('POST', '/api/owner/products', { ...body, collectionId: shop.id })).statusCode).toBe(201);
  });
});
