import type { Generated } from 'kysely';

/** Tables of the store's shipping zones, tax rates and orders' tax lines (migration 0030, features/shipping-taxes). */

export interface ShippingZonesTable {
  id: string;
  website_id: string;
  name: string;
  /** `[{ country, regions? }]`; `[]` = Rest of world. */
  countries_json: Generated<string>;
  /** `[ShippingRate]` of @plinth/commerce. */
  rates_json: Generated<string>;
  position: Generated<number>;
  created_at: number;
  updated_at: number;
}

export interface TaxRatesTable {
  id: string;
  website_id: string;
  name: string;
  country: string;
  /** '' = the whole country. */
  region: Generated<string>;
  /** Thousandths of a basis point (19 % = 1 900 000). */
  rate_milli_bp: number;
  prices_include_tax: Generated<number>;
  applies_to_shipping: Generated<number>;
  created_at: number;
  updated_at: number;
}

export interface OrderTaxLinesTable {
  id: string;
  website_id: string;
  order_id: string;
  position: number;
  name: string;
  country: string;
  region: string | null;
  rate_milli_bp: number;
  included: number;
  taxable_cents: number;
  tax_cents: number;
}

/** The column migration 0030 adds to variants: a unit's weight in grams (0 = unknown), for rates by weight. */
export interface VariantShippingColumns {
  weight_grams: Generated<number>;
}

/*
 * Migration 0030 also adds products.tax_exempt (integer 0/1, default 0). It is not in ProductsTable:
 * only features/shipping-taxes reads and writes it (by name, product-facts-repository.ts), so the
 * catalog's product row type stays as it is.
 */

export interface ShippingTaxesSchema {
  shipping_zones: ShippingZonesTable;
  tax_rates: TaxRatesTable;
  order_tax_lines: OrderTaxLinesTable;
}
