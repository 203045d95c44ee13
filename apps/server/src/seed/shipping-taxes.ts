import type { ShippingZone, TaxRate } from '@plinth/commerce';
import type { Kysely } from 'kysely';
import { insertTaxRate, insertZone } from '../features/shipping-taxes/index.ts';
import type { Schema } from '../infra/database/schema.ts';

/**
 * The demo store's shipping (issue 30 item 4): "United States" with Standard ($5.00, free from
 * $75.00) and Express ($15.00), and "Rest of world" with Standard — the two shipping options the demo
 * had before zones, as migration 0030 moves them.
 */
export const DEMO_SHIPPING_ZONES: Omit<ShippingZone, 'id'>[] = [
  {
    name: 'United States',
    countries: [{ country: 'US', regions: [] }],
    rates: [
      { id: 'standard', name: 'Standard', kind: 'FLAT', priceCents: 500, min: null, max: null, freeAboveCents: 7500, pickupAddress: null },
      { id: 'express', name: 'Express', kind: 'FLAT', priceCents: 1500, min: null, max: null, freeAboveCents: null, pickupAddress: null },
    ],
  },
  {
    name: 'Rest of world',
    countries: [],
    rates: [{ id: 'standard', name: 'Standard', kind: 'FLAT', priceCents: 500, min: null, max: null, freeAboveCents: 7500, pickupAddress: null }],
  },
];

/** The demo store's tax: New York sales tax, 8.875 %, on goods and shipping, added to the prices. */
export const DEMO_TAX_RATES: Omit<TaxRate, 'id'>[] = [
  { name: 'NY State Tax', country: 'US', region: 'NY', rateBasisPoints: 887.5, pricesIncludeTax: false, appliesToShipping: true },
];

/** Seeds the demo's zones and tax rates (inside the demo seed's transaction). */
export async function seedShippingTaxes(db: Kysely<Schema>, websiteId: string, now = Date.now()): Promise<void> {
  for (const zone of DEMO_SHIPPING_ZONES) await insertZone(db, websiteId, zone, now);
  for (const rate of DEMO_TAX_RATES) await insertTaxRate(db, websiteId, rate, now);
}
