import { beforeAll, expect, it } from 'vitest';
import { forEachStore, Visitor } from '../../test-support/test-app.ts';
import { product, shopCatalog, type CatalogProduct } from '../../test-support/test-catalog.ts';

const STOCK = '/api/commerce/inventory/stock/';

forEachStore('inventory stock API', (store) => {
  let catalog: Map<string, CatalogProduct>;
  beforeAll(async () => {
    catalog = await shopCatalog(store.app);
  });
  const stock = (query: string) => store.app.inject({ url: `${STOCK}${query}` });

  it('lists every variant of an item with unlimited and qtyInStock, in variant order', async () => {
    const tee = product(catalog, 'merino-crew-tee');
    const response = await stock(`?itemId=${tee.id}`);
    expect(response.statusCode).toBe(200);
    const { results } = response.json();
    expect(results).toHaveLength(9);
    expect(results.map((r: { sku: string }) => r.sku)).toEqual(tee.skus);
    const bySku = new Map(results.map((r: { sku: string }) => [r.sku, r]));
    expect(bySku.get('TEE-M-FOREST')).toMatchObject({ unlimited: false, qtyInStock: 0 });
    expect(bySku.get('TEE-M-NAVY')).toMatchObject({ unlimited: false, qtyInStock: 12 });
    expect(bySku.get('TEE-S-SAND')).toMatchObject({ unlimited: false, qtyInStock: 6 });
    for (const row of results) expect(row.variantId).toEqual(expect.any(String));
  });

  it('an unlimited item says so', async () => {
    const response = await stock(`?itemId=${product(catalog, 'beeswax-taper-candles').id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().results).toEqual([expect.objectContaining({ sku: 'CANDLE-PAIR', unlimited: true })]);
  });

  it('works without the trailing slash too', async () => {
    const response = await store.app.inject({ url: `/api/commerce/inventory/stock?itemId=${product(catalog, 'stoneware-mug').id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().results).toEqual([expect.objectContaining({ sku: 'MUG-OAT', unlimited: false, qtyInStock: 40 })]);
  });

  it('does not count what is in carts: stock stays until an order is placed', async () => {
    const apron = product(catalog, 'linen-apron');
    const visitor = new Visitor(() => store.app);
    await visitor.arrive();
    expect((await visitor.send('POST', '/api/commerce/shopping-cart/entries', { itemId: apron.id, sku: 'APRON-RUST', quantity: 2 })).statusCode).toBe(200);
    const rust = (await stock(`?itemId=${apron.id}`)).json().results.find((r: { sku: string }) => r.sku === 'APRON-RUST');
    expect(rust).toMatchObject({ qtyInStock: 3, unlimited: false });
  });

  it('a missing or blank itemId is a 400', async () => {
    for (const query of ['', '?itemId=', '?itemId=%20%20']) {
      const response = await stock(query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: { code: 'INVALID', message: 'itemId is required' } });
    }
  });

  it('an unknown item is a 404', async () => {
    const response = await stock('?itemId=no-such-item');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Item not found.' } });
  });
});
