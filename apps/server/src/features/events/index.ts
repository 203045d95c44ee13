/** The events feature's public face: other features, the app, the CLI and tests import only this. */
export { EVENTS_COLLECTION_TYPE, isEventsCollection } from './events-collection.ts';
export { listEventRecords, type EventRecord } from './events-repository.ts';
export { createEvent } from './events-service.ts';
export { dayIn } from './event-times.ts';
export { zonedTime } from './zoned-time.ts';
