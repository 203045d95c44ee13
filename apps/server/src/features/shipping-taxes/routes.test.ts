import { listShippingZones, listTaxRates } from '@plinth/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonesFromOptions } from '../../infra/database/migrations/0030-shipping-taxes.ts';
import { addToCart, itemId, pay, putCheckout, setStock, shopper } from '../../test-support/checkout.ts';
import { ownerVisitor } from '../../test-support/owner.ts';
import { forEachStore, Visitor } from '../../test-support/test-app.ts';

const ZONES = '/api/owner/commerce/shipping-zones';
const RATES = '/api/owner/commerce/tax-rates';
const BERLIN = { firstName: 'Ada', lastName: 'Käufer', address1: 'Torstraße 1', city: 'Berlin', region: 'BE', postalCode: '10119', country: 'DE' };

const GERMANY = {
  name: 'Germany',
  countries: [{ country: 'de' }],
  rates: [
    { name: 'DHL up to 1 kg', kind: 'WEIGHT', priceCents: 490, max: 1000 },
    { name: 'DHL 1 to 10 kg', kind: 'WEIGHT', priceCents: 990, min: 1001, max: 10_000 },
    { name: 'Pick up in Berlin', kind: 'PICKUP', priceCents: 0, pickupAddress: 'Torstraße 1, 10119 Berlin' },
  ],
};
const VAT = { name: 'VAT', country: 'DE', region: '', rateBasisPoints: 1900, pricesIncludeTax: true, appliesToShipping: true };

forEachStore('shipping zones and tax rates', (store) => {
  let admin: Visitor;
  let mug: string;
  beforeAll(async () => {
    admin = await ownerVisitor(store, 'ADMIN');
    mug = await itemId(store.db, 'stoneware-mug');
  });
  const app = () => store.app;
  const refusal = async (method: 'POST' | 'PUT', url: string, body: unknown) => {
    const response = await admin.send(method, url, body);
    expect(response.statusCode, response.body).toBe(400);
    // zod names the nested field before the message ('countries.0.country: …'): the words are what counts.
    return (response.json().error.message as string).replace(/^[\w.]+: /, '');
  };

  describe('zones and rates as the owner sets them', () => {
    it("lists the demo's zones (its shipping options moved in) and New York's tax", async () => {
      const zones = await admin.request({ method: 'GET', url: ZONES });
      expect(zones.statusCode).toBe(200);
      expect(listShippingZones.response.safeParse(zones.json()).error).toBeUndefined();
      expect(zones.json().zones.map((z: { name: string; restOfWorld: boolean; rates: { name: string; priceCents: number; freeAboveCents: number | null }[] }) => [z.name, z.restOfWorld, z.rates.map((r) => [r.name, r.priceCents, r.freeAboveCents])])).toEqual([
        ['United States', false, [['Standard', 500, 7500], ['Express', 1500, null]]],
        ['Rest of world', true, [['Standard', 500, 7500]]],
      ]);
      const rates = await admin.request({ method: 'GET', url: RATES });
      expect(listTaxRates.response.safeParse(rates.json()).error).toBeUndefined();
      expect(rates.json()).toEqual({
        rates: [expect.objectContaining({ name: 'NY State Tax', country: 'US', region: 'NY', rateBasisPoints: 887.5, pricesIncludeTax: false, appliesToShipping: true })],
        exemptProducts: [],
      });
    });

    it('needs settings:write and the crumb', async () => {
      for (const role of ['EDITOR', 'STORE_MANAGER'] as const) {
        const refused = await (await ownerVisitor(store, role)).send('POST', ZONES, GERMANY);
        expect(refused.statusCode, role).toBe(403);
      }
      expect((await admin.send('POST', RATES, VAT, false)).statusCode).toBe(403);
      expect((await (await ownerVisitor(store)).request({ method: 'GET', url: ZONES })).statusCode).toBe(401);
    });

    it('refuses bad zones and rates with 400 naming what is wrong, and unknown ids with 404', async () => {
      expect(await refusal('POST', ZONES, { ...GERMANY, countries: [{ country: 'Germany' }] })).toBe('A country must be a two-letter code such as DE or US.');
      expect(await refusal('POST', ZONES, { ...GERMANY, rates: [] })).toBe('Add at least one rate to the zone.');
      expect(await refusal('POST', ZONES, { ...GERMANY, rates: [{ name: 'Pickup', kind: 'PICKUP', priceCents: 0 }] })).toBe('Pickup: enter the pickup address.');
      expect(await refusal('POST', ZONES, { ...GERMANY, rates: [{ name: 'Heavy', kind: 'WEIGHT', priceCents: 100, min: 5000, max: 10 }] })).toBe('Heavy: the lower bound is above the upper bound.');
      expect(await refusal('POST', ZONES, { ...GERMANY, rates: [{ name: 'Cheap', kind: 'FLAT', priceCents: -1 }] })).toBe('Price cannot be negative.');
      expect(await refusal('POST', ZONES, { ...GERMANY, countries: [{ country: 'DE' }, { country: 'US' }] })).toBe('United States is already in the zone "United States".');
      expect(await refusal('POST', ZONES, { ...GERMANY, countries: [] })).toBe('"Rest of world" already serves the rest of the world; list countries in this zone.');
      expect(await refusal('POST', ZONES, { ...GERMANY, countries: [{ country: 'DE' }, { country: 'de' }] })).toBe('Germany is listed twice in this zone.');
      expect(await refusal('POST', ZONES, { ...GERMANY, extra: 1 })).toBe('Unknown zone field: extra.');
      expect(await refusal('POST', RATES, { ...VAT, rateBasisPoints: 10_001 })).toBe('The rate is at most 100 %.');
      expect(await refusal('POST', RATES, { ...VAT, country: 'DEU' })).toBe('The country must be a two-letter code such as DE or US.');
      expect((await admin.send('PUT', `${ZONES}/nope`, GERMANY)).json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No such shipping zone.' } });
      expect((await admin.send('DELETE', `${RATES}/nope`)).statusCode).toBe(404);
      expect((await admin.request({ method: 'GET', url: ZONES })).json().zones).toHaveLength(2);
    });
  });

  describe('a German zone with 19 % VAT included in the prices', () => {
    let zoneId: string;
    let rateId: string;
    let variants: { id: string; sku: string; weightGrams: number }[];
    beforeAll(async () => {
      const zone = await admin.send('POST', ZONES, GERMANY);
      expect(zone.statusCode, zone.body).toBe(201);
      zoneId = zone.json().zone.id;
      const rate = await admin.send('POST', RATES, VAT);
      expect(rate.statusCode, rate.body).toBe(201);
      rateId = rate.json().rate.id;
      variants = (await admin.request({ method: 'GET', url: `/api/owner/products/${mug}/shipping-tax` })).json().product.variants;
      const weighed = await admin.send('PUT', `/api/owner/products/${mug}/shipping-tax`, { variants: variants.map((v) => ({ id: v.id, weightGrams: 600 })) });
      expect(weighed.statusCode, weighed.body).toBe(200);
    });
    afterAll(async () => {
      await admin.send('DELETE', `${ZONES}/${zoneId}`);
      await admin.send('DELETE', `${RATES}/${rateId}`);
      await admin.send('PUT', `/api/owner/products/${mug}/shipping-tax`, { taxExempt: false, variants: variants.map((v) => ({ id: v.id, weightGrams: v.weightGrams })) });
    });

    it("a buyer in Berlin is offered the zone's rates for the cart's weight and sees the VAT inside the total", async () => {
      const visitor = shopper(app);
      await addToCart(visitor, mug, 'MUG-OAT', 1);
      const { cart, checkout } = (await putCheckout(visitor, { email: 'ada@example.de', shippingAddress: BERLIN })).json();
      expect(cart.shippingOptions.map((o: { name: string; costCents: number }) => [o.name, o.costCents])).toEqual([['DHL up to 1 kg', 490], ['Pick up in Berlin', 0]]);
      expect(cart.shippingOptions[1]).toMatchObject({ method: 'PICKUP', zoneName: 'Germany', pickupAddress: 'Torstraße 1, 10119 Berlin' });
      // The cheapest is picked: pickup (0). Chosen DHL: (2200 + 490) × 19 / 119 = 429.496 → 429, inside the 2690.
      const dhl = (await putCheckout(visitor, { shippingOptionId: cart.shippingOptions[0].id })).json().cart;
      expect(dhl).toMatchObject({ subtotalCents: 2200, shippingCostCents: 490, taxCents: 429, taxIncludedCents: 429, grandTotalCents: 2690 });
      expect(dhl.applicableTaxRules).toEqual([expect.objectContaining({ name: 'VAT', included: true, rateBasisPoints: 1900, taxableCents: 2690, taxCents: 429 })]);
      expect(checkout.canPay).toBe(true);

      await addToCart(visitor, mug, 'MUG-OAT', 1);
      const heavier = (await visitor.request({ method: 'GET', url: '/api/commerce/checkout' })).json().cart;
      expect(heavier.shippingOptions.map((o: { name: string }) => o.name)).toEqual(['DHL 1 to 10 kg', 'Pick up in Berlin']);
    });

    it('records the tax lines with the order and e-mails them', async () => {
      await setStock(store.db, 'MUG-OAT', 50);
      const visitor = shopper(app);
      await addToCart(visitor, mug, 'MUG-OAT', 1);
      const { cart } = (await putCheckout(visitor, { email: 'vat@example.de', shippingAddress: BERLIN })).json();
      await putCheckout(visitor, { shippingOptionId: cart.shippingOptions[0].id });
      const paid = await pay(visitor);
      expect(paid.statusCode, paid.body).toBe(200);
      const { order } = paid.json();
      const row = await store.db.selectFrom('orders').select(['tax_cents', 'grand_total_cents']).where('id', '=', order.id).executeTakeFirstOrThrow();
      expect(row).toEqual({ tax_cents: 429, grand_total_cents: 2690 });
      const lines = await store.db.selectFrom('order_tax_lines').selectAll().where('order_id', '=', order.id).execute();
      expect(lines.map((l) => [l.name, l.rate_milli_bp, l.included, l.taxable_cents, l.tax_cents])).toEqual([['VAT', 1_900_000, 1, 2690, 429]]);
      const mail = await store.db.selectFrom('outbox').select(['text_body', 'html_body']).where('kind', '=', 'order').where('to_address', '=', 'vat@example.de').executeTakeFirstOrThrow();
      expect(mail.text_body).toContain('VAT 19% (included): $4.29');
      expect(mail.html_body).toContain('VAT 19% (included): $4.29<br>');
      expect(mail.text_body).not.toContain('Tax:');
      const detail = (await admin.request({ method: 'GET', url: `/api/owner/orders/${order.id}` })).json();
      expect(detail.taxLines).toEqual([{ label: 'VAT 19% (included)', amount: expect.objectContaining({ decimalValue: '4.29' }), included: true }]);
      // The buyer's order-status page shows the line too.
      const [path, query] = (paid.json().confirmationUrl as string).split('?');
      const statusPage = await visitor.request({ method: 'GET', url: `${path}/status?${query}` });
      expect(statusPage.statusCode).toBe(200);
      expect(statusPage.body).toContain('<dt>VAT 19% (included)</dt><dd>$4.29</dd>');
      // …and the order-confirmed page hands its island the lines.
      const confirmed = await visitor.request({ method: 'GET', url: paid.json().confirmationUrl });
      expect(confirmed.body).toContain('&quot;taxLines&quot;:[{&quot;name&quot;:&quot;VAT&quot;,&quot;rateBasisPoints&quot;:1900,&quot;included&quot;:true,&quot;taxCents&quot;:429}]');
    });

    it('leaves a tax-exempt product untaxed', async () => {
      expect((await admin.send('PUT', `/api/owner/products/${mug}/shipping-tax`, { taxExempt: true })).json().product.taxExempt).toBe(true);
      const title = (await store.db.selectFrom('items').select('title').where('id', '=', mug).executeTakeFirstOrThrow()).title;
      expect((await admin.request({ method: 'GET', url: RATES })).json().exemptProducts).toEqual([{ itemId: mug, title }]);
      const visitor = shopper(app);
      await addToCart(visitor, mug, 'MUG-OAT', 1);
      const offered = (await putCheckout(visitor, { shippingAddress: BERLIN })).json().cart.shippingOptions;
      const { cart } = (await putCheckout(visitor, { shippingOptionId: offered[0].id })).json();
      // Only the shipping is taxed: 490 × 19 / 119 = 78.2 → 78.
      expect(cart).toMatchObject({ subtotalCents: 2200, shippingCostCents: 490, taxCents: 78, grandTotalCents: 2690 });
      expect(cart.applicableTaxRules).toEqual([expect.objectContaining({ name: 'VAT', taxableCents: 490, taxCents: 78 })]);
      expect((await admin.send('PUT', `/api/owner/products/${mug}/shipping-tax`, { variants: [{ id: 'other', weightGrams: 1 }] })).json().error.message).toBe('The product has no variant other.');
    });

    it("refuses an address no zone serves with the checkout's words, once Rest of world is gone", async () => {
      const zones = (await admin.request({ method: 'GET', url: ZONES })).json().zones as { id: string; name: string; countries: unknown[]; rates: Record<string, unknown>[] }[];
      const world = zones.find((z) => z.name === 'Rest of world')!;
      expect((await admin.send('DELETE', `${ZONES}/${world.id}`)).statusCode).toBe(204);
      try {
        const visitor = shopper(app);
        await addToCart(visitor, mug, 'MUG-OAT', 1);
        const { cart, checkout } = (await putCheckout(visitor, { email: 'a@b.fr', shippingAddress: { ...BERLIN, country: 'FR', region: '', city: 'Paris' } })).json();
        expect(cart.shippingOptions).toEqual([]);
        expect(checkout).toMatchObject({ canPay: false, problem: 'Sorry, we do not ship to that address.' });
        const refused = await pay(visitor);
        expect(refused.statusCode).toBe(400);
        expect(refused.json().error.message).toBe('Sorry, we do not ship to that address.');
      } finally {
        const restored = await admin.send('POST', ZONES, { name: world.name, countries: [], rates: world.rates.map(({ id, name, kind, priceCents, freeAboveCents }) => ({ id, name, kind, priceCents, freeAboveCents })) });
        expect(restored.statusCode, restored.body).toBe(201);
      }
    });
  });
});

describe('migration 0030: shipping options become zones', () => {
  it("turns the demo's options into a US zone and Rest of world", () => {
    const zones = zonesFromOptions([
      { id: 'standard', name: 'Standard', method: 'FREE_OVER', rateCents: 500, thresholdCents: 7500 },
      { id: 'express', name: 'Express', method: 'FLAT_RATE', rateCents: 1500, countries: ['us'] },
    ]);
    expect(zones).toEqual([
      { name: 'United States', countries: [{ country: 'US' }], rates: [expect.objectContaining({ id: 'standard', priceCents: 500, freeAboveCents: 7500 }), expect.objectContaining({ id: 'express', priceCents: 1500, freeAboveCents: null })] },
      { name: 'Rest of world', countries: [], rates: [expect.objectContaining({ id: 'standard', kind: 'FLAT' })] },
    ]);
    expect(zonesFromOptions([])).toEqual([]);
  });
});
