import { z } from 'zod';
import { defineRoute } from '../api-route.ts';

/*
 * The analytics ingestion routes (apps/server/src/features/analytics; storefront.md §7–§9,
 * platform.md §7 "Events", §8 "Tracker"; docs/analytics-api.md): the census calls of the page, the
 * two event trackers and client error reporting. All public; bots get 204 and nothing is stored.
 */

/** The longest `data` (and `eventContent`) accepted, in characters. */
export const MAX_ANALYTICS_DATA = 8192;
/** At most this many error reports per RecordJavascriptErrors call. */
export const MAX_ERROR_REPORTS = 10;
/** Stacks (and messages) are cut to this many characters. */
export const MAX_ERROR_STACK = 5000;

/** The schemas of the newer tracker, with the event names each accepts (`event_name`). */
export const EVENT_SCHEMAS = {
  CommerceShopping: [
    'visit_product_page',
    'add_to_cart',
    'view_cart',
    'remove_from_cart',
    'related_product_display',
    'click_and_add',
    'reviews_tab',
    'checkout',
    'purchase',
  ],
  CommerceGatedContent: ['paywall_page_view', 'access_denied_click'],
  Performance: ['page_load', 'web_vital'],
} as const;

/** A schema name of the newer tracker. */
export type EventSchemaName = keyof typeof EVENT_SCHEMAS;

/** Where an event comes from; any other value is refused with the spec's message. */
export const SOURCE_ENVIRONMENTS = ['dev', 'staging', 'prod'] as const;

const data = z.string().max(MAX_ANALYTICS_DATA, `data is too long (at most ${MAX_ANALYTICS_DATA} characters).`);

/** A census call's form fields: the event, its data (a JSON object as text) and the ss_cvr cookie's value. */
export const censusBody = z.object({
  event: z.string().max(100, 'event is too long.').optional(),
  data: data.optional(),
  ss_cvr: z.string().max(200, 'ss_cvr is too long.').optional(),
});

/** The older tracker's form fields. */
export const recordEventBody = z.object({
  crumb: z.string().max(100, 'crumb is too long.').optional(),
  event: z.string({ error: 'event is required.' }).trim().min(1, 'event is required.').max(100, 'event is too long.'),
  data: data.optional(),
});

/** The newer tracker's body: the content as JSON text, its schema and (beacons send no headers) the crumb. */
export const clankerEventBody = z.object({
  eventContent: z
    .string({ error: 'eventContent must be a JSON string.' })
    .max(MAX_ANALYTICS_DATA, `eventContent is too long (at most ${MAX_ANALYTICS_DATA} characters).`),
  eventSchemaName: z.string({ error: 'eventSchemaName must be set' }).min(1, 'eventSchemaName must be set').max(100, 'eventSchemaName is too long.'),
  crumb: z.string().max(100, 'crumb is too long.').optional(),
});

/** One client error report: the event's name, its data (JSON text: message, stack, url, release…) and when. */
export const errorReport = z.object({
  event: z.string({ error: 'Each report needs an event name.' }).min(1, 'Each report needs an event name.').max(100, 'event is too long.'),
  data: z.string({ error: 'Each report needs its data as JSON text.' }).max(4 * MAX_ERROR_STACK, 'data is too long.'),
  timestamp: z.number({ error: 'timestamp must be a number.' }),
});

/** POST /api/census/RecordHit: a page view. */
export const recordHit = defineRoute({
  method: 'POST',
  path: '/api/census/RecordHit',
  tag: 'analytics',
  access: 'public',
  summary: 'Counts a page view (form-encoded event, data, ss_cvr); 204, also for bots and excluded pages',
  body: censusBody,
  responseType: 'empty',
  status: 204,
});

/** A census route of a widget: the same fields as a hit. */
function censusRoute<const P extends string>(path: P, summary: string) {
  return defineRoute({ method: 'POST', path, tag: 'analytics', access: 'public', summary, body: censusBody, responseType: 'empty', status: 204 });
}

export const recordButtonClick = censusRoute('/api/census/button-click', 'Counts a button click (form-encoded event, data, ss_cvr); 204');
export const recordButtonRender = censusRoute('/api/census/button-render', 'Counts a button shown (form-encoded event, data, ss_cvr); 204');
export const recordFormRender = censusRoute('/api/census/form-render', 'Counts a form shown (form-encoded event, data, ss_cvr); 204');
export const recordOverlay = censusRoute('/api/census/overlay', 'Counts an overlay shown (form-encoded event, data, ss_cvr); 204');

/** POST /api/census/RecordQuickView/:id. */
export const recordQuickView = defineRoute({
  method: 'POST',
  path: '/api/census/RecordQuickView/:id',
  tag: 'analytics',
  access: 'public',
  summary: "Counts a product's quick view; 204",
  params: z.object({ id: z.string().trim().min(1, 'id is required.').max(100, 'id is too long.') }),
  body: censusBody,
  responseType: 'empty',
  status: 204,
});

/** POST /api/events/RecordEvent: the older tracker. */
export const recordEvent = defineRoute({
  method: 'POST',
  path: '/api/events/RecordEvent',
  tag: 'analytics',
  access: 'public',
  summary: 'Records an event of the older tracker (form-encoded crumb, event, data); 204; the crumb must match the cookie',
  body: recordEventBody,
  responseType: 'empty',
  status: 204,
});

/** POST /api/v1/clanker/events: the newer tracker. */
export const recordClankerEvent = defineRoute({
  method: 'POST',
  path: '/api/v1/clanker/events',
  tag: 'analytics',
  access: 'public',
  summary: 'Records an event of the newer tracker ({ eventContent, eventSchemaName, crumb }); 202 once checked against its schema',
  body: clankerEventBody,
  responseType: 'empty',
  status: 202,
});

/** POST /api/v1/clanker/validate-event-content/:schema: validate mode. */
export const validateEventContent = defineRoute({
  method: 'POST',
  path: '/api/v1/clanker/validate-event-content/:schema',
  tag: 'analytics',
  access: 'public',
  summary: 'Checks an event against a schema and stores nothing: 200 { valid: true }, else 400 with the reason',
  params: z.object({ schema: z.string().max(100, 'schema is too long.') }),
  body: clankerEventBody.partial({ eventSchemaName: true }),
  response: z.object({ valid: z.literal(true) }),
});

/** POST /api/events/RecordJavascriptErrors. */
export const recordJavascriptErrors = defineRoute({
  method: 'POST',
  path: '/api/events/RecordJavascriptErrors',
  tag: 'analytics',
  access: 'public',
  summary: `Records client errors (a JSON array of at most ${MAX_ERROR_REPORTS} { event, data, timestamp }, X-CSRF-Token); 204`,
  body: z
    .array(errorReport, { error: 'The body must be an array of error reports.' })
    .max(MAX_ERROR_REPORTS, `At most ${MAX_ERROR_REPORTS} error reports per call.`),
  responseType: 'empty',
  status: 204,
});

/** Every analytics ingestion route. */
export const analyticsRoutes = [
  recordHit,
  recordButtonClick,
  recordButtonRender,
  recordFormRender,
  recordOverlay,
  recordQuickView,
  recordEvent,
  recordClankerEvent,
  validateEventContent,
  recordJavascriptErrors,
] as const;
