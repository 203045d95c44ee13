/**
 * The address field's calls to the server's maps proxy (the contract's `placesAutocomplete` and
 * `placesDetails`, platform.md §7), with the tracking context (productPage, productSection) and the
 * session token the proxy handed out. The browser never talks to the geocoder itself.
 */
import type { PlaceDetails } from '@plinth/api';
import type { RouteAnswer, RouteRequest } from '@plinth/api/client';
import { placesAutocomplete } from '@plinth/api/client/routes/placesAutocomplete';
import { placesDetails } from '@plinth/api/client/routes/placesDetails';
import { jsonCall, type JsonCall } from '../api/json-call.ts';

/** Where the field is, for the proxy's records: the page and the part of it. */
export interface TrackingContext {
  productPage: string;
  productSection: string;
}

/** An autocomplete answer. */
export type PredictionsAnswer = RouteAnswer<'placesAutocomplete'>;

/** The query without its empty fields (never sent, as before the typed client). */
function filled<Q>(fields: Record<string, string | null | undefined>): Q {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value || undefined])) as Q;
}

/** The proxy's predictions for what was typed; null when the call failed (the field stays plain text). */
export async function fetchPredictions(input: string, tracking: TrackingContext, sessionToken: string | null, call: JsonCall = jsonCall): Promise<PredictionsAnswer | null> {
  const lang = typeof navigator === 'undefined' ? undefined : navigator.language.slice(0, 2).toLowerCase();
  const query = filled<RouteRequest<'placesAutocomplete'>['query']>({ input, lang: lang && /^[a-z]{2}$/.test(lang) ? lang : undefined, sessionToken, ...tracking });
  const result = await call(placesAutocomplete, { query });
  return result.ok ? result.value : null;
}

/** The picked place's address; null when the call failed. */
export async function fetchPlace(placeId: string, tracking: TrackingContext, sessionToken: string | null, call: JsonCall = jsonCall): Promise<PlaceDetails | null> {
  const query = filled<RouteRequest<'placesDetails'>['query']>({ placeId, sessionToken, ...tracking });
  const result = await call(placesDetails, { query });
  return result.ok ? result.value.place : null;
}
