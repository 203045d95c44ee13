import { beforeAll, describe, expect, it } from 'vitest';
import { forEachStore, Visitor } from '../../test-support/test-app.ts';
import { product, shopCatalog, type CatalogProduct } from '../../test-support/test-catalog.ts';

const ENTRIES = '/api/commerce/shopping-cart/entries';

forEachStore('crumb (CSRF double submit)', (store) => {
  let mug: CatalogProduct;
  beforeAll(async () => {
    mug = product(await shopCatalog(store.app), 'stoneware-mug');
  });

  const cartOf = async (visitor: Visitor) => (await visitor.request({ method: 'GET', url: '/api/commerce/shopping-cart' })).json();

  it('the first page sets a readable, SameSite=Lax crumb cookie on path /, and keeps it afterwards', async () => {
    const visitor = new Visitor(() => store.app);
    const first = await visitor.arrive('/');
    expect(first.statusCode).toBe(200);
    const crumb = (first.cookies as { name: string; value: string; path?: string; sameSite?: string; httpOnly?: boolean }[]).find((c) => c.name === 'crumb');
    expect(crumb).toBeDefined();
    expect(crumb?.value).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(crumb?.path).toBe('/');
    expect(crumb?.sameSite).toBe('Lax');
    expect(crumb?.httpOnly).not.toBe(true);
    // A returning visitor keeps the crumb: no new one is set.
    const second = await visitor.arrive('/shop');
    expect((second.cookies as { name: string }[]).some((c) => c.name === 'crumb')).toBe(false);
    expect(visitor.crumb).toBe(crumb?.value);
  });

  it('two visitors get different crumbs', async () => {
    const a = new Visitor(() => store.app);
    const b = new Visitor(() => store.app);
    await a.arrive();
    await b.arrive();
    expect(a.crumb).toBeDefined();
    expect(a.crumb).not.toBe(b.crumb);
  });

  describe('state-changing calls without a valid crumb are refused with 403 and change nothing', () => {
    let visitor: Visitor;
    let entryId: string;
    beforeAll(async () => {
      visitor = new Visitor(() => store.app);
      await visitor.arrive();
      const added = await visitor.send('POST', ENTRIES, { itemId: mug.id, sku: 'MUG-OAT', quantity: 1 });
      expect(added.statusCode).toBe(200);
      entryId = added.json().newlyAdded.id;
    });

    const expectUnchanged = async () => {
      const cart = await cartOf(visitor);
      expect(cart.entries).toHaveLength(1);
      expect(cart.entries[0].id).toBe(entryId);
      expect(cart.entries[0].quantity).toBe(1);
      expect(cart.subtotalCents).toBe(2200);
    };

    it('POST without the X-CSRF-Token header', async () => {
      const response = await visitor.send('POST', ENTRIES, { itemId: mug.id, sku: 'MUG-OAT', quantity: 1 }, false);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ crumbFail: true, error: { code: 'FORBIDDEN', message: 'The session token is missing or does not match.' } });
      await expectUnchanged();
    });

    it('POST with a mismatching X-CSRF-Token header', async () => {
      const response = await visitor.request({
        method: 'POST',
        url: ENTRIES,
        payload: { itemId: mug.id, sku: 'MUG-OAT', quantity: 1 },
        csrf: false,
        headers: { 'x-csrf-token': 'AAAAAAAAAAAAAAAAAAAAAAAA' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().crumbFail).toBe(true);
      await expectUnchanged();
    });

    it('POST with the header but no crumb cookie at all (cookies disabled)', async () => {
      const response = await store.app.inject({
        method: 'POST',
        url: ENTRIES,
        payload: { itemId: mug.id, sku: 'MUG-OAT', quantity: 1 },
        headers: { 'x-csrf-token': visitor.crumb as string, cookie: `plinth_cart=${visitor.cookies.get('plinth_cart')}` },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ crumbFail: true, error: { code: 'FORBIDDEN', message: 'No session cookie was sent.' } });
      expect((response.cookies as { name: string }[]).map((c) => c.name)).not.toContain('plinth_cart');
      await expectUnchanged();
    });

    it('PUT of an entry with a mismatching header', async () => {
      const response = await visitor.request({
        method: 'PUT',
        url: `${ENTRIES}/${entryId}`,
        payload: { quantity: 5 },
        csrf: false,
        headers: { 'x-csrf-token': `${visitor.crumb}x` },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().crumbFail).toBe(true);
      await expectUnchanged();
    });

    it('DELETE of an entry without the header', async () => {
      const response = await visitor.send('DELETE', `${ENTRIES}/${entryId}`, undefined, false);
      expect(response.statusCode).toBe(403);
      expect(response.json().crumbFail).toBe(true);
      await expectUnchanged();
    });

    it("another visitor's crumb does not work with this visitor's cookie", async () => {
      const other = new Visitor(() => store.app);
      await other.arrive();
      const response = await visitor.request({
        method: 'DELETE',
        url: `${ENTRIES}/${entryId}`,
        csrf: false,
        headers: { 'x-csrf-token': other.crumb as string },
      });
      expect(response.statusCode).toBe(403);
      await expectUnchanged();
    });

    it('reading the cart (GET) needs no crumb header', async () => {
      const response = await visitor.request({ method: 'GET', url: '/api/commerce/shopping-cart' });
      expect(response.statusCode).toBe(200);
      expect(response.json().totalQuantity).toBe(1);
    });
  });
});
