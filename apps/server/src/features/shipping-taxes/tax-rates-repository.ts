import type { TaxRate } from '@plinth/commerce';
import type { Kysely, Selectable } from 'kysely';
import { hotQuery } from '../../infra/database/hot-query.ts';
import { newId } from '../../infra/database/ids.ts';
import type { Schema } from '../../infra/database/schema.ts';
import type { TaxRatesTable } from '../../infra/database/schema-shipping-taxes.ts';

/* Tax rates: SQL only. Rates are stored in thousandths of a basis point, so 8.875 % is exact. */

export type TaxRateInput = Omit<TaxRate, 'id'>;

/** A rate as stored: its region null for the whole country. */
export type StoredTaxRate = TaxRate & { region: string | null };

const toRate = (row: Selectable<TaxRatesTable>): StoredTaxRate => ({
  id: row.id,
  name: row.name,
  country: row.country,
  region: row.region || null,
  rateBasisPoints: row.rate_milli_bp / 1000,
  pricesIncludeTax: row.prices_include_tax === 1,
  appliesToShipping: row.applies_to_shipping === 1,
});

const columns = (rate: TaxRateInput) => ({
  name: rate.name,
  country: rate.country.toUpperCase(),
  region: (rate.region ?? '').toUpperCase(),
  rate_milli_bp: Math.round(rate.rateBasisPoints * 1000),
  prices_include_tax: rate.pricesIncludeTax ? 1 : 0,
  applies_to_shipping: rate.appliesToShipping ? 1 : 0,
});

const rateRows = hotQuery((db: Kysely<Schema>, websiteId: string) =>
  db.selectFrom('tax_rates').selectAll().where('website_id', '=', websiteId).orderBy('country').orderBy('region').orderBy('name').orderBy('id'),
);

/** The site's rates by country, region, name. */
export async function listTaxRates(db: Kysely<Schema>, websiteId: string): Promise<StoredTaxRate[]> {
  return (await rateRows(db, websiteId)).map(toRate);
}

/** Adds a rate (the unique place-and-name constraint refuses a second of the same name). */
export async function insertTaxRate(db: Kysely<Schema>, websiteId: string, rate: TaxRateInput, now: number): Promise<StoredTaxRate> {
  const id = newId();
  await db.insertInto('tax_rates').values({ id, website_id: websiteId, ...columns(rate), created_at: now, updated_at: now }).execute();
  return { ...rate, id, country: rate.country.toUpperCase(), region: rate.region ? rate.region.toUpperCase() : null };
}

/** Changes a rate; null when the site has no such rate. */
export async function updateTaxRate(db: Kysely<Schema>, websiteId: string, id: string, rate: TaxRateInput, now: number): Promise<StoredTaxRate | null> {
  const result = await db.updateTable('tax_rates').set({ ...columns(rate), updated_at: now }).where('website_id', '=', websiteId).where('id', '=', id).executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return null;
  return { ...rate, id, country: rate.country.toUpperCase(), region: rate.region ? rate.region.toUpperCase() : null };
}

/** Deletes a rate; false when the site has no such rate. */
export async function deleteTaxRate(db: Kysely<Schema>, websiteId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('tax_rates').where('website_id', '=', websiteId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
