import type { Kysely } from 'kysely';
import { saveCheckoutSettings, type CheckoutSettings } from '../features/checkout/index.ts';
import { createDiscount, type DiscountBody } from '../features/discounts/index.ts';
import { parseJson } from '../infra/database/json.ts';
import { seedShippingTaxes } from './shipping-taxes.ts';
import type { Schema } from '../infra/database/schema.ts';

/** The demo store's checkout: a $5.00 minimum (its shipping zones and tax rates: seed/shipping-taxes.ts). */
export const DEMO_CHECKOUT_SETTINGS: CheckoutSettings = {
  shippingOptions: [],
  taxRules: [],
  minimumSubtotalCents: 500,
};

/** The demo store's discount: the code WELCOME10, 10 % off (Commerce → Discounts). */
export const DEMO_DISCOUNT: DiscountBody = {
  method: 'code', code: 'WELCOME10', title: 'Welcome', kind: 'PERCENTAGE', percentBasisPoints: 1000, amountCents: null,
  minimumSubtotalCents: null, productIds: [], categories: [], startsAt: null, endsAt: null, usageLimit: null, usageLimitPerCustomer: null, stackable: false,
};

/**
 * Instalment (BNPL) context of the demo store (storefront.md §3): Afterpay between $35.00 and
 * $2,000.00 (minor units) for a US account. Stored in the website settings as `installmentContext`.
 */
export const DEMO_INSTALLMENT_CONTEXT = {
  afterPayAvailable: true,
  afterPayMin: 3500,
  afterPayMax: 200_000,
  shopperLanguage: 'en',
  stripeAccountCountry: 'US',
};

/** Seeds the demo checkout settings, its discount and the instalment context (inside the demo seed's transaction). */
export async function seedCheckout(db: Kysely<Schema>, websiteId: string, now = Date.now()): Promise<void> {
  await saveCheckoutSettings(db, websiteId, DEMO_CHECKOUT_SETTINGS, now);
  await seedShippingTaxes(db, websiteId, now);
  await createDiscount(db, websiteId, DEMO_DISCOUNT, now);
  const row = await db.selectFrom('websites').select('settings_json').where('id', '=', websiteId).executeTakeFirstOrThrow();
  const settings = parseJson<Record<string, unknown>>(row.settings_json, {});
  await db
    .updateTable('websites')
    .set({ settings_json: JSON.stringify({ ...settings, installmentContext: DEMO_INSTALLMENT_CONTEXT }) })
    .where('id', '=', websiteId)
    .execute();
}
