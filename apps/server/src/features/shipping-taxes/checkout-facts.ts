import type { ShippingZone, TaxRate } from '@plinth/commerce';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { productFacts } from './product-facts-repository.ts';
import { listTaxRates } from './tax-rates-repository.ts';
import { listZones } from './zones-repository.ts';

/** What checkout needs from this feature for one cart. */
export interface CheckoutShippingTax {
  shippingZones: ShippingZone[];
  taxRates: TaxRate[];
  /** Grams of one unit of a variant (0 when unknown). */
  weightOf: (variantId: string) => number;
  /** The product is tax-exempt. */
  isTaxExempt: (itemId: string) => boolean;
}

/**
 * The site's zones and tax rates, and the weights and exemptions of a cart's lines (calculateTotals
 * of @plinth/commerce takes them as `shippingZones`, `taxRates` and each entry's `weightGrams` and
 * `taxExempt`). Works inside a transaction.
 */
export async function checkoutShippingTax(db: Kysely<Schema>, websiteId: string, entries: readonly { itemId: string; variantId: string }[]): Promise<CheckoutShippingTax> {
  const [shippingZones, taxRates, facts] = await Promise.all([
    listZones(db, websiteId),
    listTaxRates(db, websiteId),
    productFacts(db, websiteId, entries.map((e) => e.variantId), entries.map((e) => e.itemId)),
  ]);
  return {
    shippingZones,
    taxRates,
    weightOf: (variantId) => facts.weightGrams.get(variantId) ?? 0,
    isTaxExempt: (itemId) => facts.taxExempt.has(itemId),
  };
}

/** Whether any zone of the site has a rate of this id (a buyer's choice is checked against it). */
export async function shippingRateExists(db: Kysely<Schema>, websiteId: string, rateId: string): Promise<boolean> {
  return (await listZones(db, websiteId)).some((zone) => zone.rates.some((rate) => rate.id === rateId));
}
