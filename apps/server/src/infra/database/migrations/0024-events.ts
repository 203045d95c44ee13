import type { Kysely } from 'kysely';

/*
 * Events with calendar links (issue 17; features/events). An event is an item of an events
 * collection (`items.record_type` 12, its title, excerpt and body there, so lists, search and the
 * editor read it like any item); `calendar_events` holds what only an event has (platform.md §3
 * "Event": startDate, endDate, location{addressLine1, addressLine2, addressCountry, mapLat, mapLng}),
 * one row per item, gone with it. Times are epoch ms; `time_zone` is the zone the owner typed them in.
 */

/** Creates calendar_events. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('calendar_events')
    .addColumn('item_id', 'text', (c) => c.primaryKey().references('items.id').onDelete('cascade'))
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('start_at', 'bigint', (c) => c.notNull())
    .addColumn('end_at', 'bigint', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('address_line1', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address_line2', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address_country', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('map_lat', 'double precision')
    .addColumn('map_lng', 'double precision')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // The storefront lists a site's events by start.
  await db.schema.createIndex('calendar_events_start').on('calendar_events').columns(['website_id', 'start_at']).execute();
}

/** Drops calendar_events. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('calendar_events').ifExists().execute();
}
