/** Exact user-visible strings of analytics ingestion (docs/analytics-api.md). */

/** platform.md §8 "Tracker". */
export const SOURCE_ENVIRONMENT_MESSAGE = 'sourceEnvironment needs to be set to one of dev, staging, or prod';
export const SCHEMA_NAME_REQUIRED = 'eventSchemaName must be set';
export const DATA_NOT_OBJECT = 'data must be a JSON object.';
export const CONTENT_NOT_JSON = 'eventContent is not valid JSON.';
export const CONTENT_NOT_OBJECT = 'eventContent must be a JSON object.';
export const ERROR_DATA_NOT_OBJECT = "Each report's data must be a JSON object.";
export const BODY_NOT_JSON = 'The body must be JSON.';
export const TOO_MANY_EVENTS = 'Too many analytics calls. Please slow down.';
/** The write buffer is full (issue 36): a flood outran the database. */
export const INGESTION_BUSY = 'Analytics is busy storing earlier calls. Please try again in a few seconds.';

/** An unknown schema, naming the known ones. */
export const unknownSchema = (name: string, known: readonly string[]) => `Unknown event schema '${name.slice(0, 100)}'. Known schemas: ${known.join(', ')}.`;

/** An event name the schema does not have. */
export const unknownEventName = (schema: string, names: readonly string[]) => `event_name must be one of ${names.join(', ')} for ${schema}.`;
