import { beforeAll, describe, expect, it } from 'vitest';
import { forEachStore, Visitor } from '../../test-support/test-app.ts';
import { product, shopCatalog, type CatalogProduct } from '../../test-support/test-catalog.ts';

const CART = '/api/commerce/shopping-cart';
const ENTRIES = '/api/commerce/shopping-cart/entries';
const NOT_ENOUGH = 'Sorry, we do not have enough of that item available.';
const VARIANT_UNAVAILABLE = 'Sorry, that item variant is unavailable. Please select another variant.';

type Catalog = Map<string, CatalogProduct>;

forEachStore('shopping-cart API', (store) => {
  let catalog: Catalog;
  let mug: CatalogProduct;
  let tee: CatalogProduct;
  let apron: CatalogProduct;
  let cardHolder: CatalogProduct;
  let ebook: CatalogProduct;
  let bowl: CatalogProduct;
  let candle: CatalogProduct;
  beforeAll(async () => {
    catalog = await shopCatalog(store.app);
    mug = product(catalog, 'stoneware-mug');
    tee = product(catalog, 'merino-crew-tee');
    apron = product(catalog, 'linen-apron');
    cardHolder = product(catalog, 'monogrammed-card-holder');
    ebook = product(catalog, 'seasonal-recipe-ebook');
    bowl = product(catalog, 'hand-thrown-bowl-set');
    candle = product(catalog, 'beeswax-taper-candles');
  });

  const newVisitor = async () => {
    const visitor = new Visitor(() => store.app);
    await visitor.arrive('/shop');
    return visitor;
  };
  const getCart = async (visitor: Visitor, query = '?calculateSubtotal=true') => {
    const response = await visitor.request({ method: 'GET', url: `${CART}${query}` });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const add = (visitor: Visitor, body: unknown) => visitor.send('POST', ENTRIES, body);

  describe('POST /entries', () => {
    it('adds an entry: 200 with shoppingCart and newlyAdded, and sets plinth_cart (httpOnly) and hasCart=true', async () => {
      const visitor = await newVisitor();
      const response = await add(visitor, { itemId: mug.id, sku: 'MUG-OAT', quantity: 2, additionalFields: null });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(Object.keys(body).sort()).toEqual(['newlyAdded', 'shoppingCart']);
      expect(body.newlyAdded).toMatchObject({ itemId: mug.id, quantity: 2, title: 'Speckled Stoneware Mug', purchasePriceCents: 2200 });
      expect(body.newlyAdded.chosenVariant).toMatchObject({ sku: 'MUG-OAT', attributes: {} });
      expect(body.shoppingCart.entries).toEqual([body.newlyAdded]);
      expect(body.shoppingCart.subtotalCents).toBe(4400);

      const cookies = response.cookies as { name: string; value: string; httpOnly?: boolean; path?: string; sameSite?: string }[];
      const cartCookie = cookies.find((c) => c.name === 'plinth_cart');
      const hasCart = cookies.find((c) => c.name === 'hasCart');
      expect(cartCookie?.httpOnly).toBe(true);
      expect(cartCookie?.path).toBe('/');
      expect(cartCookie?.sameSite).toBe('Lax');
      expect(cartCookie?.value).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
      expect(hasCart?.value).toBe('true');
      expect(hasCart?.httpOnly).not.toBe(true);

      // The cookie now names the cart: a second add does not set a new one.
      const again = await add(visitor, { itemId: candle.id, sku: 'CANDLE-PAIR', quantity: 1 });
      expect(again.statusCode).toBe(200);
      expect((again.cookies as { name: string }[]).map((c) => c.name)).not.toContain('plinth_cart');
      expect(again.json().shoppingCart.id).toBe(body.shoppingCart.id);
      expect(again.json().shoppingCart.entries).toHaveLength(2);
    });

    it('adding the same item, variant and answers again merges into one entry with the summed quantity', async () => {
      const visitor = await newVisitor();
      const first = (await add(visitor, { itemId: tee.id, sku: 'TEE-L-NAVY', quantity: 1 })).json();
      const second = await add(visitor, { itemId: tee.id, sku: 'TEE-L-NAVY', quantity: 2 });
      expect(second.statusCode).toBe(200);
      const { shoppingCart, newlyAdded } = second.json();
      expect(shoppingCart.entries).toHaveLength(1);
      expect(newlyAdded.id).toBe(first.newlyAdded.id);
      expect(newlyAdded.quantity).toBe(3);
      expect(newlyAdded.chosenVariant.attributes).toEqual({ Size: 'L', Colour: 'Navy' });
      expect(shoppingCart.subtotalCents).toBe(3 * 4800);
      // Another variant of the same product is its own entry.
      const other = (await add(visitor, { itemId: tee.id, sku: 'TEE-L-SAND', quantity: 1 })).json();
      expect(other.shoppingCart.entries).toHaveLength(2);
      expect(other.shoppingCart.totalQuantity).toBe(4);
    });

    it('answers to the additional-fields form: same answers merge (key order ignored), different answers are separate entries', async () => {
      const visitor = await newVisitor();
      const abc = JSON.stringify({ 'monogram-initials': 'ABC' });
      const abcReordered = ' { "monogram-initials" : "ABC" } ';
      const xyz = JSON.stringify({ 'monogram-initials': 'XYZ' });
      const first = (await add(visitor, { itemId: cardHolder.id, sku: 'CARD-TAN', quantity: 1, additionalFields: abc })).json();
      const merged = (await add(visitor, { itemId: cardHolder.id, sku: 'CARD-TAN', quantity: 1, additionalFields: abcReordered })).json();
      expect(merged.shoppingCart.entries).toHaveLength(1);
      expect(merged.newlyAdded.id).toBe(first.newlyAdded.id);
      expect(merged.newlyAdded.quantity).toBe(2);
      expect(JSON.parse(merged.newlyAdded.additionalFields)).toEqual({ 'monogram-initials': 'ABC' });

      const separate = await add(visitor, { itemId: cardHolder.id, sku: 'CARD-TAN', quantity: 1, additionalFields: xyz });
      expect(separate.statusCode).toBe(200);
      const cart = separate.json().shoppingCart;
      expect(cart.entries).toHaveLength(2);
      expect(cart.entries.map((e: { quantity: number }) => e.quantity).sort()).toEqual([1, 2]);
      expect(JSON.parse(separate.json().newlyAdded.additionalFields)).toEqual({ 'monogram-initials': 'XYZ' });
      expect(cart.subtotalCents).toBe(3 * 5500);
      // Both entries count against the same variant's stock (10): 3 in cart, 8 more is too many.
      const tooMany = await add(visitor, { itemId: cardHolder.id, sku: 'CARD-TAN', quantity: 8, additionalFields: xyz });
      expect(tooMany.statusCode).toBe(409);
      expect(tooMany.json()).toEqual({ error: { code: 'CONFLICT', message: NOT_ENOUGH } });
    });

    it("the product form's answers are checked on the server: required, length, unknown fields (400 with the form's message, nothing added)", async () => {
      const visitor = await newVisitor();
      const INVALID = 'One or more fields is invalid, please check your entries.';
      const PARSE = 'Could not parse the form fields, please check your entries.';
      const refusals: [unknown, string][] = [
        [undefined, INVALID],
        [null, INVALID],
        ['{}', INVALID],
        [JSON.stringify({ 'monogram-initials': '' }), INVALID],
        [JSON.stringify({ 'monogram-initials': 'ABCD' }), INVALID],
        [JSON.stringify({ 'monogram-initials': 'AB', note: 'gift' }), PARSE],
      ];
      for (const [additionalFields, message] of refusals) {
        const response = await add(visitor, { itemId: cardHolder.id, sku: 'CARD-TAN', quantity: 1, additionalFields });
        expect([response.statusCode, response.json()]).toEqual([400, { error: { code: 'INVALID', message } }]);
      }
      // A product without a form takes no answers.
      const formless = await add(visitor, { itemId: mug.id, sku: 'MUG-OAT', quantity: 1, additionalFields: '{"engraving":"hi"}' });
      expect([formless.statusCode, formless.json().error.message]).toEqual([400, PARSE]);
      expect((await getCart(visitor)).entries).toEqual([]);
      const fine = await add(visitor, { itemId: cardHolder.id, sku: 'CARD-TAN', quantity: 1, additionalFields: '{"monogram-initials":"AB"}' });
      expect(fine.statusCode).toBe(200);
    });

    it('additionalFields that are not a JSON object are refused with 400', async () => {
      const visitor = await newVisitor();
      const response = await add(visitor, { itemId: cardHolder.id, sku: 'CARD-TAN', quantity: 1, additionalFields: '{not json' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: { code: 'INVALID', message: 'Could not parse the form fields, please check your entries.' } });
      expect((await getCart(visitor)).entries).toEqual([]);
    });

    it('bad JSON is a 400 with a message', async () => {
      const visitor = await newVisitor();
      const response = await visitor.request({ method: 'POST', url: ENTRIES, payload: '{"itemId": ', headers: { 'content-type': 'application/json' } });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe("Body is not valid JSON but content-type is set to 'application/json'");
      expect(response.json().crumbFail).toBeUndefined();
    });

    it('missing fields are a 400 naming each field', async () => {
      const visitor = await newVisitor();
      const none = await add(visitor, {});
      expect(none.statusCode).toBe(400);
      const message: string = none.json().error.message;
      expect(message).toContain('itemId');
      expect(message).toContain('sku');
      expect(message).toContain('Quantity must be a number.');
      const noSku = await add(visitor, { itemId: mug.id, quantity: 1 });
      expect(noSku.statusCode).toBe(400);
      expect(noSku.json().error.message).toMatch(/^sku\b/);
      const blankItem = await add(visitor, { itemId: '   ', sku: 'MUG-OAT', quantity: 1 });
      expect(blankItem.statusCode).toBe(400);
      expect(blankItem.json().error.message).toBe('itemId is required');
    });

    const badQuantities: [string, unknown, string][] = [
      ['0', 0, 'Quantity must be at least 1.'],
      ['negative', -2, 'Quantity must be at least 1.'],
      ['10000', 10000, 'Quantity must be at most 9999.'],
      ['1.5', 1.5, 'Quantity must be a whole number'],
      ['the string "2"', '2', 'Quantity must be a number.'],
      ['null', null, 'Quantity must be a number.'],
    ];
    for (const [label, quantity, message] of badQuantities) {
      it(`quantity ${label} is a 400 '${message}' and creates no cart`, async () => {
        const visitor = await newVisitor();
        const response = await add(visitor, { itemId: mug.id, sku: 'MUG-OAT', quantity });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ error: { code: 'INVALID', message } });
        expect((response.cookies as { name: string }[]).map((c) => c.name)).not.toContain('hasCart');
        expect((await getCart(visitor)).entries).toEqual([]);
      });
    }

    it('an unknown item is a 404 and sets no cart cookies', async () => {
      const visitor = await newVisitor();
      const response = await add(visitor, { itemId: 'no-such-item', sku: 'MUG-OAT', quantity: 1 });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Item not found.' } });
      expect((response.cookies as { name: string }[]).map((c) => c.name)).not.toContain('hasCart');
      expect((await getCart(visitor)).entries).toEqual([]);
    });

    it("an unknown sku, or another product's sku, is a 404 'variant unavailable'", async () => {
      const visitor = await newVisitor();
      const unknown = await add(visitor, { itemId: mug.id, sku: 'MUG-NOPE', quantity: 1 });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ error: { code: 'NOT_FOUND', message: VARIANT_UNAVAILABLE } });
      const foreign = await add(visitor, { itemId: mug.id, sku: 'APRON-NATURAL', quantity: 1 });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ error: { code: 'NOT_FOUND', message: VARIANT_UNAVAILABLE } });
      expect((await getCart(visitor)).entries).toEqual([]);
    });

    it('a sold-out variant is a 409 and nothing is added', async () => {
      const visitor = await newVisitor();
      await add(visitor, { itemId: mug.id, sku: 'MUG-OAT', quantity: 1 });
      for (const [item, sku] of [[tee, 'TEE-M-FOREST'], [bowl, 'BOWL-SET-4']] as const) {
        const response = await add(visitor, { itemId: item.id, sku, quantity: 1 });
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({ error: { code: 'CONFLICT', message: NOT_ENOUGH } });
      }
      const cart = await getCart(visitor);
      expect(cart.entries.map((e: { chosenVariant: { sku: string } }) => e.chosenVariant.sku)).toEqual(['MUG-OAT']);
      expect(cart.totalQuantity).toBe(1);
    });

    it('a merged quantity beyond stock is a 409 and the entry keeps its quantity', async () => {
      const visitor = await newVisitor();
      // APRON-RUST has 3 in stock.
      expect((await add(visitor, { itemId: apron.id, sku: 'APRON-RUST', quantity: 2 })).statusCode).toBe(200);
      const over = await add(visitor, { itemId: apron.id, sku: 'APRON-RUST', quantity: 2 });
      expect(over.statusCode).toBe(409);
      expect(over.json()).toEqual({ error: { code: 'CONFLICT', message: NOT_ENOUGH } });
      const cart = await getCart(visitor);
      expect(cart.entries).toHaveLength(1);
      expect(cart.entries[0].quantity).toBe(2);
      // Exactly the stock is fine.
      const exact = await add(visitor, { itemId: apron.id, sku: 'APRON-RUST', quantity: 1 });
      expect(exact.statusCode).toBe(200);
      expect(exact.json().newlyAdded.quantity).toBe(3);
    });

    it('concurrent adds to one cart never exceed stock', async () => {
      const visitor = await newVisitor();
      // A cart exists first (the cookie names it), then five adds of the 3-in-stock variant race.
      expect((await add(visitor, { itemId: candle.id, sku: 'CANDLE-PAIR', quantity: 1 })).statusCode).toBe(200);
      const responses = await Promise.all(
        Array.from({ length: 5 }, () => add(visitor, { itemId: apron.id, sku: 'APRON-RUST', quantity: 1 })),
      );
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 409, 409]);
      const cart = await getCart(visitor);
      const rust = cart.entries.filter((e: { chosenVariant: { sku: string } }) => e.chosenVariant.sku === 'APRON-RUST');
      expect(rust).toHaveLength(1);
      expect(rust[0].quantity).toBe(3);
    });

    it('two first adds at once (a double click) land in one cart', async () => {
      const visitor = await newVisitor();
      const responses = await Promise.all([
        add(visitor, { itemId: candle.id, sku: 'CANDLE-PAIR', quantity: 1 }),
        add(visitor, { itemId: candle.id, sku: 'CANDLE-PAIR', quantity: 1 }),
      ]);
      expect(responses.map((r) => r.statusCode)).toEqual([200, 200]);
      const [a, b] = responses.map((r) => r.json().shoppingCart.id);
      expect(a).toBe(b);
      const cart = await getCart(visitor);
      expect(cart.totalQuantity).toBe(2);
    });

    it('after a cart is purchased, the next add starts a new cart and a new cookie', async () => {
      const visitor = await newVisitor();
      const first = (await add(visitor, { itemId: mug.id, sku: 'MUG-OAT', quantity: 1 })).json().shoppingCart;
      const oldToken = visitor.cookies.get('plinth_cart');
      await store.db.updateTable('carts').set({ is_purchased: 1 }).where('id', '=', first.id).execute();
      const entryId = first.entries[0].id;
      const put = await visitor.send('PUT', `${ENTRIES}/${entryId}`, { quantity: 2 });
      expect(put.statusCode).toBe(404);
      expect(put.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Cart not found.' } });
      const next = await add(visitor, { itemId: candle.id, sku: 'CANDLE-PAIR', quantity: 1 });
      expect(next.statusCode).toBe(200);
      const cart = next.json().shoppingCart;
      expect(cart.id).not.toBe(first.id);
      expect(cart.isPurchased).toBe(false);
      expect(cart.entries.map((e: { chosenVariant: { sku: string } }) => e.chosenVariant.sku)).toEqual(['CANDLE-PAIR']);
      expect(visitor.cookies.get('plinth_cart')).not.toBe(oldToken);
    });

    it('an unlimited variant takes 9999 at once', async () => {
      const visitor = await newVisitor();
      const response = await add(visitor, { itemId: candle.id, sku: 'CANDLE-PAIR', quantity: 9999 });
      expect(response.statusCode).toBe(200);
      expect(response.json().shoppingCart.subtotalCents).toBe(9999 * 1600);
    });
  });

  describe('GET the cart', () => {
    it('a visitor without a cart gets an empty cart with every field', async () => {
      const visitor = await newVisitor();
      const cart = await getCart(visitor);
      expect(cart).toEqual({
        id: '',
        websiteId: expect.any(String),
        orderId: null,
        created: 0,
        isPurchased: false,
        entries: [],
        shippingOptions: [],
        selectedShippingOption: null,
        shippingLocation: null,
        applicableTaxRules: [],
        coupons: [],
        validCoupons: [],
        invalidCoupons: [],
        subtotalCents: 0,
        taxCents: 0,
        shippingCostCents: 0,
        discountCents: 0,
        grandTotalCents: 0,
        totalQuantity: 0,
        hasDigital: false,
        purelyDigital: false,
        requiresShipping: false,
        currency: 'USD',
      });
      const home = (await visitor.request({ method: 'GET', url: '/?format=json' })).json();
      expect(cart.websiteId).toBe(home.website.id);
    });

    it('a cart with entries has every field of storefront.md §3, amounts in cents, the sale price used', async () => {
      const visitor = await newVisitor();
      const before = Date.now();
      const mugAdd = (await add(visitor, { itemId: mug.id, sku: 'MUG-OAT', quantity: 2 })).json();
      await add(visitor, { itemId: tee.id, sku: 'TEE-S-FOREST', quantity: 1 });
      await add(visitor, { itemId: ebook.id, sku: 'EBOOK-SEASONAL', quantity: 1, additionalFields: '' });

      const cart = await getCart(visitor, '?calculateSubtotal=true&mock=false&timecode=1234');
      expect(cart.id).toBe(mugAdd.shoppingCart.id);
      expect(cart.id).not.toBe('');
      expect(cart.orderId).toBeNull();
      expect(cart.isPurchased).toBe(false);
      expect(cart.created).toBeGreaterThanOrEqual(before - 1000);
      expect(cart.created).toBeLessThanOrEqual(Date.now());
      for (const key of ['shippingOptions', 'applicableTaxRules', 'coupons', 'validCoupons', 'invalidCoupons']) expect(cart[key]).toEqual([]);
      expect(cart.selectedShippingOption).toBeNull();
      expect(cart.shippingLocation).toBeNull();
      expect(cart.subtotalCents).toBe(2 * 2200 + 4800 + 1200);
      expect(cart.taxCents).toBe(0);
      expect(cart.shippingCostCents).toBe(0);
      expect(cart.discountCents).toBe(0);
      expect(cart.grandTotalCents).toBe(10400);
      expect(cart.totalQuantity).toBe(4);
      expect(cart.hasDigital).toBe(true);
      expect(cart.purelyDigital).toBe(false);
      expect(cart.requiresShipping).toBe(true);

      expect(cart.entries).toHaveLength(3);
      const bySku = new Map(cart.entries.map((e: { chosenVariant: { sku: string } }) => [e.chosenVariant.sku, e]));
      expect(bySku.get('MUG-OAT')).toMatchObject({
        id: mugAdd.newlyAdded.id,
        itemId: mug.id,
        chosenVariant: { sku: 'MUG-OAT', attributes: {} },
        quantity: 2,
        title: 'Speckled Stoneware Mug',
        subTotal: { decimalValue: '44.00', currency: 'USD' },
        purchasePriceCents: 2200,
        additionalFields: null,
      });
      expect(bySku.get('TEE-S-FOREST')).toMatchObject({
        itemId: tee.id,
        chosenVariant: { sku: 'TEE-S-FOREST', attributes: { Size: 'S', Colour: 'Forest' } },
        quantity: 1,
        title: 'Merino Crew Tee',
        subTotal: { decimalValue: '48.00' },
        purchasePriceCents: 4800,
      });
      expect(bySku.get('EBOOK-SEASONAL')).toMatchObject({ purchasePriceCents: 1200, subTotal: { decimalValue: '12.00' }, additionalFields: null });
      for (const entry of cart.entries) {
        for (const key of ['id', 'itemId', 'chosenVariant', 'quantity', 'title', 'subTotal', 'purchasePriceCents', 'additionalFields']) {
          expect(entry).toHaveProperty(key);
        }
      }
      // Without the query the answer is the same.
      expect(await getCart(visitor, '')).toEqual(cart);
    });

    it('a cart of digital goods only is purely digital and needs no shipping', async () => {
      const visitor = await newVisitor();
      await add(visitor, { itemId: ebook.id, sku: 'EBOOK-SEASONAL', quantity: 1 });
      const cart = await getCart(visitor);
      expect(cart).toMatchObject({ hasDigital: true, purelyDigital: true, requiresShipping: false, subtotalCents: 1200, grandTotalCents: 1200 });
    });

    it('a forged or unknown cart cookie reads as an empty cart', async () => {
      const visitor = await newVisitor();
      visitor.cookies.set('plinth_cart', 'AAAAAAAAAAAAAAAAAAAAAAAA');
      expect((await getCart(visitor)).id).toBe('');
      visitor.cookies.set('plinth_cart', "'; drop table carts; --");
      expect((await getCart(visitor)).entries).toEqual([]);
    });
  });

  describe('PUT and DELETE /entries/{entryId}', () => {
    const entry = async () => {
      const visitor = await newVisitor();
      const added = (await add(visitor, { itemId: apron.id, sku: 'APRON-CHARCOAL', quantity: 1 })).json();
      await add(visitor, { itemId: mug.id, sku: 'MUG-OAT', quantity: 1 });
      return { visitor, entryId: added.newlyAdded.id as string };
    };

    it('changes the quantity and answers the cart', async () => {
      const { visitor, entryId } = await entry();
      const response = await visitor.send('PUT', `${ENTRIES}/${entryId}`, { quantity: 4 });
      expect(response.statusCode).toBe(200);
      const { shoppingCart } = response.json();
      expect(shoppingCart.entries.find((e: { id: string }) => e.id === entryId).quantity).toBe(4);
      expect(shoppingCart.subtotalCents).toBe(4 * 3800 + 2200);
      expect((await getCart(visitor)).totalQuantity).toBe(5);
    });

    it('above stock is a 409 and the quantity stays', async () => {
      const { visitor, entryId } = await entry();
      // APRON-CHARCOAL has 9 in stock.
      const response = await visitor.send('PUT', `${ENTRIES}/${entryId}`, { quantity: 10 });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: { code: 'CONFLICT', message: NOT_ENOUGH } });
      expect((await getCart(visitor)).entries.find((e: { id: string }) => e.id === entryId).quantity).toBe(1);
      expect((await visitor.send('PUT', `${ENTRIES}/${entryId}`, { quantity: 9 })).statusCode).toBe(200);
    });

    it('quantity 0 removes the entry', async () => {
      const { visitor, entryId } = await entry();
      const response = await visitor.send('PUT', `${ENTRIES}/${entryId}`, { quantity: 0 });
      expect(response.statusCode).toBe(200);
      const { shoppingCart } = response.json();
      expect(shoppingCart.entries.map((e: { id: string }) => e.id)).not.toContain(entryId);
      expect(shoppingCart.entries).toHaveLength(1);
      expect(shoppingCart.subtotalCents).toBe(2200);
    });

    for (const [label, quantity, message] of [
      ['1.5', 1.5, 'Quantity must be a whole number'],
      ['negative', -1, 'Quantity cannot be negative.'],
      ['a string', 'three', 'Quantity must be a number.'],
      ['10000', 10000, 'Quantity must be at most 9999.'],
    ] as const) {
      it(`a bad quantity (${label}) is a 400 '${message}'`, async () => {
        const { visitor, entryId } = await entry();
        const response = await visitor.send('PUT', `${ENTRIES}/${entryId}`, { quantity });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ error: { code: 'INVALID', message } });
        expect((await getCart(visitor)).totalQuantity).toBe(2);
      });
    }

    it('an unknown entry is a 404 for PUT and DELETE', async () => {
      const { visitor } = await entry();
      const put = await visitor.send('PUT', `${ENTRIES}/no-such-entry`, { quantity: 2 });
      expect(put.statusCode).toBe(404);
      expect(put.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Cart entry not found.' } });
      const del = await visitor.send('DELETE', `${ENTRIES}/no-such-entry`);
      expect(del.statusCode).toBe(404);
      expect(del.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Cart entry not found.' } });
      expect((await getCart(visitor)).totalQuantity).toBe(2);
    });

    it('a visitor without a cart gets 404 Cart not found.', async () => {
      const visitor = await newVisitor();
      const put = await visitor.send('PUT', `${ENTRIES}/anything`, { quantity: 1 });
      expect(put.statusCode).toBe(404);
      expect(put.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Cart not found.' } });
      const del = await visitor.send('DELETE', `${ENTRIES}/anything`);
      expect(del.statusCode).toBe(404);
    });

    it('DELETE answers the cart without the entry', async () => {
      const { visitor, entryId } = await entry();
      const response = await visitor.send('DELETE', `${ENTRIES}/${entryId}`);
      expect(response.statusCode).toBe(200);
      const { shoppingCart } = response.json();
      expect(shoppingCart.entries.map((e: { chosenVariant: { sku: string } }) => e.chosenVariant.sku)).toEqual(['MUG-OAT']);
      expect(shoppingCart.subtotalCents).toBe(2200);
      expect((await visitor.send('DELETE', `${ENTRIES}/${entryId}`)).statusCode).toBe(404);
    });

    it("another visitor cannot change or remove an entry of someone else's cart", async () => {
      const owner = await entry();
      const intruder = await newVisitor();
      await add(intruder, { itemId: candle.id, sku: 'CANDLE-PAIR', quantity: 1 });
      const put = await intruder.send('PUT', `${ENTRIES}/${owner.entryId}`, { quantity: 3 });
      expect(put.statusCode).toBe(404);
      const del = await intruder.send('DELETE', `${ENTRIES}/${owner.entryId}`);
      expect(del.statusCode).toBe(404);
      const ownerCart = await getCart(owner.visitor);
      expect(ownerCart.entries.find((e: { id: string }) => e.id === owner.entryId).quantity).toBe(1);
      expect(ownerCart.totalQuantity).toBe(2);
      expect((await getCart(intruder)).totalQuantity).toBe(1);
    });
  });
});

forEachStore(
  'add-to-cart rate limit',
  (store) => {
    it('past the limit adds are refused with 429, a Retry-After header and nothing is added', async () => {
      const mug = product(await shopCatalog(store.app), 'stoneware-mug');
      const visitor = new Visitor(() => store.app);
      await visitor.arrive();
      for (let i = 0; i < 3; i++) {
        expect((await visitor.send('POST', ENTRIES, { itemId: mug.id, sku: 'MUG-OAT', quantity: 1 })).statusCode).toBe(200);
      }
      const limited = await visitor.send('POST', ENTRIES, { itemId: mug.id, sku: 'MUG-OAT', quantity: 1 });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ error: { code: 'RATE_LIMITED', message: 'Please try again in a few seconds.' } });
      const retryAfter = Number(limited.headers['retry-after']);
      expect(Number.isInteger(retryAfter)).toBe(true);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      const cart = (await visitor.request({ method: 'GET', url: CART })).json();
      expect(cart.totalQuantity).toBe(3);

      // The limit is per visitor: someone else can still add.
      const other = new Visitor(() => store.app);
      await other.arrive();
      expect((await other.send('POST', ENTRIES, { itemId: mug.id, sku: 'MUG-OAT', quantity: 1 })).statusCode).toBe(200);
      // Reading and changing the cart are not limited.
      const entryId = cart.entries[0].id;
      expect((await visitor.send('PUT', `${ENTRIES}/${entryId}`, { quantity: 2 })).statusCode).toBe(200);
    });
  },
  { addToCartLimit: { limit: 3, windowMs: 60_000 } },
);
