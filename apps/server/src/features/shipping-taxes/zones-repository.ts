import type { ShippingRate, ShippingZone, ZonePlace } from '@plinth/commerce';
import type { Kysely } from 'kysely';
import { hotQuery } from '../../infra/database/hot-query.ts';
import { newId } from '../../infra/database/ids.ts';
import { parseJson } from '../../infra/database/json.ts';
import type { Schema } from '../../infra/database/schema.ts';

/* Shipping zones: SQL only (zones-service.ts holds the rules). Places and rates are JSON of the row. */

/** What a zone is made of (a new zone or a change). */
export interface ZoneInput {
  name: string;
  countries: ZonePlace[];
  rates: ShippingRate[];
}

const zoneRows = hotQuery((db: Kysely<Schema>, websiteId: string) =>
  db.selectFrom('shipping_zones').selectAll().where('website_id', '=', websiteId).orderBy('position').orderBy('created_at').orderBy('id'),
);

/** The site's zones in the owner's order. */
export async function listZones(db: Kysely<Schema>, websiteId: string): Promise<ShippingZone[]> {
  const rows = await zoneRows(db, websiteId);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    countries: parseJson<ZonePlace[]>(row.countries_json, []),
    rates: parseJson<ShippingRate[]>(row.rates_json, []),
  }));
}

/** Adds a zone after the others. */
export async function insertZone(db: Kysely<Schema>, websiteId: string, zone: ZoneInput, now: number): Promise<string> {
  const id = newId();
  const last = await db.selectFrom('shipping_zones').select((eb) => eb.fn.max<number>('position').as('p')).where('website_id', '=', websiteId).executeTakeFirst();
  await db
    .insertInto('shipping_zones')
    .values({
      id,
      website_id: websiteId,
      name: zone.name,
      countries_json: JSON.stringify(zone.countries),
      rates_json: JSON.stringify(zone.rates),
      position: last?.p == null ? 0 : Number(last.p) + 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** Replaces a zone; false when the site has no such zone. */
export async function updateZone(db: Kysely<Schema>, websiteId: string, id: string, zone: ZoneInput, now: number): Promise<boolean> {
  const result = await db
    .updateTable('shipping_zones')
    .set({ name: zone.name, countries_json: JSON.stringify(zone.countries), rates_json: JSON.stringify(zone.rates), updated_at: now })
    .where('website_id', '=', websiteId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes a zone; false when the site has no such zone. */
export async function deleteZone(db: Kysely<Schema>, websiteId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('shipping_zones').where('website_id', '=', websiteId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
