/** Exact strings of the tracker (platform.md §8 "Tracker"); the consent banner's are in consent-text.ts. */
export const SOURCE_ENVIRONMENT_INVALID = 'sourceEnvironment needs to be set to one of dev, staging, or prod';
export const SCHEMA_NAME_REQUIRED = 'eventSchemaName must be set';
export const trackingHttpError = (status: number) => `Error tracking event: HTTP Status ${status}`;
export const UNABLE_TO_STORE_ANALYTICS_ID = 'Unable to store analyticsId';
export const overwrittenField = (field: string) => `Overwriting auto-populated field ${field}`;
