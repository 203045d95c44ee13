import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { setVariantStock } from '../catalog/index.ts';
import { changeContent, findWebsiteByHost } from '../site/index.ts';
import { forEachStore } from '../../test-support/test-app.ts';

/** The island roots of a page, in order. */
const islandsOf = (html: string) => [...html.matchAll(/data-island="(\w+)"/g)].map((m) => m[1]);
/** The visible text of the first element with this class. */
const textOf = (html: string, className: string) => {
  const match = new RegExp(`class="${className}"[^>]*>([\\s\\S]*?)</`).exec(html);
  return match?.[1]?.trim();
};

forEachStore('storefront pages', (store) => {
  const get = (url: string, headers: Record<string, string> = {}) => store.app.inject({ url, headers });

  describe('HTML pages', () => {
    it('/ is the home page with the navigation', async () => {
      const response = await get('/');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toMatch(/^<!doctype html>/i);
      expect(response.body).toContain('<title>Plinth Demo Store</title>');
      expect(response.body).toContain('<h1>Welcome to the Plinth Demo Store</h1>');
      for (const href of ['/shop', '/blog', '/about', '/contact']) expect(response.body).toContain(`href="${href}"`);
      expect(islandsOf(response.body)).toContain('PillCart');
    });

    it('/shop lists every product with its price; the sale product shows both prices; the sold-out one its badge', async () => {
      const response = await get('/shop');
      expect(response.statusCode).toBe(200);
      const html = response.body;
      expect(html).toContain('<title>Shop — Plinth Demo Store</title>');
      const cards = html.split('<li class="product-card">').slice(1);
      expect(cards.length).toBeGreaterThanOrEqual(12);
      for (const card of cards) expect(card).toMatch(/class="product-price">(from )?\$\d+\.\d\d|product-price__sale">\$\d+\.\d\d/);
      const card = (title: string) => {
        const found = cards.find((c) => c.includes(`<span class="product-card__title">${title}</span>`));
        if (!found) throw new Error(`no card for ${title}`);
        return found;
      };
      const mug = card('Speckled Stoneware Mug');
      expect(mug).toContain('<span class="product-price__sale">$22.00</span>');
      expect(mug).toContain('<del class="product-price__original"><span class="visually-hidden">Original price </span>$28.00</del>');
      expect(mug).toContain('<span class="product-badge product-badge--on-sale">sale</span>');
      const bowl = card('Hand-thrown Bowl Set');
      expect(bowl).toContain('<span class="product-badge product-badge--sold-out">sold out</span>');
      expect(bowl).toContain('<span class="product-price">$96.00</span>');
      expect(card('Merino Crew Tee')).toContain('<span class="product-price">$48.00</span>');
      // A tee variant is sold out, but the product is not.
      expect(card('Merino Crew Tee')).not.toContain('product-badge');
      expect(card('Waxed Canvas Tote')).toContain('<span class="product-price">from $64.00</span>');
      expect(card('Merino Crew Tee')).toContain('href="/shop/merino-crew-tee"');
    });

    it('the two-option product page has VariantSelect, QuantityInput and AddToCartButton islands', async () => {
      const response = await get('/shop/merino-crew-tee');
      expect(response.statusCode).toBe(200);
      const html = response.body;
      expect(html).toContain('<title>Merino Crew Tee — Plinth Demo Store</title>');
      expect(html).toContain('<h1 class="product__title">Merino Crew Tee</h1>');
      const islands = islandsOf(html);
      for (const name of ['VariantImage', 'VariantSelect', 'QuantityInput', 'AddToCartButton']) expect(islands).toContain(name);
      expect(html).toContain('<option value="" selected="">Select Size</option>');
      expect(html).toContain('data-option="Size"');
      expect(html).toContain('data-option="Colour"');
      for (const colour of ['Navy', 'Sand', 'Forest']) expect(html).toContain(`value="${colour}"`);
      expect(html).toMatch(/<input [^>]*type="number"[^>]*min="1" max="9999" step="1" name="quantity" value="1"\/>/);
      expect(textOf(html, 'plinth-add-to-cart__button plinth-add-to-cart__button--idle')).toBe('Add to Cart');
    });

    it('a subscribable product has no quantity input', async () => {
      const islands = islandsOf((await get('/shop/house-blend-subscription')).body);
      expect(islands).toContain('AddToCartButton');
      expect(islands).toContain('VariantSelect');
      expect(islands).not.toContain('QuantityInput');
    });

    it('digital and gift-card products have no quantity input; a one-variant product no variant select', async () => {
      for (const path of ['/shop/seasonal-recipe-ebook', '/shop/gift-card']) {
        const response = await get(path);
        expect(response.statusCode).toBe(200);
        const islands = islandsOf(response.body);
        expect(islands).toContain('AddToCartButton');
        expect(islands).not.toContain('QuantityInput');
      }
      expect(islandsOf((await get('/shop/seasonal-recipe-ebook')).body)).not.toContain('VariantSelect');
    });

    it('a service product has a quantity input (multiple quantity allowed by default) and its custom button text', async () => {
      const html = (await get('/shop/sourdough-workshop')).body;
      expect(islandsOf(html)).toContain('QuantityInput');
      expect(textOf(html, 'plinth-add-to-cart__button plinth-add-to-cart__button--idle')).toBe('Book a Seat');
    });

    it('a sold-out product has no quantity input (stock not above 1) and shows the badge', async () => {
      const html = (await get('/shop/hand-thrown-bowl-set')).body;
      expect(islandsOf(html)).not.toContain('QuantityInput');
      expect(html).toContain('<span class="product-badge product-badge--sold-out">sold out</span>');
    });

    it('a sold-out product shows a disabled sold-out button and no instalment badge before any click (issue 30)', async () => {
      const html = (await get('/shop/hand-thrown-bowl-set')).body;
      expect(html).toContain('<button type="button" class="plinth-add-to-cart__button plinth-add-to-cart__button--sold-out" disabled>sold out</button>');
      expect(islandsOf(html)).not.toContain('AddToCartButton');
      expect(islandsOf(html)).not.toContain('InstallmentBadge');
      // A product in stock at a similar price keeps its live button and its badge.
      const inStock = (await get('/shop/waxed-canvas-tote')).body;
      expect(islandsOf(inStock)).toEqual(expect.arrayContaining(['AddToCartButton', 'InstallmentBadge']));
      expect(inStock).not.toContain('plinth-add-to-cart__button--sold-out');
      // On the shop, the sold-out product's quick view gets the words for its disabled button; the others none.
      const shop = (await get('/shop')).body;
      expect(shop.match(/&quot;soldOutText&quot;:&quot;sold out&quot;/g)).toHaveLength(1);
    });

    it('/about and /contact are pages', async () => {
      const about = await get('/about');
      expect(about.statusCode).toBe(200);
      expect(about.body).toContain('<title>About — Plinth Demo Store</title>');
      // One heading: the page title (the body has none of its own).
      expect(about.body.match(/<h1[ >]/g)).toHaveLength(1);
      expect(about.body).toContain('<h1 class="page__title">About</h1>');
      const contact = await get('/contact');
      expect(contact.statusCode).toBe(200);
      expect(contact.body.match(/<h1[ >]/g)).toHaveLength(1);
      expect(contact.body).toContain('<h1 class="page__title">Contact</h1>');
      expect(contact.body).toContain('Studio hours: Wednesday to Saturday, 10 am to 5 pm.');
    });

    it('/blog lists the three posts, newest first, with dates in the site time zone', async () => {
      const response = await get('/blog');
      expect(response.statusCode).toBe(200);
      const titles = [...response.body.matchAll(/<h2 class="blog-card__title"><a href="([^"]+)">([^<]+)<\/a>/g)].map((m) => [m[1], m[2]]);
      expect(titles).toEqual([
        ['/blog/feeding-a-sourdough-starter', 'Feeding a sourdough starter, without the fuss'],
        ['/blog/a-visit-to-the-pottery', 'A visit to the pottery'],
        ['/blog/winter-workshop-dates', 'Winter workshop dates are open'],
      ]);
      expect(response.body).toContain('<time datetime="2026-02-12T14:00:00.000Z">February 12, 2026</time> · Maya Chen');
    });

    it('a blog post page', async () => {
      const response = await get('/blog/a-visit-to-the-pottery');
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<h1 class="post__title">A visit to the pottery</h1>');
      expect(response.body).toContain('<time datetime="2026-01-22T15:30:00.000Z">January 22, 2026</time> · Sam Ortiz');
      expect(response.body).toContain('Every mug starts as 450 g of stoneware clay on the wheel.');
    });

    it('/cart has the CartPage island with the sqs-cart-root element', async () => {
      const response = await get('/cart');
      expect(response.statusCode).toBe(200);
      expect(response.body).toMatch(/<div data-island="CartPage"[^>]*><div id="sqs-cart-root"/);
      expect(response.body).toContain('You have nothing in your shopping cart.');
    });

    it('unknown paths are the 404 page, in HTML', async () => {
      for (const path of ['/no-such-page', '/shop/no-such-product', '/blog/no-such-post', '/about/child', '/a/b/c', '/home', '/shop/Merino_Crew']) {
        const response = await get(path);
        expect(response.statusCode, path).toBe(404);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(response.body).toContain('<h1 class="page__title">Page not found</h1>');
        expect(response.body).toContain('<title>Page not found — Plinth Demo Store</title>');
      }
    });

    it('a malformed percent-escape is a 400, not a server error', async () => {
      const response = await get('/%E0%A4%A');
      expect(response.statusCode).toBe(400);
    });

    it('/api/unknown is a JSON 404, not a page', async () => {
      for (const request of [{ url: '/api/unknown' }, { url: '/api/commerce/nope', method: 'POST' as const }]) {
        const response = await store.app.inject(request);
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
      }
    });

    it('pages are compressed on request and revalidate with their ETag', async () => {
      const plain = await get('/shop');
      const gzip = await store.app.inject({ url: '/shop', headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
      const br = await store.app.inject({ url: '/shop', headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      const again = await get('/shop', { 'if-none-match': String(plain.headers.etag) });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    });
  });

  describe('?format=json', () => {
    const json = async (path: string, status = 200) => {
      const response = await get(`${path}${path.includes('?') ? '&' : '?'}format=json`);
      expect(response.statusCode, path).toBe(status);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      return response.json();
    };

    it('every page answers its context with website.id', async () => {
      const website = await findWebsiteByHost(store.db, 'localhost');
      for (const path of ['/', '/shop', '/shop/merino-crew-tee', '/about', '/contact', '/blog', '/blog/a-visit-to-the-pottery', '/cart']) {
        const context = await json(path);
        expect(context.website.id, path).toBe(website?.id);
        expect(context.website.siteTitle).toBe('Plinth Demo Store');
        expect(context.websiteSettings.storeSettings.selectedCurrency).toBe('USD');
        expect(context.plinth).toBeUndefined();
      }
      expect((await json('/nope', 404)).pageType).toBe(100);
    });

    it('collections carry their items, item pages their item', async () => {
      const shop = await json('/shop');
      expect(shop.items.length).toBeGreaterThanOrEqual(12);
      const mug = shop.items.find((item: { urlId: string }) => item.urlId === 'stoneware-mug');
      expect(mug).toMatchObject({ title: 'Speckled Stoneware Mug', fullUrl: '/shop/stoneware-mug', recordType: 11 });
      expect(mug.structuredContent.variants[0]).toMatchObject({ sku: 'MUG-OAT', price: 2800, salePrice: 2200, onSale: true, qtyInStock: 40 });
      const blog = await json('/blog');
      expect(blog.items.map((item: { urlId: string }) => item.urlId)).toEqual(['feeding-a-sourdough-starter', 'a-visit-to-the-pottery', 'winter-workshop-dates']);
      const tee = await json('/shop/merino-crew-tee');
      expect(tee.item.title).toBe('Merino Crew Tee');
      expect(tee.item.structuredContent.variantOptionOrdering).toEqual(['Size', 'Colour']);
      expect(tee.item.structuredContent.variants).toHaveLength(9);
      expect((await json('/blog/a-visit-to-the-pottery')).item.author.displayName).toBe('Sam Ortiz');
      expect((await json('/cart')).pageType).toBe(200);
    });

    it('json-pretty is indented', async () => {
      const response = await get('/about?format=json-pretty');
      expect(response.statusCode).toBe(200);
      expect(response.body).toMatch(/^\{\n {2}"website": \{\n/);
    });
  });

  describe('Host header', () => {
    it('the default site answers any host, with or without a port', async () => {
      const website = await findWebsiteByHost(store.db, 'localhost');
      for (const host of ['localhost', '127.0.0.1:3000', 'unknown.example', 'LOCALHOST:8080']) {
        const response = await get('/?format=json', { host });
        expect(response.statusCode, host).toBe(200);
        expect(response.json().website.id).toBe(website?.id);
      }
      expect((await get('/shop', { host: 'unknown.example' })).body).toContain('Speckled Stoneware Mug');
    });
  });
});

forEachStore('storefront pages: services when multiple quantity is not allowed', (store) => {
  it('a service product has no quantity input, a physical one still has', async () => {
    const website = await findWebsiteByHost(store.db, 'localhost');
    if (!website) throw new Error('no default site');
    const settings = { ...website.settings, storeSettings: { ...website.settings.storeSettings, multipleQuantityAllowedForServices: false } };
    await changeContent(store.db, website.id, (tx) => tx.updateTable('websites').set({ settings_json: JSON.stringify(settings) }).where('id', '=', website.id).execute());
    const service = await store.app.inject({ url: '/shop/sourdough-workshop' });
    expect(service.statusCode).toBe(200);
    expect(islandsOf(service.body)).toContain('AddToCartButton');
    expect(islandsOf(service.body)).not.toContain('QuantityInput');
    expect(islandsOf((await store.app.inject({ url: '/shop/merino-crew-tee' })).body)).toContain('QuantityInput');
  });
});

forEachStore('storefront pages: cached pages follow stock changes', (store) => {
  it('a product that sells out shows the sold-out badge at once, and loses it when restocked', async () => {
    const website = await findWebsiteByHost(store.db, 'localhost');
    const shop = (await store.app.inject({ url: '/shop?format=json' })).json();
    const candle = shop.items.find((item: { urlId: string }) => item.urlId === 'beeswax-taper-candles');
    const variantId: string = candle.structuredContent.variants[0].id;
    const badge = '<span class="product-badge product-badge--sold-out">sold out</span>';
    const page = async (path: string) => (await store.app.inject({ url: path })).body;
    expect(await page('/shop/beeswax-taper-candles')).not.toContain(badge);
    expect(await page('/shop/')).toContain('Beeswax Taper Candles (Pair)');

    expect(await setVariantStock(store.db, website?.id as string, variantId, { qtyInStock: 0, unlimited: false })).toBe(true);
    expect(await page('/shop/beeswax-taper-candles')).toContain(badge);
    const card = (await page('/shop')).split('<li class="product-card">').find((c) => c.includes('Beeswax Taper Candles (Pair)'));
    expect(card).toContain(badge);
    const stock = (await store.app.inject({ url: `/api/commerce/inventory/stock/?itemId=${candle.id}` })).json();
    expect(stock.results[0]).toMatchObject({ unlimited: false, qtyInStock: 0 });

    await setVariantStock(store.db, website?.id as string, variantId, { qtyInStock: 5 });
    expect(await page('/shop/beeswax-taper-candles')).not.toContain(badge);
  });
});
