import { z } from 'zod';
import { defineRoute, type ApiRoute } from '../api-route.ts';
import { idParams } from './owner.ts';

/*
 * The events feature's routes (apps/server/src/features/events; issue 17): the owner's events
 * (platform.md §3 "Event (calendar item)": startDate, endDate, title and location{addressLine1,
 * addressLine2, addressCountry, mapLat, mapLng}) and the maps proxy (platform.md §7 "Session
 * recording and maps": GET /api/{maps-service}/places/autocomplete and /places/details, here
 * with the service path `maps`). Owner reads need content:read, writes content:write and the crumb.
 * The storefront's pages and the .ics download are not JSON routes (docs/events-api.md).
 */

/** What the owner and the proxy answer with. */
export const EVENT_MESSAGES = {
  title: 'Please enter a title.',
  titleTooLong: 'A title is at most 200 characters.',
  endsBeforeStart: 'An event ends after it starts.',
  timeZone: 'timeZone must be a time zone such as America/New_York.',
  coordinates: 'mapLat and mapLng go together: give both or neither.',
  urlId: 'urlId may hold lower-case letters, digits and dashes (at most 100).',
  reservedUrlId: 'calendar and past are the list’s own pages: choose another urlId.',
  urlIdTaken: 'Another item of this collection has this urlId.',
  notEventsCollection: 'That collection is not an events collection.',
  notFound: 'There is no such event.',
  input: 'Please type part of an address.',
  inputTooLong: (max: number) => `input is at most ${max} characters.`,
  placeId: 'placeId is not one the autocomplete answered.',
  unavailable: 'The address service is not answering. Please type the address.',
} as const;

/** The longest address text the proxy sends on (a query longer than this is refused). */
export const MAPS_INPUT_MAX = 100;
/** Predictions per answer: 5 by default, at most 10. */
export const MAPS_LIMIT_MAX = 10;
/** Shown with every answer of the proxy: the data's licence asks for it. */
export const MAPS_ATTRIBUTION = '© OpenStreetMap contributors';

const line = (name: string) => z.string({ error: `${name} must be text.` }).trim().max(200, `${name} is at most 200 characters.`).default('');

/** platform.md §3: an event's location. */
export const eventLocation = z.object({
  addressLine1: line('addressLine1'),
  addressLine2: line('addressLine2'),
  addressCountry: line('addressCountry'),
  mapLat: z.number({ error: 'mapLat must be a number.' }).min(-90, 'mapLat is between -90 and 90.').max(90, 'mapLat is between -90 and 90.').nullable().default(null),
  mapLng: z.number({ error: 'mapLng must be a number.' }).min(-180, 'mapLng is between -180 and 180.').max(180, 'mapLng is between -180 and 180.').nullable().default(null),
}).refine((l) => (l.mapLat === null) === (l.mapLng === null), EVENT_MESSAGES.coordinates);
export type EventLocation = z.output<typeof eventLocation>;

/** A time zone the platform knows (Intl), e.g. America/New_York. */
export const timeZoneName = z.string({ error: EVENT_MESSAGES.timeZone }).refine((zone) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.length <= 64;
  } catch {
    return false;
  }
}, EVENT_MESSAGES.timeZone);

const epochMs = (name: string) => z.number({ error: `${name} must be a time in epoch milliseconds.` }).int(`${name} must be a whole number of milliseconds.`).min(0, `${name} must be after 1970.`).max(8_640_000_000_000_000, `${name} is too far ahead.`);

/** An owner's event as typed: the item's text and the event's own fields. */
const eventFields = z.object({
  title: z.string({ error: EVENT_MESSAGES.title }).trim().min(1, EVENT_MESSAGES.title).max(200, EVENT_MESSAGES.titleTooLong),
  urlId: z.string({ error: EVENT_MESSAGES.urlId }).trim().regex(/^[a-z0-9][a-z0-9-]{0,99}$/, EVENT_MESSAGES.urlId).refine((id) => id !== 'calendar' && id !== 'past', EVENT_MESSAGES.reservedUrlId).optional(),
  description: z.string({ error: 'description must be text.' }).max(5000, 'description is at most 5000 characters.').default(''),
  startDate: epochMs('startDate'),
  endDate: epochMs('endDate'),
  /** The zone the times are shown in; the site's when omitted. */
  timeZone: timeZoneName.optional(),
  location: eventLocation.default({ addressLine1: '', addressLine2: '', addressCountry: '', mapLat: null, mapLng: null }),
  status: z.enum(['published', 'draft'], { error: 'status must be published or draft.' }).default('published'),
}, { error: 'The body must be a JSON object with title, startDate and endDate.' });

const endsAfterStart = (e: { startDate: number; endDate: number }) => e.endDate >= e.startDate;

/** The body of a new event. */
export const newEventBody = eventFields.extend({ collectionId: z.string({ error: 'collectionId is required.' }).min(1, 'collectionId is required.').max(100) }).refine(endsAfterStart, { message: EVENT_MESSAGES.endsBeforeStart, path: ['endDate'] });
/** The body of a change: the whole event again. */
export const eventBody = eventFields.refine(endsAfterStart, { message: EVENT_MESSAGES.endsBeforeStart, path: ['endDate'] });
export type EventInput = z.output<typeof eventBody>;

/** An event as the owner reads it. */
export const calendarEvent = z.object({
  id: z.string(),
  collectionId: z.string(),
  urlId: z.string(),
  fullUrl: z.string(),
  title: z.string(),
  description: z.string(),
  status: z.string(),
  startDate: z.number(),
  endDate: z.number(),
  timeZone: z.string(),
  location: z.object({ addressLine1: z.string(), addressLine2: z.string(), addressCountry: z.string(), mapLat: z.number().nullable(), mapLng: z.number().nullable() }),
});
export type CalendarEvent = z.output<typeof calendarEvent>;

/** An events collection. */
export const eventsCollection = z.object({ id: z.string(), title: z.string(), fullUrl: z.string() });

/** GET /api/owner/events. */
export const listEvents = defineRoute({
  method: 'GET',
  path: '/api/owner/events',
  tag: 'events',
  access: 'content:read',
  summary: "The site's events collections and their events, soonest first",
  response: z.object({ collections: z.array(eventsCollection), events: z.array(calendarEvent), timeZone: z.string() }),
});

/** GET /api/owner/events/:id. */
export const getEvent = defineRoute({
  method: 'GET',
  path: '/api/owner/events/:id',
  tag: 'events',
  access: 'content:read',
  summary: 'One event',
  params: idParams,
  response: z.object({ event: calendarEvent }),
});

/** POST /api/owner/events. */
export const createEvent = defineRoute({
  method: 'POST',
  path: '/api/owner/events',
  tag: 'events',
  access: 'content:write',
  summary: 'Adds an event to an events collection (its urlId made from the title when not given)',
  body: newEventBody,
  response: z.object({ event: calendarEvent }),
  status: 201,
});

/** PUT /api/owner/events/:id. */
export const updateEvent = defineRoute({
  method: 'PUT',
  path: '/api/owner/events/:id',
  tag: 'events',
  access: 'content:write',
  summary: "Replaces an event's title, description, times, time zone, location and status",
  params: idParams,
  body: eventBody,
  response: z.object({ event: calendarEvent }),
});

/** DELETE /api/owner/events/:id. */
export const deleteEvent = defineRoute({
  method: 'DELETE',
  path: '/api/owner/events/:id',
  tag: 'events',
  access: 'content:write',
  summary: 'Deletes an event',
  params: idParams,
  responseType: 'empty',
});

/* The maps proxy. */

const trackingName = (name: string) => z.string({ error: `${name} must be text.` }).trim().max(64, `${name} is at most 64 characters.`).regex(/^[\w .:/-]*$/, `${name} may hold letters, digits, spaces and . : / - _ only.`).optional();
const sessionToken = z.string({ error: 'sessionToken must be text.' }).regex(/^[A-Za-z0-9_-]{8,64}$/, 'sessionToken must be 8 to 64 letters, digits, - or _.').optional();

/** The tracking context every maps call may carry (platform.md §7). */
const trackingContext = { productPage: trackingName('productPage'), productSection: trackingName('productSection'), sessionToken };

/** The autocomplete's query: what the caller typed, an optional bias and language, the tracking context. */
export const autocompleteQuery = z.object({
  input: z.string({ error: EVENT_MESSAGES.input }).trim().min(1, EVENT_MESSAGES.input).max(MAPS_INPUT_MAX, EVENT_MESSAGES.inputTooLong(MAPS_INPUT_MAX)),
  lang: z.string().regex(/^[a-z]{2}$/, 'lang must be a two-letter language code.').optional(),
  lat: z.coerce.number({ error: 'lat must be a number.' }).min(-90, 'lat is between -90 and 90.').max(90, 'lat is between -90 and 90.').optional(),
  lng: z.coerce.number({ error: 'lng must be a number.' }).min(-180, 'lng is between -180 and 180.').max(180, 'lng is between -180 and 180.').optional(),
  limit: z.coerce.number({ error: 'limit must be a number.' }).int('limit must be a whole number.').min(1, `limit is between 1 and ${MAPS_LIMIT_MAX}.`).max(MAPS_LIMIT_MAX, `limit is between 1 and ${MAPS_LIMIT_MAX}.`).default(5),
  ...trackingContext,
});

/** One prediction: a place the visitor may pick. */
export const placePrediction = z.object({ placeId: z.string(), description: z.string(), mainText: z.string(), secondaryText: z.string() });
export type PlacePrediction = z.output<typeof placePrediction>;

/** A picked place, split into the address fields a form has. */
export const placeDetails = z.object({
  placeId: z.string(),
  formattedAddress: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  city: z.string(),
  region: z.string(),
  postalCode: z.string(),
  /** ISO 3166-1 alpha-2, upper case ('' when unknown). */
  countryCode: z.string(),
  country: z.string(),
  mapLat: z.number(),
  mapLng: z.number(),
});
export type PlaceDetails = z.output<typeof placeDetails>;

/** GET /api/maps/places/autocomplete. */
export const placesAutocomplete = defineRoute({
  method: 'GET',
  path: '/api/maps/places/autocomplete',
  tag: 'maps',
  access: 'public',
  summary: 'Address predictions for what a visitor typed, from the configured geocoder (enabled false: none is configured, type the address)',
  query: autocompleteQuery,
  response: z.object({ enabled: z.boolean(), predictions: z.array(placePrediction), sessionToken: z.string().nullable(), attribution: z.string() }),
});

/** GET /api/maps/places/details. */
export const placesDetails = defineRoute({
  method: 'GET',
  path: '/api/maps/places/details',
  tag: 'maps',
  access: 'public',
  summary: 'The address of a predicted place; the tracking context (productPage, productSection) is expected',
  query: z.object({ placeId: z.string({ error: EVENT_MESSAGES.placeId }).max(100, EVENT_MESSAGES.placeId), ...trackingContext }),
  response: z.object({ place: placeDetails, sessionToken: z.string().nullable(), attribution: z.string() }),
});

/** The events feature's routes. */
export const eventsRoutes: readonly ApiRoute[] = [listEvents, getEvent, createEvent, updateEvent, deleteEvent, placesAutocomplete, placesDetails];
