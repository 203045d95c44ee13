/** The analytics feature's public face: other features, the app and tests import only this. */
export { analyticsBufferSize, analyticsRefusedRows, flushAnalyticsEvents } from './ingestions.ts';
export { EventBuffer } from './event-buffer.ts';
export { CENSUS_LIMIT, ERROR_LIMIT, EVENT_LIMIT } from './ingestion.ts';
export { SOURCE_ENVIRONMENT_MESSAGE } from './messages.ts';
export { recordServerEvent, SERVER_EVENT_SCHEMAS, type ServerEvent, type ServerEventSchemaName } from './server-events.ts';
export { CookielessIds, cookieVisitor, type VisitorIdentity } from './visitor-identity.ts';
