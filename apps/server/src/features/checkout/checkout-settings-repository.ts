import type { ShippingOption, TaxRule } from '@plinth/commerce';
import type { Kysely } from 'kysely';
import { hotQuery } from '../../infra/database/hot-query.ts';
import { parseJson } from '../../infra/database/json.ts';
import type { Schema } from '../../infra/database/schema.ts';

/** How a site checks out: what it ships and taxes, and the smallest order it takes (discounts: features/discounts). */
export interface CheckoutSettings {
  shippingOptions: ShippingOption[];
  taxRules: TaxRule[];
  /** 0 = no minimum. */
  minimumSubtotalCents: number;
}

/** A site without a settings row: nothing to ship, tax or discount, no minimum. */
export const EMPTY_CHECKOUT_SETTINGS: CheckoutSettings = Object.freeze({ shippingOptions: [], taxRules: [], minimumSubtotalCents: 0 });

const settingsRow = hotQuery((db: Kysely<Schema>, websiteId: string) =>
  db.selectFrom('checkout_settings').selectAll().where('website_id', '=', websiteId),
);

/** The site's checkout settings (defaults when none are stored). */
export async function getCheckoutSettings(db: Kysely<Schema>, websiteId: string): Promise<CheckoutSettings> {
  const [row] = await settingsRow(db, websiteId);
  if (!row) return EMPTY_CHECKOUT_SETTINGS;
  return {
    shippingOptions: parseJson<ShippingOption[]>(row.shipping_options_json, []),
    taxRules: parseJson<TaxRule[]>(row.tax_rules_json, []),
    minimumSubtotalCents: row.minimum_subtotal_cents,
  };
}

/** Stores the site's checkout settings (insert or replace). */
export async function saveCheckoutSettings(db: Kysely<Schema>, websiteId: string, settings: CheckoutSettings, now = Date.now()): Promise<void> {
  const values = {
    shipping_options_json: JSON.stringify(settings.shippingOptions),
    tax_rules_json: JSON.stringify(settings.taxRules),
    minimum_subtotal_cents: settings.minimumSubtotalCents,
    updated_at: now,
  };
  await db
    .insertInto('checkout_settings')
    .values({ website_id: websiteId, ...values })
    .onConflict((oc) => oc.column('website_id').doUpdateSet(values))
    .execute();
}
