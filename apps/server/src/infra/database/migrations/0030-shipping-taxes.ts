import type { Kysely } from 'kysely';

/*
 * Shipping zones and tax rates (issue 30 items 4 and 5, features/shipping-taxes): the zones a store
 * ships to with their rates, the tax rates by country and region, a weight on every variant (rates by
 * weight), a tax-exempt flag on every product, and the tax lines of each order (its e-mails and page
 * show them). The shipping options and tax rules that checkout_settings held (shipping_options_json,
 * tax_rules_json) become zones and rates, and are emptied there.
 */

interface LegacyOption {
  id: string;
  name: string;
  method: 'FLAT_RATE' | 'FREE_OVER' | 'PER_ITEM';
  rateCents: number;
  thresholdCents?: number;
  countries?: string[];
}

interface LegacyTaxRule {
  id: string;
  name: string;
  country: string;
  region?: string | null;
  rateBasisPoints: number;
  appliesToShipping: boolean;
}

function parseList<T>(text: string | null): T[] {
  try {
    const value = JSON.parse(text ?? '[]') as unknown;
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

/** A legacy option as a zone rate (PER_ITEM has no zone equivalent: it becomes a flat rate of its price). */
function rateOf(option: LegacyOption) {
  return {
    id: option.id,
    name: option.name,
    kind: 'FLAT',
    priceCents: option.rateCents,
    freeAboveCents: option.method === 'FREE_OVER' ? (option.thresholdCents ?? null) : null,
  };
}

/**
 * Legacy options → zones: one zone per country some option names (with the options shipping there or
 * everywhere), then "Rest of world" with the options shipping everywhere. The demo's Standard
 * (everywhere) and Express (US) become "United States" (Standard, Express) and "Rest of world" (Standard).
 */
export function zonesFromOptions(options: LegacyOption[]): { name: string; countries: { country: string }[]; rates: ReturnType<typeof rateOf>[] }[] {
  const everywhere = options.filter((option) => !option.countries?.length);
  const countries = [...new Set(options.flatMap((option) => (option.countries ?? []).map((code) => code.trim().toUpperCase())))];
  const zones = countries.map((country) => ({
    name: country === 'US' ? 'United States' : country,
    countries: [{ country }],
    rates: options.filter((option) => !option.countries?.length || option.countries.some((code) => code.trim().toUpperCase() === country)).map(rateOf),
  }));
  if (everywhere.length) zones.push({ name: 'Rest of world', countries: [], rates: everywhere.map(rateOf) });
  return zones;
}

/** Creates shipping_zones, tax_rates and order_tax_lines; adds variants.weight_grams and products.tax_exempt; moves the legacy settings. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('shipping_zones')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    // [{ country, regions? }]; [] = Rest of world.
    .addColumn('countries_json', 'text', (c) => c.notNull().defaultTo('[]'))
    // [{ id, name, kind, priceCents, min?, max?, freeAboveCents?, pickupAddress? }]
    .addColumn('rates_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('shipping_zones_site').on('shipping_zones').columns(['website_id', 'position']).execute();

  await db.schema
    .createTable('tax_rates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    // '' = the whole country.
    .addColumn('region', 'text', (c) => c.notNull().defaultTo(''))
    // Thousandths of a basis point: 19 % = 1 900 000, 8.875 % = 887 500.
    .addColumn('rate_milli_bp', 'integer', (c) => c.notNull())
    .addColumn('prices_include_tax', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('applies_to_shipping', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('tax_rates_place', ['website_id', 'country', 'region', 'name'])
    .execute();

  await db.schema
    .createTable('order_tax_lines')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('region', 'text')
    .addColumn('rate_milli_bp', 'integer', (c) => c.notNull())
    .addColumn('included', 'integer', (c) => c.notNull())
    .addColumn('taxable_cents', 'integer', (c) => c.notNull())
    .addColumn('tax_cents', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_tax_lines_order').on('order_tax_lines').columns(['order_id', 'position']).execute();

  await db.schema.alterTable('variants').addColumn('weight_grams', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('products').addColumn('tax_exempt', 'integer', (c) => c.notNull().defaultTo(0)).execute();

  const rows = await db.selectFrom('checkout_settings').select(['website_id', 'shipping_options_json', 'tax_rules_json', 'updated_at']).execute();
  for (const row of rows) {
    const now = Number(row.updated_at) || Date.now();
    const zones = zonesFromOptions(parseList<LegacyOption>(row.shipping_options_json));
    for (const [position, zone] of zones.entries()) {
      await db
        .insertInto('shipping_zones')
        .values({
          id: crypto.randomUUID(),
          website_id: row.website_id,
          name: zone.name,
          countries_json: JSON.stringify(zone.countries),
          rates_json: JSON.stringify(zone.rates),
          position,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    for (const rule of parseList<LegacyTaxRule>(row.tax_rules_json)) {
      await db
        .insertInto('tax_rates')
        .values({
          id: crypto.randomUUID(),
          website_id: row.website_id,
          name: rule.name,
          country: rule.country.trim().toUpperCase(),
          region: (rule.region ?? '').trim().toUpperCase(),
          rate_milli_bp: Math.round(rule.rateBasisPoints * 1000),
          prices_include_tax: 0,
          applies_to_shipping: rule.appliesToShipping ? 1 : 0,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    await db.updateTable('checkout_settings').set({ shipping_options_json: '[]', tax_rules_json: '[]' }).where('website_id', '=', row.website_id).execute();
  }
}

/** Drops what up made (the moved settings stay in their new tables' absence: lost). */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').dropColumn('tax_exempt').execute();
  await db.schema.alterTable('variants').dropColumn('weight_grams').execute();
  await db.schema.dropTable('order_tax_lines').ifExists().execute();
  await db.schema.dropTable('tax_rates').ifExists().execute();
  await db.schema.dropTable('shipping_zones').ifExists().execute();
}
