import { z } from 'zod';
import { defineRoute, type ApiRoute } from '../api-route.ts';

/*
 * Session recording (platform.md §7 "Session recording and maps", issue 13; docs/recordings-api.md):
 * the browser asks getId for a recording id, then posts gzip-compressed batches of rrweb events to
 * it; owners list, replay and configure recordings.
 */

/** The id getId answers when this visit is not recorded (platform.md §7): the browser skips. */
export const MOCK_RECORDING_ID = 'automated-mock-id';

/** A compressed batch is at most this many bytes: keep-alive requests carry at most 64 kB in all. */
export const MAX_BATCH_COMPRESSED_BYTES = 64 * 1024;
/** A batch inflates to at most this many bytes (a bigger one is refused as a zip bomb). */
export const MAX_BATCH_BYTES = 2 * 1024 * 1024;
/** At most this many events in one batch (the browser flushes every 100). */
export const MAX_BATCH_EVENTS = 1000;
/** A recording stores at most this many decompressed bytes; later batches are refused. */
export const MAX_RECORDING_BYTES = 50 * 1024 * 1024;
/** Recordings are kept this many days unless the site says otherwise. */
export const DEFAULT_RECORDING_RETENTION_DAYS = 30;
/** Owners may name at most this many selectors in each list. */
export const MAX_RECORDING_SELECTORS = 50;

const pagePath = z.string().max(500, 'page is too long.').regex(/^\//, 'page must be a path starting with /.');
const recordingId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'That is not a recording id.');

/** What the browser is told: the id (or the mock id) and what to mask and unmask. */
export const recordingStart = z.object({
  id: z.string(),
  /** CSS selectors whose text is masked, besides `[data-plinth-mask]`. */
  maskSelectors: z.array(z.string()),
  /** CSS selectors whose text is recorded even inside a masked element (never inputs). */
  unmaskSelectors: z.array(z.string()),
});

/** GET /api/commerce/session-recorder/getId. */
export const getRecordingId = defineRoute({
  method: 'GET',
  path: '/api/commerce/session-recorder/getId',
  tag: 'recordings',
  access: 'public',
  summary: `A recording id for this visit (the same id again while it goes on, with \`previous\`), or '${MOCK_RECORDING_ID}' when it is not recorded (no organisation id, a bot, an owner, an excluded page)`,
  query: z.object({ page: pagePath, previous: z.string().max(64).optional() }),
  response: recordingStart,
});

/**
 * POST /api/commerce/session-recorder/events/:id — the body is a gzip stream (Content-Type
 * application/octet-stream) of a JSON array of rrweb events `{ type, data, timestamp }`.
 */
export const postRecordingEvents = defineRoute({
  method: 'POST',
  path: '/api/commerce/session-recorder/events/:id',
  tag: 'recordings',
  access: 'public',
  summary: `Stores a gzip-compressed batch of rrweb events (application/octet-stream, at most ${MAX_BATCH_COMPRESSED_BYTES} bytes, ${MAX_BATCH_BYTES} inflated, ${MAX_BATCH_EVENTS} events) for a recording getId handed out; 204`,
  params: z.object({ id: recordingId }),
  responseType: 'empty',
  status: 204,
});

const yesNo = z.enum(['true', 'false'], { error: 'bought must be true or false.' });

/** One recording in the owner's list. */
export const recordingSummary = z.object({
  id: z.string(),
  firstPage: z.string(),
  pages: z.array(z.string()),
  startedAt: z.number().int(),
  endedAt: z.number().int(),
  durationMs: z.number().int(),
  eventCount: z.number().int(),
  /** Whether an order was placed from a cart this visit used. */
  bought: z.boolean(),
});

/** GET /api/owner/recordings. */
export const listRecordings = defineRoute({
  method: 'GET',
  path: '/api/owner/recordings',
  tag: 'recordings',
  access: 'reports:read',
  summary: 'The site\'s recordings, newest first, 50 a page (`before` = the last startedAt seen), filtered by a page visited and by whether the visit bought something',
  query: z.object({
    page: z.string().max(500, 'page is too long.').optional(),
    bought: yesNo.optional(),
    before: z.coerce.number({ error: 'before must be a number.' }).int().positive().optional(),
  }),
  response: z.object({ recordings: z.array(recordingSummary), next: z.number().int().nullable() }),
});

/** GET /api/owner/recordings/:id/events. */
export const getRecordingEvents = defineRoute({
  method: 'GET',
  path: '/api/owner/recordings/:id/events',
  tag: 'recordings',
  access: 'reports:read',
  summary: 'One recording: its summary and every stored rrweb event in order, for the player',
  params: z.object({ id: recordingId }),
  response: z.object({ recording: recordingSummary, events: z.array(z.unknown()) }),
});

const selectorList = z
  .array(z.string().trim().min(1, 'A selector cannot be empty.').max(200, 'A selector is at most 200 characters.'))
  .max(MAX_RECORDING_SELECTORS, `At most ${MAX_RECORDING_SELECTORS} selectors.`);

/** The owner's recording settings. */
export const recordingSettings = z.object({
  /** Recording initialises only with one (platform.md §9); empty = recording off. */
  organizationId: z.string().trim().max(100, 'The organisation id is at most 100 characters.'),
  retentionDays: z.number({ error: 'retentionDays must be a whole number of days.' }).int('retentionDays must be a whole number of days.').min(1, 'Keep recordings at least 1 day.').max(365, 'Keep recordings at most 365 days.'),
  maskSelectors: selectorList,
  unmaskSelectors: selectorList,
});

/** GET /api/owner/recordings/settings. */
export const getRecordingSettings = defineRoute({
  method: 'GET',
  path: '/api/owner/recordings/settings',
  tag: 'recordings',
  access: 'reports:read',
  summary: 'The organisation id, the retention and the selectors masked and unmasked in recordings',
  response: recordingSettings,
});

/** PUT /api/owner/recordings/settings. */
export const saveRecordingSettings = defineRoute({
  method: 'PUT',
  path: '/api/owner/recordings/settings',
  tag: 'recordings',
  access: 'settings:write',
  summary: 'Saves the organisation id, the retention and the masked and unmasked selectors (each a valid CSS selector)',
  body: recordingSettings,
  response: recordingSettings,
});

/** Every route of this file (API_ROUTES lists them). */
export const recordingsRoutes: readonly ApiRoute[] = [getRecordingId, postRecordingEvents, listRecordings, getRecordingEvents, getRecordingSettings, saveRecordingSettings];
