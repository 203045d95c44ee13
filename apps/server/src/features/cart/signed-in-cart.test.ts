import { beforeAll, describe, expect, it } from 'vitest';
import { addSiteUser, CustomerVisitor } from '../../test-support/site-users.ts';
import { forEachStore, Visitor } from '../../test-support/test-app.ts';
import { product, shopCatalog, type CatalogProduct } from '../../test-support/test-catalog.ts';
import { takeGuestCartIntoAccount } from './account-cart-service.ts';
import { createCart } from './carts-repository.ts';
import { addEntry } from './entries-service.ts';

const CART = '/api/commerce/shopping-cart';
const ENTRIES = '/api/commerce/shopping-cart/entries';
const SIGN_OUT = '/api/site-users/account/session';

interface CartJson {
  id: string;
  entries: { id: string; itemId: string; quantity: number; chosenVariant: { sku: string } }[];
}

forEachStore('the signed-in cart', (store) => {
  let tee: CatalogProduct;
  let candle: CatalogProduct;
  let mug: CatalogProduct;
  beforeAll(async () => {
    const catalog = await shopCatalog(store.app);
    tee = product(catalog, 'merino-crew-tee');
    candle = product(catalog, 'beeswax-taper-candles');
    mug = product(catalog, 'stoneware-mug');
  });

  /** A new browser (its own cookie jar) that has opened a page. */
  const browser = async () => {
    const visitor = new CustomerVisitor(() => store.app);
    await visitor.arrive('/shop');
    return visitor;
  };
  const add = async (visitor: Visitor, item: CatalogProduct, sku: string, quantity: number) => {
    const response = await visitor.send('POST', ENTRIES, { itemId: item.id, sku, quantity });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().shoppingCart as CartJson;
  };
  const cartOf = async (visitor: Visitor): Promise<CartJson> => {
    const response = await visitor.request({ method: 'GET', url: CART });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  /** sku → quantity over the cart's entries (entries of one sku summed). */
  const quantities = (cart: CartJson) => {
    const bySku: Record<string, number> = {};
    for (const entry of cart.entries) bySku[entry.chosenVariant.sku] = (bySku[entry.chosenVariant.sku] ?? 0) + entry.quantity;
    return bySku;
  };
  const signIn = async (visitor: CustomerVisitor, email: string) => {
    const response = await visitor.signIn(email);
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };
  const signOut = async (visitor: CustomerVisitor, cloneCart: boolean) => {
    const response = await visitor.request({ method: 'DELETE', url: `${SIGN_OUT}?cloneCart=${cloneCart}` });
    expect(response.statusCode, response.body).toBe(200);
    visitor.xsrfToken = undefined;
    return response.json() as { signedOut: true; cartCloned: boolean };
  };
  const openCartsOf = (siteUserId: string) =>
    store.db.selectFrom('carts').select(['id', 'token', 'visitor_key']).where('site_user_id', '=', siteUserId).where('is_purchased', '=', 0).execute();
  const cartRow = (id: string) => store.db.selectFrom('carts').selectAll().where('id', '=', id).executeTakeFirst();

  describe('at sign-in', () => {
    it("a guest cart becomes the account's when the account has none; the browser keeps it", async () => {
      const user = await addSiteUser(store.db);
      const visitor = await browser();
      const guest = await add(visitor, tee, 'TEE-L-NAVY', 2);
      const guestToken = visitor.cookies.get('plinth_cart');

      const response = await signIn(visitor, user.email);
      expect(response.cookies.find((c: { name: string }) => c.name === 'plinth_cart')?.value).toBe(guestToken);
      const carts = await openCartsOf(user.id);
      expect(carts).toEqual([{ id: guest.id, token: guestToken, visitor_key: null }]);
      expect(quantities(await cartOf(visitor))).toEqual({ 'TEE-L-NAVY': 2 });
    });

    it("merges the guest cart into the account's by the add rules, points the cookie at it and drops the guest cart", async () => {
      const user = await addSiteUser(store.db);
      const first = await browser();
      await signIn(first, user.email);
      const accountCart = await add(first, candle, 'CANDLE-PAIR', 1);
      await add(first, tee, 'TEE-L-NAVY', 1);

      const second = await browser();
      const guest = await add(second, candle, 'CANDLE-PAIR', 2);
      await add(second, mug, 'MUG-OAT', 1);
      await signIn(second, user.email);

      const merged = await cartOf(second);
      expect(merged.id).toBe(accountCart.id);
      expect(quantities(merged)).toEqual({ 'CANDLE-PAIR': 3, 'TEE-L-NAVY': 1, 'MUG-OAT': 1 });
      // Same variant and answers: one entry, quantities added.
      expect(merged.entries.filter((e) => e.chosenVariant.sku === 'CANDLE-PAIR')).toHaveLength(1);
      expect(second.cookies.get('plinth_cart')).toBe((await openCartsOf(user.id))[0].token);
      expect(await cartRow(guest.id)).toBeUndefined();
      expect(await openCartsOf(user.id)).toHaveLength(1);
    });

    it('caps a guest entry the stock cannot cover, drops one with nothing left, and still signs in', async () => {
      const user = await addSiteUser(store.db);
      await store.db.updateTable('variants').set({ qty_in_stock: 5, unlimited: 0 }).where('sku', '=', 'MUG-OAT').execute();
      try {
        const first = await browser();
        await signIn(first, user.email);
        await add(first, mug, 'MUG-OAT', 4);

        const capped = await browser();
        await add(capped, mug, 'MUG-OAT', 3);
        await add(capped, candle, 'CANDLE-PAIR', 1);
        await signIn(capped, user.email);
        expect(quantities(await cartOf(capped))).toEqual({ 'MUG-OAT': 5, 'CANDLE-PAIR': 1 });

        const dropped = await browser();
        await add(dropped, mug, 'MUG-OAT', 2);
        await signIn(dropped, user.email);
        expect(quantities(await cartOf(dropped))).toEqual({ 'MUG-OAT': 5, 'CANDLE-PAIR': 1 });
      } finally {
        await store.db.updateTable('variants').set({ qty_in_stock: 40 }).where('sku', '=', 'MUG-OAT').execute();
      }
    });

    it("never takes in another account's cart that the browser's cookie still names", async () => {
      const owner = await addSiteUser(store.db);
      const other = await addSiteUser(store.db);
      const visitor = await browser();
      await signIn(visitor, owner.email);
      const ownersCart = await add(visitor, tee, 'TEE-L-NAVY', 1);
      // A browser that kept the owner's cart cookie (signed out without clearing it).
      const stranger = await browser();
      stranger.cookies.set('plinth_cart', visitor.cookies.get('plinth_cart') as string);
      await signIn(stranger, other.email);
      expect((await cartOf(stranger)).entries).toEqual([]);
      expect(await openCartsOf(other.id)).toEqual([]);
      expect((await cartRow(ownersCart.id))?.site_user_id).toBe(owner.id);
    });

    it('two sign-ins of one account at once make one open cart holding both guest carts', async () => {
      const user = await addSiteUser(store.db);
      const browsers = await Promise.all([browser(), browser(), browser(), browser()]);
      for (const visitor of browsers) await add(visitor, candle, 'CANDLE-PAIR', 1);
      await add(browsers[0], tee, 'TEE-L-NAVY', 1);
      const answers = await Promise.all(browsers.map((visitor) => visitor.signIn(user.email)));
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
      const carts = await openCartsOf(user.id);
      expect(carts).toHaveLength(1);
      for (const visitor of browsers) {
        const cart = await cartOf(visitor);
        expect(cart.id).toBe(carts[0].id);
        expect(quantities(cart)).toEqual({ 'CANDLE-PAIR': 4, 'TEE-L-NAVY': 1 });
      }
    });

    it("eight sign-ins' cart steps at once (the racing claims retried) leave one open cart with every guest entry", async () => {
      const user = await addSiteUser(store.db);
      const guests = await Promise.all(Array.from({ length: 8 }, () => createCart(store.db, user.websiteId, 'USD')));
      for (const guest of guests) await addEntry(store.db, user.websiteId, guest.id, { itemId: candle.id, sku: 'CANDLE-PAIR', quantity: 1 });
      const taken = await Promise.all(guests.map((guest) => takeGuestCartIntoAccount(store.db, user.websiteId, user.id, guest.token, Date.now())));
      expect(taken.map((t) => t.outcome).sort()).toEqual(['claimed', ...Array(7).fill('merged')]);
      const carts = await openCartsOf(user.id);
      expect(carts).toHaveLength(1);
      expect(new Set(taken.map((t) => t.cart?.id))).toEqual(new Set([carts[0].id]));
      const entries = await store.db.selectFrom('cart_entries').select('quantity').where('cart_id', '=', carts[0].id).execute();
      expect(entries).toEqual([{ quantity: 8 }]);
    });

    it('leaves alone a guest cart whose payment is under way, and counts the units a merge drops', async () => {
      const user = await addSiteUser(store.db);
      const account = await createCart(store.db, user.websiteId, 'USD');
      await store.db.updateTable('carts').set({ site_user_id: user.id }).where('id', '=', account.id).execute();
      await addEntry(store.db, user.websiteId, account.id, { itemId: tee.id, sku: 'TEE-L-NAVY', quantity: 1 });

      const paying = await createCart(store.db, user.websiteId, 'USD');
      await addEntry(store.db, user.websiteId, paying.id, { itemId: candle.id, sku: 'CANDLE-PAIR', quantity: 1 });
      const now = Date.now();
      await store.db
        .insertInto('payments')
        .values({ id: `pay-${paying.id}`, website_id: user.websiteId, cart_id: paying.id, status: 'pending', amount_cents: 1600, currency: 'USD', provider: 'test', created_at: now, updated_at: now })
        .execute();
      const kept = await takeGuestCartIntoAccount(store.db, user.websiteId, user.id, paying.token, now);
      expect(kept).toMatchObject({ outcome: 'kept', unitsDropped: 0, cart: { id: account.id } });
      expect((await cartRow(paying.id))?.site_user_id).toBeNull();

      const teeStock = await store.db.selectFrom('variants').select('qty_in_stock').where('sku', '=', 'TEE-L-NAVY').executeTakeFirstOrThrow();
      const guest = await createCart(store.db, user.websiteId, 'USD');
      await addEntry(store.db, user.websiteId, guest.id, { itemId: tee.id, sku: 'TEE-L-NAVY', quantity: teeStock.qty_in_stock });
      const merged = await takeGuestCartIntoAccount(store.db, user.websiteId, user.id, guest.token, now);
      expect(merged).toMatchObject({ outcome: 'merged', unitsDropped: 1 });
      const entries = await store.db.selectFrom('cart_entries').select('quantity').where('cart_id', '=', account.id).execute();
      expect(entries).toEqual([{ quantity: teeStock.qty_in_stock }]);
    });
  });

  describe('while signed in', () => {
    it('the cart follows the account: a fresh browser that signs in finds it, and both browsers write to it', async () => {
      const user = await addSiteUser(store.db);
      const laptop = await browser();
      await signIn(laptop, user.email);
      const cart = await add(laptop, tee, 'TEE-M-NAVY', 1);

      const phone = await browser();
      await signIn(phone, user.email);
      expect((await cartOf(phone)).id).toBe(cart.id);
      await add(phone, candle, 'CANDLE-PAIR', 2);
      expect(quantities(await cartOf(laptop))).toEqual({ 'TEE-M-NAVY': 1, 'CANDLE-PAIR': 2 });
    });

    it("reads and writes the account's cart whatever cart cookie the browser holds, and points the cookie back at it", async () => {
      const user = await addSiteUser(store.db);
      const visitor = await browser();
      await signIn(visitor, user.email);
      const cart = await add(visitor, tee, 'TEE-L-NAVY', 1);
      const accountToken = visitor.cookies.get('plinth_cart');

      const elsewhere = await browser();
      const guestCart = await add(elsewhere, candle, 'CANDLE-PAIR', 1);
      visitor.cookies.set('plinth_cart', elsewhere.cookies.get('plinth_cart') as string);

      const read = await visitor.request({ method: 'GET', url: CART });
      expect(read.json().id).toBe(cart.id);
      expect(visitor.cookies.get('plinth_cart')).toBe(accountToken);

      visitor.cookies.set('plinth_cart', elsewhere.cookies.get('plinth_cart') as string);
      const added = await add(visitor, tee, 'TEE-L-NAVY', 1);
      expect(added.id).toBe(cart.id);
      expect(visitor.cookies.get('plinth_cart')).toBe(accountToken);
      const entryId = added.entries[0].id;
      visitor.cookies.set('plinth_cart', elsewhere.cookies.get('plinth_cart') as string);
      const changed = await visitor.request({ method: 'PUT', url: `${ENTRIES}/${entryId}`, payload: { quantity: 5 } });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(quantities(changed.json().shoppingCart)).toEqual({ 'TEE-L-NAVY': 5 });
      const removed = await visitor.request({ method: 'DELETE', url: `${ENTRIES}/${entryId}` });
      expect(removed.statusCode, removed.body).toBe(200);
      expect(removed.json().shoppingCart.entries).toEqual([]);
      // The other browser's guest cart was never touched.
      expect(quantities(await cartOf(elsewhere))).toEqual({ 'CANDLE-PAIR': 1 });
      expect((await cartRow(guestCart.id))?.site_user_id).toBeNull();
    });

    it("opens the account's cart at the first add; a purchased cart never comes back", async () => {
      const user = await addSiteUser(store.db);
      const visitor = await browser();
      await signIn(visitor, user.email);
      expect((await cartOf(visitor)).entries).toEqual([]);
      const first = await add(visitor, tee, 'TEE-L-NAVY', 1);
      expect((await cartRow(first.id))?.site_user_id).toBe(user.id);

      await store.db.updateTable('carts').set({ is_purchased: 1 }).where('id', '=', first.id).execute();
      expect((await cartOf(visitor)).entries).toEqual([]);
      const next = await add(visitor, candle, 'CANDLE-PAIR', 1);
      expect(next.id).not.toBe(first.id);
      expect(quantities(next)).toEqual({ 'CANDLE-PAIR': 1 });

      const again = await browser();
      await signIn(again, user.email);
      expect((await cartOf(again)).id).toBe(next.id);
    });

    it('two first adds at once in two browsers open one cart', async () => {
      const user = await addSiteUser(store.db);
      const [a, b] = [await browser(), await browser()];
      await signIn(a, user.email);
      await signIn(b, user.email);
      const [ca, cb] = await Promise.all([add(a, candle, 'CANDLE-PAIR', 1), add(b, candle, 'CANDLE-PAIR', 1)]);
      expect(ca.id).toBe(cb.id);
      expect(await openCartsOf(user.id)).toHaveLength(1);
      expect(quantities(await cartOf(a))).toEqual({ 'CANDLE-PAIR': 2 });
    });
  });

  describe('at sign-out', () => {
    it('cloneCart=false leaves the cart with the account and clears the cart cookies; the old cookie shows nothing', async () => {
      const user = await addSiteUser(store.db);
      const visitor = await browser();
      await signIn(visitor, user.email);
      const cart = await add(visitor, tee, 'TEE-L-NAVY', 2);
      const accountToken = visitor.cookies.get('plinth_cart') as string;

      expect(await signOut(visitor, false)).toEqual({ signedOut: true, cartCloned: false });
      expect(visitor.cookies.get('plinth_cart')).toBe('');
      expect(visitor.cookies.get('hasCart')).toBe('');
      expect((await cartOf(visitor)).entries).toEqual([]);

      // A browser that still sends the account cart's token is a guest: it neither sees nor changes it.
      visitor.cookies.set('plinth_cart', accountToken);
      expect((await cartOf(visitor)).entries).toEqual([]);
      const guest = await add(visitor, candle, 'CANDLE-PAIR', 1);
      expect(guest.id).not.toBe(cart.id);

      const later = await browser();
      await signIn(later, user.email);
      expect((await cartOf(later)).id).toBe(cart.id);
      expect(quantities(await cartOf(later))).toEqual({ 'TEE-L-NAVY': 2 });
    });

    it('cloneCart=true leaves a guest copy in the browser and the cart with the account', async () => {
      const user = await addSiteUser(store.db);
      const visitor = await browser();
      await signIn(visitor, user.email);
      const cart = await add(visitor, tee, 'TEE-L-NAVY', 2);
      await add(visitor, candle, 'CANDLE-PAIR', 1);
      const order = (await cartOf(visitor)).entries.map((e) => e.chosenVariant.sku);

      expect(await signOut(visitor, true)).toEqual({ signedOut: true, cartCloned: true });
      const copy = await cartOf(visitor);
      expect(copy.id).not.toBe(cart.id);
      expect(quantities(copy)).toEqual({ 'TEE-L-NAVY': 2, 'CANDLE-PAIR': 1 });
      expect(copy.entries.map((e) => e.chosenVariant.sku)).toEqual(order); // in the cart's order
      expect((await cartRow(copy.id))?.site_user_id).toBeNull();

      // The copy is the browser's own: changing it leaves the account's cart alone.
      await add(visitor, mug, 'MUG-OAT', 1);
      const elsewhere = await browser();
      await signIn(elsewhere, user.email);
      expect((await cartOf(elsewhere)).id).toBe(cart.id);
      expect(quantities(await cartOf(elsewhere))).toEqual({ 'TEE-L-NAVY': 2, 'CANDLE-PAIR': 1 });
    });

    it('a repeated cloneCart=true sign-out (the session already ended) keeps the copy the first one left', async () => {
      const user = await addSiteUser(store.db);
      const visitor = await browser();
      await signIn(visitor, user.email);
      await add(visitor, candle, 'CANDLE-PAIR', 1);
      const xsrf = visitor.xsrfToken;
      expect(await signOut(visitor, true)).toEqual({ signedOut: true, cartCloned: true });
      const copyToken = visitor.cookies.get('plinth_cart');
      visitor.xsrfToken = xsrf;
      expect(await signOut(visitor, true)).toEqual({ signedOut: true, cartCloned: false });
      expect(visitor.cookies.get('plinth_cart')).toBe(copyToken);
      expect(quantities(await cartOf(visitor))).toEqual({ 'CANDLE-PAIR': 1 });
    });

    it('cloneCart=true with an empty account cart copies nothing and clears the cart cookies', async () => {
      const user = await addSiteUser(store.db);
      const visitor = await browser();
      await signIn(visitor, user.email);
      expect(await signOut(visitor, true)).toEqual({ signedOut: true, cartCloned: false });
      expect(visitor.cookies.get('plinth_cart') ?? '').toBe('');
    });
  });
});
