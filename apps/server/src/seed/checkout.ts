import type { Kysely } from 'kysely';
import { saveCheckoutSettings, type CheckoutSettings } from '../features/checkout/index.ts';
import { parseJson } from '../infra/database/json.ts';
import type { Schema } from '../infra/database/schema.ts';

/** The demo store's checkout: two shipping options, New York sales tax, one coupon, a $5.00 minimum. */
export const DEMO_CHECKOUT_SETTINGS: CheckoutSettings = {
  shippingOptions: [
    { id: 'standard', name: 'Standard', method: 'FREE_OVER', rateCents: 500, thresholdCents: 7500 },
    { id: 'express', name: 'Express', method: 'FLAT_RATE', rateCents: 1500, countries: ['US'] },
  ],
  taxRules: [{ id: 'ny', name: 'NY State Tax', country: 'US', region: 'NY', rateBasisPoints: 887.5, appliesToShipping: true }],
  coupons: [{ code: 'WELCOME10', kind: 'PERCENTAGE', percentBasisPoints: 1000 }],
  minimumSubtotalCents: 500,
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

/** Seeds the demo checkout settings and the instalment context (inside the demo seed's transaction). */
export async function seedCheckout(db: Kysely<Schema>, websiteId: string, now = Date.now()): Promise<void> {
  await saveCheckoutSettings(db, websiteId, DEMO_CHECKOUT_SETTINGS, now);
  const row = await db.selectFrom('websites').select('settings_json').where('id', '=', websiteId).executeTakeFirstOrThrow();
  const settings = parseJson<Record<string, unknown>>(row.settings_json, {});
  await db
    .updateTable('websites')
    .set({ settings_json: JSON.stringify({ ...settings, installmentContext: DEMO_INSTALLMENT_CONTEXT }) })
    .where('id', '=', websiteId)
    .execute();
}
