import { expect, it } from 'vitest';
import { getWebsite } from '../site/index.ts';
import { forEachStore } from '../../test-support/test-app.ts';
import { addTestProduct, defaultSiteId, ownerVisitor } from '../../test-support/owner.ts';

forEachStore('owner products and inventory', (store) => {
  const shopId = async () =>
    (await store.db.selectFrom('collections').select('id').where('url_id', '=', 'shop').executeTakeFirstOrThrow()).id;
  const version = async () => (await getWebsite(store.db, await defaultSiteId(store.db)))!.contentVersion;

  it('lists collections with id, title, urlId and type', async () => {
    const owner = await ownerVisitor(store, 'VIEWER');
    const { collections } = (await owner.request({ method: 'GET', url: '/api/owner/collections' })).json();
    expect(collections).toContainEqual({ id: await shopId(), title: expect.any(String), urlId: 'shop', type: 'products' });
  });

  it('creates a product: unique urlId, generated SKUs, initial stock as a movement, content version bumped', async () => {
    const owner = await ownerVisitor(store, 'STORE_MANAGER');
    const before = await version();
    const body = {
      collectionId: await shopId(),
      title: 'Waxed Tote Seventy',
      description: 'Soft <b>linen</b>.',
      productType: 'PHYSICAL',
      variants: [
        { attributes: { Colour: 'Sand' }, priceCents: 3400, qtyInStock: 6 },
        { sku: 'APRON-OLIVE', attributes: { Colour: 'Olive' }, priceCents: 3200, salePriceCents: 2800, onSale: true, unlimited: true },
      ],
    };
    const first = await owner.send('POST', '/api/owner/products', body);
    expect(first.statusCode).toBe(201);
    const product = first.json().product;
    expect(product).toMatchObject({ title: 'Waxed Tote Seventy', urlId: 'waxed-tote-seventy', productType: 'PHYSICAL', currency: 'USD', priceCents: 3200, totalStock: null });
    expect(product.variants[0].sku).toMatch(/^SKU-[0-9A-F]{10}$/);
    expect(product.variants[1]).toMatchObject({ sku: 'APRON-OLIVE', salePriceCents: 2800, onSale: true, unlimited: true, attributes: { Colour: 'Olive' } });
    expect(await version()).toBeGreaterThan(before);
    const item = await store.db.selectFrom('items').select('body_html').where('id', '=', product.id).executeTakeFirstOrThrow();
    expect(item.body_html).toBe('<p>Soft &#60;b&#62;linen&#60;/b&#62;.</p>');
    const movements = (await owner.request({ method: 'GET', url: `/api/owner/variants/${product.variants[0].id}/stock-movements` })).json().movements;
    expect(movements).toMatchObject([{ delta: 6, qtyAfter: 6, reason: 'initial', contributorEmail: owner.contributor!.email }]);

    const second = await owner.send('POST', '/api/owner/products', { ...body, variants: [{ attributes: { Colour: 'Sand' }, priceCents: 100 }] });
    expect(second.json().product.urlId).toBe('waxed-tote-seventy-2');
    const dupSku = await owner.send('POST', '/api/owner/products', { ...body, variants: [{ sku: 'APRON-OLIVE', attributes: { Colour: 'Sand' }, priceCents: 100 }] });
    expect(dupSku.statusCode).toBe(409);
    expect(dupSku.json()).toEqual({ error: { code: 'CONFLICT', message: 'A variant with SKU APRON-OLIVE exists already.' } });
  });

  it('refuses bad product input with 400 and writes nothing', async () => {
    const owner = await ownerVisitor(store, 'ADMIN');
    const count = async () => (await store.db.selectFrom('items').select('id').execute()).length;
    const before = await count();
    const base = { collectionId: await shopId(), title: 'Bad', productType: 'PHYSICAL', variants: [{ attributes: {}, priceCents: 100 }] };
    const cases: [object, number, string][] = [
      [{ ...base, title: '  ' }, 400, 'Title is required.'],
      [{ ...base, productType: 'BOOK' }, 400, 'productType must be PHYSICAL, DIGITAL, SERVICE or GIFT_CARD.'],
      [{ ...base, variants: [] }, 400, 'variants must list at least one variant.'],
      [{ ...base, variants: [{ attributes: {}, priceCents: -1 }] }, 400, 'priceCents cannot be negative.'],
      [{ ...base, variants: [{ attributes: {}, priceCents: 1.5 }] }, 400, 'priceCents must be a whole number of cents.'],
      // 2^31 cents would pass a whole-number check and overflow PostgreSQL's integer money column.
      [{ ...base, variants: [{ attributes: {}, priceCents: 2 ** 31 }] }, 400, 'priceCents is too large.'],
      [{ ...base, variants: [{ attributes: { Size: 'S' }, priceCents: 1 }, { attributes: { Size: 'S' }, priceCents: 1 }] }, 400, 'Two variants have the same options: Size S.'],
      [{ ...base, variants: [{ attributes: { Size: 'S' }, priceCents: 1 }, { attributes: { Colour: 'Red' }, priceCents: 1 }] }, 400, 'Every variant needs a value for each option: Size.'],
      [{ ...base, variants: [{ sku: 'X-1', attributes: { Size: 'S' }, priceCents: 1 }, { sku: 'X-1', attributes: { Size: 'M' }, priceCents: 1 }] }, 400, 'SKU X-1 is used by two variants.'],
      [{ ...base, collectionId: 'nope' }, 404, 'No such collection.'],
    ];
    for (const [body, status, message] of cases) {
      const response = await owner.send('POST', '/api/owner/products', body);
      expect(response.statusCode, message).toBe(status);
      expect(response.json()).toEqual({ error: { code: status === 404 ? 'NOT_FOUND' : 'INVALID', message } });
    }
    const blog = await store.db.selectFrom('collections').select('id').where('type', '=', 'blog').executeTakeFirstOrThrow();
    expect((await owner.send('POST', '/api/owner/products', { ...base, collectionId: blog.id })).json().error.message).toBe('Products can only be added to a store collection.');
    expect(await count()).toBe(before);
  });

  it('searches by title or SKU case-insensitively, sorts by name, stock and price, and pages', async () => {
    const owner = await ownerVisitor(store, 'EDITOR');
    const a = await addTestProduct(store.db, 'Zeta 100% Wool');
    const search = async (q: string) =>
      (await owner.request({ method: 'GET', url: `/api/owner/products?search=${encodeURIComponent(q)}` })).json().products.map((p: { id: string }) => p.id);
    expect(await search('zeta 100%')).toEqual([a.itemId]);
    expect(await search('100_')).toEqual([]);
    const sku = (await store.db.selectFrom('variants').select('sku').where('id', '=', a.variantIds[1]).executeTakeFirstOrThrow()).sku;
    expect(await search(sku.toLowerCase())).toEqual([a.itemId]);

    const all = async (query: string) => {
      const out: { title: string; priceCents: number; totalStock: number | null }[] = [];
      let cursor: string | null = '';
      while (cursor !== null) {
        const page: { products: typeof out; nextCursor: string | null } = (await owner.request({ method: 'GET', url: `/api/owner/products?${query}&limit=3${cursor ? `&cursor=${cursor}` : ''}` })).json();
        out.push(...page.products);
        cursor = page.nextCursor;
      }
      return out;
    };
    const byName = await all('sort=name');
    const total = (await store.db.selectFrom('products').select('item_id').execute()).length;
    expect(byName).toHaveLength(total);
    const names = byName.map((p) => p.title.toLowerCase());
    expect(names).toEqual([...names].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
    const byPrice = (await all('sort=price&direction=desc')).map((p) => p.priceCents);
    expect(byPrice).toEqual([...byPrice].sort((x, y) => y - x));
    const byStock = (await all('sort=stock')).map((p) => p.totalStock ?? Infinity);
    expect(byStock).toEqual([...byStock].sort((x, y) => x - y));
    expect((await owner.request({ method: 'GET', url: '/api/owner/products?sort=colour' })).json()).toEqual({ error: { code: 'INVALID', message: 'sort must be name, stock or price.' } });
  });

  it('edits, adds and removes variants; the last variant stays (409)', async () => {
    const owner = await ownerVisitor(store, 'WEBSITE_MANAGER');
    const { itemId, variantIds } = await addTestProduct(store.db);
    const renamed = await owner.request({ method: 'PATCH', url: `/api/owner/products/${itemId}`, payload: { title: 'Renamed tee' } });
    expect(renamed.json().product.title).toBe('Renamed tee');
    const added = await owner.send('POST', `/api/owner/products/${itemId}/variants`, { attributes: { Size: 'L' }, priceCents: 3100, qtyInStock: 2 });
    expect(added.statusCode).toBe(201);
    expect(added.json().product.variants.map((v: { attributes: { Size: string } }) => v.attributes.Size)).toEqual(['S', 'M', 'L']);
    expect((await owner.send('POST', `/api/owner/products/${itemId}/variants`, { attributes: { Size: 'L' }, priceCents: 1 })).statusCode).toBe(400);
    const edited = await owner.request({ method: 'PATCH', url: `/api/owner/variants/${variantIds[0]}`, payload: { salePriceCents: 2000, onSale: true } });
    expect(edited.json().variant).toMatchObject({ priceCents: 2500, salePriceCents: 2000, onSale: true });
    expect((await owner.request({ method: 'PATCH', url: `/api/owner/variants/${variantIds[0]}`, payload: {} })).statusCode).toBe(400);
    const dear = await owner.request({ method: 'PATCH', url: `/api/owner/variants/${variantIds[0]}`, payload: { priceCents: 2 ** 31 } });
    expect({ status: dear.statusCode, body: dear.json() }).toEqual({ status: 400, body: { error: { code: 'INVALID', message: 'priceCents is too large.' } } });
    expect((await owner.send('DELETE', `/api/owner/variants/${variantIds[0]}`)).statusCode).toBe(204);
    expect((await owner.send('DELETE', `/api/owner/variants/${variantIds[1]}`)).statusCode).toBe(204);
    const last = await owner.send('DELETE', `/api/owner/variants/${added.json().variant.id}`);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toEqual({ error: { code: 'CONFLICT', message: 'A product needs at least one variant.' } });
    expect((await owner.send('DELETE', `/api/owner/products/${itemId}`)).statusCode).toBe(204);
    expect((await owner.request({ method: 'GET', url: `/api/owner/products/${itemId}` })).statusCode).toBe(404);
  });

  it('moves stock atomically: refuses below zero (409) and records who, when, delta and qty after', async () => {
    const owner = await ownerVisitor(store, 'STORE_MANAGER');
    const { variantIds } = await addTestProduct(store.db);
    const before = await version();
    const down = await owner.send('POST', `/api/owner/variants/${variantIds[1]}/stock`, { delta: -3 });
    expect(down.statusCode).toBe(200);
    expect(down.json().variant.qtyInStock).toBe(1);
    expect(down.json().movement).toMatchObject({ delta: -3, qtyAfter: 1, contributorEmail: owner.contributor!.email, reason: 'manual' });
    expect(await version()).toBeGreaterThan(before);
    const below = await owner.send('POST', `/api/owner/variants/${variantIds[1]}/stock`, { delta: -2 });
    expect(below.statusCode).toBe(409);
    expect(below.json()).toEqual({ error: { code: 'CONFLICT', message: 'Stock cannot go below zero.' } });
    expect((await owner.send('POST', `/api/owner/variants/${variantIds[1]}/stock`, { delta: 0 })).json()).toEqual({ error: { code: 'INVALID', message: 'delta cannot be 0.' } });
    expect((await owner.send('POST', `/api/owner/variants/${'a'.repeat(24)}/stock`, { delta: 1 })).statusCode).toBe(404);
    const history = (await owner.request({ method: 'GET', url: `/api/owner/variants/${variantIds[1]}/stock-movements` })).json();
    expect(history.movements).toHaveLength(1);
    expect(history.movements[0]).toMatchObject({ delta: -3, qtyAfter: 1, createdAt: expect.any(Number) });
  });

  it('loses nothing when two owners add +5 and +3 at the same time (and 20 more +1s race)', async () => {
    const [a, b] = [await ownerVisitor(store, 'STORE_MANAGER'), await ownerVisitor(store, 'ADMIN')];
    const { variantIds } = await addTestProduct(store.db);
    const url = `/api/owner/variants/${variantIds[0]}/stock`;
    const results = await Promise.all([a.send('POST', url, { delta: 5 }), b.send('POST', url, { delta: 3 }), ...Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).send('POST', url, { delta: 1 }))]);
    expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 200));
    const row = await store.db.selectFrom('variants').select('qty_in_stock').where('id', '=', variantIds[0]).executeTakeFirstOrThrow();
    expect(row.qty_in_stock).toBe(10 + 5 + 3 + 20);
    // Each movement's qty_after is distinct: every one saw the result of the ones before it.
    const after = results.map((r) => r.json().movement.qtyAfter).sort((x: number, y: number) => x - y);
    expect(new Set(after).size).toBe(22);
    expect(after[after.length - 1]).toBe(38);
  });
});
