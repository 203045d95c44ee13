import { beforeAll, expect, it } from 'vitest';
import { createCollection, createProduct } from '../catalog/index.ts';
import { createWebsite, findWebsiteByHost, type Website } from './sites-repository.ts';
import { forEachStore, Visitor } from '../../test-support/test-app.ts';
import { product, shopCatalog, type CatalogProduct } from '../../test-support/test-catalog.ts';

const HOST_B = 'second.example';
const ENTRIES = '/api/commerce/shopping-cart/entries';

forEachStore('multi-site isolation', (store) => {
  let siteA: Website;
  let siteB: Website;
  let mugA: CatalogProduct;
  let jamB: string;
  beforeAll(async () => {
    siteA = (await findWebsiteByHost(store.db, 'localhost')) as Website;
    siteB = await createWebsite(store.db, { name: 'Second Shop', currency: 'EUR', hosts: ['Second.Example'] });
    await createCollection(store.db, siteB.id, { urlId: 'home', title: 'Home', type: 'page', navIndex: 0, bodyHtml: '<h1>Welcome to the Second Shop</h1>' });
    const shop = await createCollection(store.db, siteB.id, { urlId: 'shop', title: 'Preserves', type: 'products', navIndex: 1 });
    jamB = (
      await createProduct(store.db, siteB.id, shop, {
        urlId: 'apricot-jam',
        title: 'Apricot Jam',
        productType: 'PHYSICAL',
        variants: [{ sku: 'JAM-APRICOT', priceCents: 650, qtyInStock: 5 }],
      })
    ).itemId;
    mugA = product(await shopCatalog(store.app), 'stoneware-mug');
  });

  const onB = (visitor: Visitor, options: Parameters<Visitor['request']>[0]) =>
    visitor.request({ ...options, headers: { ...(options.headers as Record<string, string>), host: HOST_B } });

  it('the second host shows its own pages, not the default site', async () => {
    const home = await store.app.inject({ url: '/', headers: { host: HOST_B } });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<h1>Welcome to the Second Shop</h1>');
    expect(home.body).toContain('<title>Second Shop</title>');
    expect(home.body).not.toContain('Plinth Demo Store');

    const shop = await store.app.inject({ url: '/shop', headers: { host: `${HOST_B}:8080` } });
    expect(shop.statusCode).toBe(200);
    expect(shop.body).toContain('<span class="product-card__title">Apricot Jam</span>');
    expect(shop.body).toContain('€6.50');
    expect(shop.body).not.toContain('Speckled Stoneware Mug');

    const json = (await store.app.inject({ url: '/shop?format=json', headers: { host: HOST_B } })).json();
    expect(json.website.id).toBe(siteB.id);
    expect(json.website.siteTitle).toBe('Second Shop');
    expect(json.items.map((item: { title: string }) => item.title)).toEqual(['Apricot Jam']);

    // Pages site A has and site B lacks are 404 there; A's products are not reachable through B.
    expect((await store.app.inject({ url: '/blog', headers: { host: HOST_B } })).statusCode).toBe(404);
    expect((await store.app.inject({ url: '/shop/stoneware-mug', headers: { host: HOST_B } })).statusCode).toBe(404);
    // And the default site does not show B's product.
    expect((await store.app.inject({ url: '/shop/apricot-jam' })).statusCode).toBe(404);
    expect((await store.app.inject({ url: '/?format=json' })).json().website.id).toBe(siteA.id);
  });

  it("links name the host the site was reached by when it is the site's own, else the site's own host", async () => {
    const sitemapOf = async (host: string) => /Sitemap: (\S+)/.exec((await store.app.inject({ url: '/robots.txt', headers: { host } })).body)?.[1];
    expect(await sitemapOf(`${HOST_B}:8080`)).toBe(`http://${HOST_B}:8080/sitemap.xml`);
    expect(await sitemapOf('127.0.0.1:3000')).toBe('http://127.0.0.1:3000/sitemap.xml');
    // The default site answers any Host; a stranger's never reaches a link (e-mails, feeds, cached pages).
    expect(await sitemapOf('attacker.example:3000')).toBe('http://localhost:3000/sitemap.xml');
    expect(await sitemapOf('attacker.example')).toBe('http://localhost/sitemap.xml');
  });

  it("a cart of site A is invisible on site B, and its entries cannot be changed there", async () => {
    const visitor = new Visitor(() => store.app);
    await visitor.arrive('/');
    const added = await visitor.send('POST', ENTRIES, { itemId: mugA.id, sku: 'MUG-OAT', quantity: 2 });
    expect(added.statusCode).toBe(200);
    const entryId = added.json().newlyAdded.id;

    const cartOnB = (await onB(visitor, { method: 'GET', url: '/api/commerce/shopping-cart' })).json();
    expect(cartOnB.id).toBe('');
    expect(cartOnB.entries).toEqual([]);
    expect(cartOnB.websiteId).toBe(siteB.id);
    expect(cartOnB.currency).toBe('EUR');

    const put = await onB(visitor, { method: 'PUT', url: `${ENTRIES}/${entryId}`, payload: { quantity: 5 } });
    expect(put.statusCode).toBe(404);
    const del = await onB(visitor, { method: 'DELETE', url: `${ENTRIES}/${entryId}` });
    expect(del.statusCode).toBe(404);

    const cartOnA = (await visitor.request({ method: 'GET', url: '/api/commerce/shopping-cart' })).json();
    expect(cartOnA.websiteId).toBe(siteA.id);
    expect(cartOnA.entries).toHaveLength(1);
    expect(cartOnA.entries[0].quantity).toBe(2);
  });

  it("one site's items cannot be added or looked up on the other", async () => {
    const visitor = new Visitor(() => store.app);
    await visitor.arrive('/');
    const foreignOnB = await onB(visitor, { method: 'POST', url: ENTRIES, payload: { itemId: mugA.id, sku: 'MUG-OAT', quantity: 1 } });
    expect(foreignOnB.statusCode).toBe(404);
    expect(foreignOnB.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Item not found.' } });
    const foreignOnA = await visitor.send('POST', ENTRIES, { itemId: jamB, sku: 'JAM-APRICOT', quantity: 1 });
    expect(foreignOnA.statusCode).toBe(404);

    expect((await store.app.inject({ url: `/api/commerce/inventory/stock/?itemId=${mugA.id}`, headers: { host: HOST_B } })).statusCode).toBe(404);
    expect((await store.app.inject({ url: `/api/commerce/inventory/stock/?itemId=${jamB}` })).statusCode).toBe(404);
    const stockB = await store.app.inject({ url: `/api/commerce/inventory/stock/?itemId=${jamB}`, headers: { host: HOST_B } });
    expect(stockB.json().results).toEqual([expect.objectContaining({ sku: 'JAM-APRICOT', qtyInStock: 5, unlimited: false })]);
  });

  it("site B's cart is in its currency and invisible on site A", async () => {
    const visitor = new Visitor(() => store.app);
    await onB(visitor, { method: 'GET', url: '/' });
    expect(visitor.crumb).toBeDefined();
    const added = await onB(visitor, { method: 'POST', url: ENTRIES, payload: { itemId: jamB, sku: 'JAM-APRICOT', quantity: 3 } });
    expect(added.statusCode).toBe(200);
    expect(added.json().shoppingCart).toMatchObject({ websiteId: siteB.id, currency: 'EUR', subtotalCents: 1950 });
    expect(added.json().newlyAdded.subTotal).toMatchObject({ decimalValue: '19.50', currency: 'EUR' });
    const onA = (await visitor.request({ method: 'GET', url: '/api/commerce/shopping-cart' })).json();
    expect(onA.entries).toEqual([]);
    expect(onA.websiteId).toBe(siteA.id);
  });
});
