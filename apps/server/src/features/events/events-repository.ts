import type { CalendarEvent, EventInput } from '@plinth/api';
import { RECORD_TYPES } from '@plinth/platform';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { EVENTS_COLLECTION_TYPE } from './events-collection.ts';

/*
 * SQL of the events feature: an event is an item (record type 12) of an events collection joined to
 * its calendar_events row. Only this file knows the tables.
 */

/** An event row as the storefront and the owner read it, with the item's status. */
export interface EventRecord extends CalendarEvent {
  publishAt: number | null;
  bodyHtml: string;
}

const EVENT_COLUMNS = [
  'items.id', 'items.collection_id', 'items.url_id', 'items.title', 'items.excerpt', 'items.body_html', 'items.status', 'items.publish_at',
  'calendar_events.start_at', 'calendar_events.end_at', 'calendar_events.time_zone', 'calendar_events.address_line1',
  'calendar_events.address_line2', 'calendar_events.address_country', 'calendar_events.map_lat', 'calendar_events.map_lng',
  'collections.url_id as collection_url_id',
] as const;

function baseQuery(db: Kysely<Schema>, websiteId: string) {
  return db
    .selectFrom('items')
    .innerJoin('calendar_events', 'calendar_events.item_id', 'items.id')
    .innerJoin('collections', 'collections.id', 'items.collection_id')
    .select(EVENT_COLUMNS)
    .where('items.website_id', '=', websiteId)
    .where('items.record_type', '=', RECORD_TYPES.EVENT);
}

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirstOrThrow']>>;

const numberOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

function toEvent(row: Row): EventRecord {
  return {
    id: row.id,
    collectionId: row.collection_id,
    urlId: row.url_id,
    fullUrl: `/${row.collection_url_id}/${row.url_id}`,
    title: row.title,
    description: row.excerpt,
    bodyHtml: row.body_html,
    status: row.status,
    publishAt: numberOrNull(row.publish_at),
    startDate: Number(row.start_at),
    endDate: Number(row.end_at),
    timeZone: row.time_zone,
    location: {
      addressLine1: row.address_line1,
      addressLine2: row.address_line2,
      addressCountry: row.address_country,
      mapLat: numberOrNull(row.map_lat),
      mapLng: numberOrNull(row.map_lng),
    },
  };
}

/** Every event of the site (or of one collection), soonest first. */
export async function listEventRecords(db: Kysely<Schema>, websiteId: string, collectionId?: string): Promise<EventRecord[]> {
  let query = baseQuery(db, websiteId);
  if (collectionId) query = query.where('items.collection_id', '=', collectionId);
  const rows = await query.orderBy('calendar_events.start_at').orderBy('items.title').execute();
  return rows.map(toEvent);
}

/** One event by id, or null. */
export async function findEventRecord(db: Kysely<Schema>, websiteId: string, id: string): Promise<EventRecord | null> {
  const row = await baseQuery(db, websiteId).where('items.id', '=', id).executeTakeFirst();
  return row ? toEvent(row) : null;
}

/** One event by its collection and url id, or null. */
export async function findEventByUrlId(db: Kysely<Schema>, websiteId: string, collectionId: string, urlId: string): Promise<EventRecord | null> {
  const row = await baseQuery(db, websiteId).where('items.collection_id', '=', collectionId).where('items.url_id', '=', urlId).executeTakeFirst();
  return row ? toEvent(row) : null;
}

/** Whether another item of the collection has this url id. */
export async function urlIdTaken(db: Kysely<Schema>, websiteId: string, collectionId: string, urlId: string, exceptItemId?: string): Promise<boolean> {
  let query = db.selectFrom('items').select('id').where('website_id', '=', websiteId).where('collection_id', '=', collectionId).where('url_id', '=', urlId);
  if (exceptItemId) query = query.where('id', '!=', exceptItemId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** The event's own fields, as stored. */
function eventColumns(input: EventInput, timeZone: string, now: number) {
  return {
    start_at: input.startDate,
    end_at: input.endDate,
    time_zone: timeZone,
    address_line1: input.location.addressLine1,
    address_line2: input.location.addressLine2,
    address_country: input.location.addressCountry,
    map_lat: input.location.mapLat,
    map_lng: input.location.mapLng,
    updated_at: now,
  };
}

/** Inserts the calendar_events row of a new event item (in the caller's transaction). */
export async function insertEventRow(db: Kysely<Schema>, websiteId: string, itemId: string, input: EventInput, timeZone: string, now: number): Promise<void> {
  await db.insertInto('calendar_events').values({ item_id: itemId, website_id: websiteId, ...eventColumns(input, timeZone, now) }).execute();
}

/** Replaces an event's item text and its own fields (in the caller's transaction). */
export async function updateEventRows(
  db: Kysely<Schema>,
  websiteId: string,
  itemId: string,
  item: { urlId: string; title: string; description: string; bodyHtml: string; status: string },
  input: EventInput,
  timeZone: string,
  now: number,
): Promise<void> {
  await db
    .updateTable('items')
    .set({ url_id: item.urlId, title: item.title, excerpt: item.description, body_html: item.bodyHtml, status: item.status, publish_at: null })
    .where('website_id', '=', websiteId)
    .where('id', '=', itemId)
    .execute();
  await db.updateTable('calendar_events').set(eventColumns(input, timeZone, now)).where('website_id', '=', websiteId).where('item_id', '=', itemId).execute();
}

/** Deletes an event's item (its calendar_events row goes with it); false when there was none. */
export async function deleteEventItem(db: Kysely<Schema>, websiteId: string, itemId: string): Promise<boolean> {
  await db.deleteFrom('calendar_events').where('website_id', '=', websiteId).where('item_id', '=', itemId).execute();
  const result = await db.deleteFrom('items').where('website_id', '=', websiteId).where('id', '=', itemId).where('record_type', '=', RECORD_TYPES.EVENT).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The end times of a site's events, ascending (what moves an event from upcoming to past). */
export async function eventEndTimes(db: Kysely<Schema>, websiteId: string): Promise<number[]> {
  const rows = await db.selectFrom('calendar_events').select('end_at').where('website_id', '=', websiteId).orderBy('end_at').execute();
  return rows.map((row) => Number(row.end_at));
}

/** The url ids of the site's events collections. */
export async function eventsCollectionUrlIds(db: Kysely<Schema>, websiteId: string): Promise<string[]> {
  const rows = await db.selectFrom('collections').select('url_id').where('website_id', '=', websiteId).where('type', '=', EVENTS_COLLECTION_TYPE).execute();
  return rows.map((row) => row.url_id);
}

/** The site's events collections, for the owner. */
export async function listEventsCollections(db: Kysely<Schema>, websiteId: string): Promise<Array<{ id: string; title: string; fullUrl: string }>> {
  const rows = await db.selectFrom('collections').select(['id', 'title', 'url_id']).where('website_id', '=', websiteId).where('type', '=', EVENTS_COLLECTION_TYPE).orderBy('title').execute();
  return rows.map((row) => ({ id: row.id, title: row.title, fullUrl: `/${row.url_id}` }));
}
