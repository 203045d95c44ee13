import { expect, it } from 'vitest';
import { down, up } from '../../infra/database/migrations/0030-shipping-taxes.ts';
import { forEachDialect } from '../../test-support/dialects.ts';
import { listTaxRates, listZones } from './index.ts';

forEachDialect('migration 0030 (shipping zones and tax rates)', (t) => {
  it("moves a site's shipping options into zones and its tax rules into rates, and empties them in checkout_settings", async () => {
    await down(t.db);
    await t.db.insertInto('websites').values({ id: 'w-0030', name: 'W', is_default: 0, created_at: 1 }).execute();
    await t.db
      .insertInto('checkout_settings')
      .values({
        website_id: 'w-0030',
        shipping_options_json: JSON.stringify([
          { id: 'standard', name: 'Standard', method: 'FREE_OVER', rateCents: 500, thresholdCents: 7500 },
          { id: 'express', name: 'Express', method: 'FLAT_RATE', rateCents: 1500, countries: ['US'] },
        ]),
        tax_rules_json: JSON.stringify([{ id: 'ny', name: 'NY State Tax', country: 'US', region: 'NY', rateBasisPoints: 887.5, appliesToShipping: true }]),
        updated_at: 1000,
      })
      .execute();
    await up(t.db);

    const zones = await listZones(t.db, 'w-0030');
    expect(zones.map((z) => [z.name, z.countries, z.rates.map((r) => [r.id, r.kind, r.priceCents, r.freeAboveCents])])).toEqual([
      ['United States', [{ country: 'US' }], [['standard', 'FLAT', 500, 7500], ['express', 'FLAT', 1500, null]]],
      ['Rest of world', [], [['standard', 'FLAT', 500, 7500]]],
    ]);
    expect(await listTaxRates(t.db, 'w-0030')).toEqual([
      { id: expect.any(String), name: 'NY State Tax', country: 'US', region: 'NY', rateBasisPoints: 887.5, pricesIncludeTax: false, appliesToShipping: true },
    ]);
    const settings = await t.db.selectFrom('checkout_settings').select(['shipping_options_json', 'tax_rules_json']).where('website_id', '=', 'w-0030').executeTakeFirstOrThrow();
    expect(settings).toEqual({ shipping_options_json: '[]', tax_rules_json: '[]' });
  });
});
