import { EVENT_MESSAGES, type CalendarEvent, type EventInput } from '@plinth/api';
import { RECORD_TYPES } from '@plinth/platform';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { createItem, findCollectionById } from '../catalog/index.ts';
import { changeContent, slugify } from '../site/index.ts';
import { isEventsCollection } from './events-collection.ts';
import { deleteEventItem, findEventRecord, insertEventRow, updateEventRows, urlIdTaken, type EventRecord } from './events-repository.ts';
import { descriptionHtml } from './description-html.ts';

/*
 * The owner's events: made in an events collection, changed and deleted. Every write goes through
 * the site's content change, so the cached /events pages change with the commit.
 */

/** The owner's view of an event (no storage details). */
export function ownerEvent(record: EventRecord): CalendarEvent {
  const { publishAt: _publishAt, bodyHtml: _bodyHtml, ...event } = record;
  return event;
}

async function eventsCollectionOf(db: Kysely<Schema>, websiteId: string, collectionId: string) {
  const collection = await findCollectionById(db, websiteId, collectionId);
  if (!collection) throw new AppError('NOT_FOUND', 'There is no such collection.');
  if (!isEventsCollection(collection)) throw new AppError('INVALID', EVENT_MESSAGES.notEventsCollection);
  return collection;
}

/** A url id for the event: the one given, else the title's slug made unique in the collection. */
async function chooseUrlId(db: Kysely<Schema>, websiteId: string, collectionId: string, input: EventInput, exceptItemId?: string): Promise<string> {
  if (input.urlId) {
    if (await urlIdTaken(db, websiteId, collectionId, input.urlId, exceptItemId)) throw new AppError('CONFLICT', EVENT_MESSAGES.urlIdTaken);
    return input.urlId;
  }
  const base = slugify(input.title) || 'event';
  const safe = base === 'calendar' || base === 'past' ? `${base}-event` : base;
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? safe : `${safe}-${n}`;
    if (!(await urlIdTaken(db, websiteId, collectionId, candidate, exceptItemId))) return candidate;
  }
}

/** Adds an event to an events collection. */
export async function createEvent(db: Kysely<Schema>, websiteId: string, siteTimeZone: string, collectionId: string, input: EventInput, now: number): Promise<CalendarEvent> {
  await eventsCollectionOf(db, websiteId, collectionId);
  const urlId = await chooseUrlId(db, websiteId, collectionId, input);
  const id = await changeContent(db, websiteId, async (tx) => {
    const itemId = await createItem(tx, websiteId, collectionId, {
      urlId,
      title: input.title,
      recordType: RECORD_TYPES.EVENT,
      excerpt: input.description,
      bodyHtml: descriptionHtml(input.description),
      publishedAt: now,
      status: input.status,
      now,
    });
    await insertEventRow(tx, websiteId, itemId, input, input.timeZone ?? siteTimeZone, now);
    return itemId;
  });
  return ownerEvent((await findEventRecord(db, websiteId, id)) as EventRecord);
}

/** Replaces an event's fields. */
export async function updateEvent(db: Kysely<Schema>, websiteId: string, siteTimeZone: string, id: string, input: EventInput, now: number): Promise<CalendarEvent> {
  const existing = await findEventRecord(db, websiteId, id);
  if (!existing) throw new AppError('NOT_FOUND', EVENT_MESSAGES.notFound);
  const urlId = input.urlId ? await chooseUrlId(db, websiteId, existing.collectionId, input, id) : existing.urlId;
  await changeContent(db, websiteId, (tx) =>
    updateEventRows(tx, websiteId, id, { urlId, title: input.title, description: input.description, bodyHtml: descriptionHtml(input.description), status: input.status }, input, input.timeZone ?? existing.timeZone ?? siteTimeZone, now),
  );
  return ownerEvent((await findEventRecord(db, websiteId, id)) as EventRecord);
}

/** Deletes an event. */
export async function deleteEvent(db: Kysely<Schema>, websiteId: string, id: string): Promise<void> {
  const deleted = await changeContent(db, websiteId, (tx) => deleteEventItem(tx, websiteId, id), (gone) => gone);
  if (!deleted) throw new AppError('NOT_FOUND', EVENT_MESSAGES.notFound);
}
