import { expect, it } from 'vitest';
import { getCheckoutSettings } from '../features/checkout/index.ts';
import { loadDiscountsForCheckout } from '../features/discounts/index.ts';
import { listTaxRates, listZones } from '../features/shipping-taxes/index.ts';
import { getWebsite } from '../features/site/index.ts';
import { forEachDialect } from '../test-support/dialects.ts';
import { seedDemo } from './demo.ts';
import { DEMO_CHECKOUT_SETTINGS } from './checkout.ts';

forEachDialect('seedCheckout', (t) => {
  it('gives the demo store its checkout settings, its discount and instalment context', async () => {
    const siteId = (await seedDemo(t.db)) as string;
    const settings = await getCheckoutSettings(t.db, siteId);
    expect(settings).toEqual(DEMO_CHECKOUT_SETTINGS);
    const zones = await listZones(t.db, siteId);
    expect(zones.map((z) => [z.name, z.rates.map((r) => [r.name, r.priceCents])])).toEqual([['United States', [['Standard', 500], ['Express', 1500]]], ['Rest of world', [['Standard', 500]]]]);
    expect((await listTaxRates(t.db, siteId))[0]).toMatchObject({ name: 'NY State Tax', rateBasisPoints: 887.5, pricesIncludeTax: false });
    const { discounts } = await loadDiscountsForCheckout(t.db, siteId, null, []);
    expect(discounts).toEqual([expect.objectContaining({ code: 'WELCOME10', kind: 'PERCENTAGE', percentBasisPoints: 1000, usageLimit: null })]);
    expect(settings.minimumSubtotalCents).toBe(500);
    const website = await getWebsite(t.db, siteId);
    expect((website?.settings as unknown as { installmentContext: unknown }).installmentContext).toEqual({
      afterPayAvailable: true, afterPayMin: 3500, afterPayMax: 200000, shopperLanguage: 'en', stripeAccountCountry: 'US',
    });
    expect(website?.settings.storeSettings.expressCheckout).toBe(false);
  });
});
