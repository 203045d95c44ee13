import { getStoreSettings } from '@plinth/api';
import { expect, it } from 'vitest';
import { defaultSiteId, ownerVisitor } from '../../test-support/owner.ts';
import { forEachStore } from '../../test-support/test-app.ts';

const URL = '/api/owner/commerce/settings';

/** The demo store's settings as seeded. */
const DEMO = {
  currency: 'USD',
  timeZone: 'America/New_York',
  storeName: '',
  storeAddress: '',
  expressCheckout: false,
  customCart: false,
  minimumSubtotalCents: 500,
  merchandising: {
    restockSuccessText: '',
    mailingListSignUpEnabled: false,
    mailingListOptInByDefault: false,
    scarcityEnabled: true,
    scarcityThreshold: 15,
    scarcityText: 'Only {quantity} left!',
    customSoldOutText: '',
  },
};

/** The props of the first island `name` of a page. */
const islandProps = (html: string, name: string): Record<string, unknown> | undefined => {
  const match = new RegExp(`data-island="${name}" data-props="([^"]*)"`).exec(html);
  if (!match) return undefined;
  const json = match[1].replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  return JSON.parse(json) as Record<string, unknown>;
};

forEachStore('owner store settings', (store) => {
  const page = async (url: string) => (await store.app.inject({ url })).body;

  it("reads the demo store's settings (it has orders)", async () => {
    const admin = await ownerVisitor(store, 'ADMIN');
    const response = await admin.request({ method: 'GET', url: URL });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(getStoreSettings.response.safeParse(response.json()).error).toBeUndefined();
    expect(response.json()).toEqual({ ...DEMO, hasOrders: true });
  });

  it('needs settings:write (ADMIN, WEBSITE_MANAGER) and, to save, the crumb', async () => {
    expect((await (await ownerVisitor(store)).request({ method: 'GET', url: URL })).statusCode).toBe(401);
    for (const role of ['EDITOR', 'VIEWER', 'STORE_MANAGER'] as const) {
      const refused = await (await ownerVisitor(store, role)).send('PUT', URL, DEMO);
      expect(refused.json(), role).toEqual({ error: { code: 'FORBIDDEN', message: 'Your role does not allow this.' } });
    }
    const manager = await ownerVisitor(store, 'WEBSITE_MANAGER');
    expect((await manager.send('PUT', URL, DEMO, false)).statusCode).toBe(403);
    expect((await manager.send('PUT', URL, DEMO)).statusCode).toBe(200);
  });

  it('refuses bad settings with 400 naming the field, and changes nothing', async () => {
    const admin = await ownerVisitor(store, 'ADMIN');
    const cases: [Record<string, unknown>, string][] = [
      [{ currency: 'XYZ' }, 'Currency must be one of EUR, USD'],
      [{ timeZone: 'Mars/Olympus' }, 'Time zone must be a time zone such as America/New_York.'],
      [{ minimumSubtotalCents: -1 }, 'Minimum subtotal cannot be negative.'],
      [{ minimumSubtotalCents: 1.5 }, 'Minimum subtotal must be a whole number of cents.'],
      [{ storeName: 'x'.repeat(101) }, 'Store name must be at most 100 characters.'],
      [{ merchandising: { ...DEMO.merchandising, scarcityThreshold: 0 } }, 'Scarcity threshold must be at least 1.'],
      [{ merchandising: { ...DEMO.merchandising, scarcityText: ' ' } }, 'Scarcity text is required.'],
      [{ merchandising: { ...DEMO.merchandising, colour: 'red' } }, 'Unknown merchandising setting: colour.'],
      [{ giftWrap: true }, 'Unknown setting: giftWrap.'],
    ];
    for (const [change, message] of cases) {
      const response = await admin.send('PUT', URL, { ...DEMO, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().error.message).toContain(message);
    }
    expect((await admin.request({ method: 'GET', url: URL })).json()).toEqual({ ...DEMO, hasOrders: true });
  });

  it('saves every setting where the storefront reads it: the next pages show the new currency, sold-out and scarcity words', async () => {
    const admin = await ownerVisitor(store, 'ADMIN');
    // Pages rendered (and cached) under the old settings.
    expect(await page('/shop/hand-thrown-bowl-set')).toContain('disabled>sold out</button>');
    expect(await page('/shop/stoneware-mug')).toContain('$');
    const next = {
      ...DEMO,
      currency: 'EUR',
      timeZone: 'Europe/Berlin',
      storeName: 'Werkstatt Berlin',
      storeAddress: 'Torstraße 1\n10119 Berlin',
      expressCheckout: true,
      customCart: true,
      minimumSubtotalCents: 1000,
      merchandising: {
        restockSuccessText: 'We will write to you.',
        mailingListSignUpEnabled: true,
        mailingListOptInByDefault: true,
        scarcityEnabled: true,
        scarcityThreshold: 100,
        scarcityText: 'Just {quantity} to go',
        customSoldOutText: 'Gone for now',
      },
    };
    const saved = await admin.send('PUT', URL, { ...next, confirmCurrencyChange: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ ...next, hasOrders: true });
    expect((await admin.request({ method: 'GET', url: URL })).json()).toEqual({ ...next, hasOrders: true });

    const soldOut = await page('/shop/hand-thrown-bowl-set');
    expect(soldOut).toContain('disabled>Gone for now</button>');
    expect(soldOut).toContain('<span class="product-badge product-badge--sold-out">Gone for now</span>');
    const mug = await page('/shop/stoneware-mug');
    expect(mug).toContain('€');
    expect(mug).not.toContain("$22.00");
    // 40 mugs were more than the old threshold of 15.
    expect(mug).toMatch(/<p class="product-scarcity">Just \d+ to go<\/p>/);
    // Express checkout and the custom cart reach the islands that act on them.
    expect(islandProps(mug, 'PillCart')).toEqual({ expressCheckout: true, customCart: true });
    expect(islandProps(mug, 'AddToCartButton')).toMatchObject({ expressCheckout: true });
    // The restock widget of a sold-out product follows the merchandising settings.
    expect(islandProps(soldOut, 'ProductRestockNotification')).toMatchObject({
      mailingListSignUpEnabled: true,
      mailingListOptInByDefault: true,
      successText: 'We will write to you.',
    });
    // Checkout's minimum follows too.
    const site = await defaultSiteId(store.db);
    const row = await store.db.selectFrom('checkout_settings').select('minimum_subtotal_cents').where('website_id', '=', site).executeTakeFirstOrThrow();
    expect(row.minimum_subtotal_cents).toBe(1000);

    expect((await admin.send('PUT', URL, { ...DEMO, confirmCurrencyChange: true })).statusCode).toBe(200);
  });

  it('a store with orders changes its currency only when asked to confirm; past orders keep theirs', async () => {
    const admin = await ownerVisitor(store, 'ADMIN');
    const site = await defaultSiteId(store.db);
    const order = await store.db.selectFrom('orders').select(['id', 'currency']).where('website_id', '=', site).executeTakeFirstOrThrow();
    expect(order.currency).toBe('USD');
    expect((await admin.request({ method: 'GET', url: URL })).json().hasOrders).toBe(true);

    const refused = await admin.send('PUT', URL, { ...DEMO, currency: 'GBP' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: {
        code: 'CONFLICT',
        message: 'The store already has orders: past orders keep the currency they were placed in. To sell in GBP from now on, confirm the change (confirmCurrencyChange: true).',
      },
    });
    expect((await admin.request({ method: 'GET', url: URL })).json().currency).toBe('USD');
    // Other settings save without confirming while the currency stays.
    expect((await admin.send('PUT', URL, { ...DEMO, minimumSubtotalCents: 0 })).statusCode).toBe(200);

    const confirmed = await admin.send('PUT', URL, { ...DEMO, currency: 'GBP', confirmCurrencyChange: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ currency: 'GBP', hasOrders: true });
    const after = await store.db.selectFrom('orders').select('currency').where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(after.currency).toBe('USD');
    expect(await page('/shop/stoneware-mug')).toContain('£');

    expect((await admin.send('PUT', URL, { ...DEMO, confirmCurrencyChange: true })).statusCode).toBe(200);
  });
});
