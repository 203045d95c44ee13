import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_INTEGRATIONS } from '../../infra/integrations-config.ts';
import { ownerVisitor } from '../../test-support/owner.ts';
import { forEachStore, Visitor, type TestStore } from '../../test-support/test-app.ts';
import { fixture, runImportThrough, startPictureServer, type PictureServer } from './test-kit.ts';

/* Product CSVs of Shopify, the hosted builder and WooCommerce, on both databases, pictures from a local file server. */

let pictures: PictureServer;
beforeAll(async () => {
  pictures = await startPictureServer();
});
afterAll(async () => {
  await pictures.close();
});

async function productBySlug(store: TestStore, urlId: string) {
  const item = await store.db.selectFrom('items').selectAll().where('url_id', '=', urlId).where('record_type', '=', 11).executeTakeFirstOrThrow();
  const variants = await store.db.selectFrom('variants').selectAll().where('item_id', '=', item.id).orderBy('position').execute();
  return { item, variants };
}

async function snapshot(store: TestStore) {
  return {
    items: await store.db.selectFrom('items').select(['id', 'url_id', 'title', 'body_html', 'tags_json', 'main_image_url']).orderBy('id').execute(),
    variants: await store.db.selectFrom('variants').select(['id', 'sku', 'price_cents', 'sale_price_cents', 'qty_in_stock', 'unlimited', 'attributes_json', 'image_url']).orderBy('id').execute(),
    media: await store.db.selectFrom('media_files').select('id').orderBy('id').execute(),
    redirects: await store.db.selectFrom('redirects').select(['from_key', 'to_path']).orderBy('from_key').execute(),
  };
}

forEachStore(
  'imports: product CSVs',
  (store) => {
    it('only an owner with settings:write imports; the upload needs the crumb and a known kind', async () => {
      const editor = await ownerVisitor(store, 'EDITOR');
      expect((await editor.request({ method: 'GET', url: '/api/owner/imports' })).statusCode).toBe(403);
      const admin = await ownerVisitor(store, 'ADMIN');
      const { importBody } = await import('./test-kit.ts');
      const unknown = await admin.request({ method: 'POST', url: '/api/owner/imports', ...importBody('joomla', 'x.csv', 'a,b\n1,2\n') });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error.message).toBe('Choose what the file is: one of wordpress, shopify-products, squarespace-products, woocommerce-products, shopify-customers.');
      const empty = await admin.request({ method: 'POST', url: '/api/owner/imports', ...importBody('shopify-products', 'x.csv', '') });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error.message).toBe('The file is empty.');
      expect((await admin.request({ method: 'POST', url: '/api/owner/imports', csrf: false, ...importBody('shopify-products', 'x.csv', 'a') })).statusCode).toBe(403);
      expect((await admin.request({ method: 'GET', url: '/api/owner/imports/nope' })).statusCode).toBe(404);
    });

    it('imports Shopify products with their variants, sale prices, stock and pictures, reports bad rows, and a re-run changes nothing', async () => {
      const admin = await ownerVisitor(store, 'ADMIN');
      const csv = fixture('shopify-products.csv', pictures.origin);
      const done = await runImportThrough(admin, 'shopify-products', 'products_export.csv', csv);
      expect(done).toMatchObject({ status: 'done', progress: 100, created: 2, updated: 0, skipped: 1, kind: 'shopify-products', fileName: 'products_export.csv' });
      expect(done.errors).toEqual([
        { line: 2, message: `The picture ${pictures.origin}/missing.png could not be fetched: the server answered 404.` },
        { line: 7, message: 'The price "twelve" is not a number.' },
        { line: 7, message: 'Broken Mug: no variant with a price could be read; the product is skipped.' },
        { line: 8, message: 'The row has no Handle.' },
      ]);
      const shirt = await productBySlug(store, 'linen-shirt');
      expect(shirt.item.title).toBe('Linen Shirt');
      expect(shirt.item.body_html).toBe('<p>Cool <strong>linen</strong>, washed soft.</p>');
      expect(JSON.parse(shirt.item.tags_json)).toEqual(['summer', 'linen']);
      expect(shirt.item.main_image_url).toMatch(/^\/media\//);
      expect(shirt.variants.map((v) => [v.sku, v.price_cents, v.sale_price_cents, v.on_sale, v.qty_in_stock, v.unlimited, JSON.parse(v.attributes_json), v.weight_grams])).toEqual([
        ['LS-S-SAND', 6000, 4500, 1, 5, 0, { Size: 'S', Colour: 'Sand' }, 220],
        ['LS-M-SAND', 6000, 4500, 1, 3, 0, { Size: 'M', Colour: 'Sand' }, 230],
        ['LS-L-SKY', 4800, 0, 0, 0, 1, { Size: 'L', Colour: 'Sky' }, 240],
      ]);
      expect(shirt.variants[0]?.image_url).toBe(shirt.item.main_image_url);
      const tote = await productBySlug(store, 'canvas-tote');
      expect(tote.variants.map((v) => [v.sku, v.price_cents, JSON.parse(v.attributes_json)])).toEqual([['TOTE-1', 1950, {}]]);

      // A visitor finds the product, its picture served by Plinth, and the old address sends them on.
      const visitor = new Visitor(() => store.app);
      const shop = await store.db.selectFrom('collections').select('url_id').where('id', '=', shirt.item.collection_id).executeTakeFirstOrThrow();
      expect((await visitor.request({ method: 'GET', url: `/${shop.url_id}/linen-shirt` })).statusCode).toBe(200);
      const old = await visitor.request({ method: 'GET', url: '/products/linen-shirt' });
      expect(old.statusCode).toBe(301);
      expect(old.headers.location).toBe(`/${shop.url_id}/linen-shirt`);
      const served = await visitor.request({ method: 'GET', url: shirt.item.main_image_url as string });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toMatch(/^image\//);

      const before = await snapshot(store);
      const fetched = pictures.hits.length;
      const again = await runImportThrough(admin, 'shopify-products', 'products_export.csv', csv);
      expect(again).toMatchObject({ status: 'done', created: 0, updated: 0, skipped: 3 });
      expect(await snapshot(store)).toEqual(before);
      // Only the missing picture is asked for again.
      expect(pictures.hits.slice(fetched)).toEqual(['/missing.png']);

      // A change in the file updates the product in place.
      const changed = await runImportThrough(admin, 'shopify-products', 'products_export.csv', csv.replace('45.00,60.00,TRUE,TRUE,,{{', '').replace('LS-S-SAND,220,shopify,5', 'LS-S-SAND,220,shopify,9'));
      expect(changed).toMatchObject({ created: 0, updated: 1 });
      expect((await productBySlug(store, 'linen-shirt')).variants[0]?.qty_in_stock).toBe(9);
    });

    it('imports the hosted builder product CSV: variants under their product, sale prices, unlimited stock', async () => {
      const admin = await ownerVisitor(store, 'ADMIN');
      const done = await runImportThrough(admin, 'squarespace-products', 'squarespace.csv', fixture('squarespace-products.csv', pictures.origin));
      expect(done).toMatchObject({ status: 'done', created: 2, skipped: 1 });
      expect(done.errors).toEqual([
        { line: 4, message: 'The stock "many" is not a whole number.' },
        { line: 4, message: 'Tea Towel: no variant with a price could be read; the product is skipped.' },
        { line: 5, message: 'Hidden Plate was hidden there; Plinth shows every product of a store, so it is shown.' },
      ]);
      const bowl = await productBySlug(store, 'ceramic-bowl');
      expect(bowl.variants.map((v) => [v.sku, v.price_cents, v.sale_price_cents, v.on_sale, v.qty_in_stock, v.unlimited, v.weight_grams])).toEqual([
        ['BOWL-S', 2400, 1800, 1, 7, 0, 400],
        ['BOWL-L', 3200, 0, 0, 0, 1, 900],
      ]);
      expect(JSON.parse(bowl.item.categories_json)).toEqual(['Kitchen']);
      expect((await runImportThrough(admin, 'squarespace-products', 'squarespace.csv', fixture('squarespace-products.csv', pictures.origin))).created).toBe(0);
    });

    it('imports WooCommerce simple and variable products, and reports an orphan variation', async () => {
      const admin = await ownerVisitor(store, 'ADMIN');
      const done = await runImportThrough(admin, 'woocommerce-products', 'wc-product-export.csv', fixture('woocommerce-products.csv', pictures.origin));
      expect(done).toMatchObject({ status: 'done', created: 2, skipped: 1 });
      expect(done.errors).toEqual([
        { line: 6, message: "The variation's parent id:999 is not the product just before it." },
        { line: 7, message: 'The price "cheap" is not a number.' },
        { line: 7, message: 'Socks: no variant with a price could be read; the product is skipped.' },
      ]);
      const hoodie = await productBySlug(store, 'hoodie');
      expect(hoodie.item.main_image_url).toMatch(/^\/media\//);
      expect(JSON.parse(hoodie.item.categories_json)).toEqual(['Hoodies']);
      expect(hoodie.variants.map((v) => [v.sku, v.price_cents, v.sale_price_cents, v.on_sale, v.qty_in_stock, JSON.parse(v.attributes_json)])).toEqual([
        ['HOODIE-S', 4000, 3000, 1, 4, { Size: 'S' }],
        ['HOODIE-M', 4000, 0, 0, 0, { Size: 'M' }],
      ]);
      expect((await productBySlug(store, 'cap')).variants.map((v) => [v.sku, v.price_cents, v.qty_in_stock])).toEqual([['CAP-1', 1500, 9]]);
    });

    it('exports products in Shopify columns that import back unchanged', async () => {
      const admin = await ownerVisitor(store, 'ADMIN');
      const exported = await admin.request({ method: 'GET', url: '/api/owner/exports/products.csv?format=shopify' });
      expect(exported.statusCode).toBe(200);
      expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(exported.body.startsWith('\uFEFFHandle,Title,Body (HTML)')).toBe(true);
      expect(exported.body).toContain('linen-shirt,Linen Shirt,');
      const before = await snapshot(store);
      const back = await runImportThrough(admin, 'shopify-products', 'export.csv', exported.body);
      expect(back).toMatchObject({ status: 'done', created: 0 });
      expect((await snapshot(store)).variants).toEqual(before.variants);
      const hosted = await admin.request({ method: 'GET', url: '/api/owner/exports/products.csv?format=squarespace' });
      expect(hosted.body.startsWith('\uFEFFProduct ID [Non Editable]')).toBe(true);
    });
  },
  { integrations: { ...DEFAULT_INTEGRATIONS, importAllowHosts: ['127.0.0.1'] } },
);
