import type { CollectionType } from '../../infra/database/schema.ts';

/*
 * An events collection is a collections row of type 'events' (its events are items of record type
 * 12). The stored type is text; the shared CollectionType names the types the pages feature draws
 * itself, and an events collection's pages are drawn by this feature's page hook instead.
 */

/** The collection type of an events collection. */
export const EVENTS_COLLECTION_TYPE = 'events' as CollectionType;

/** Whether a collection is an events collection. */
export function isEventsCollection(collection: { type: string }): boolean {
  return collection.type === EVENTS_COLLECTION_TYPE;
}
