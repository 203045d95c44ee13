/**
 * The address field's calls to the server's maps proxy (GET /api/maps/places/autocomplete and
 * /details, platform.md §7), with the tracking context (productPage, productSection) and the
 * session token the proxy handed out. The browser never talks to the geocoder itself.
 */
import type { PlaceDetails, PlacePrediction } from '@plinth/api';
import { jsonCall, type JsonCall } from '../json-api.ts';

/** Where the field is, for the proxy's records: the page and the part of it. */
export interface TrackingContext {
  productPage: string;
  productSection: string;
}

/** An autocomplete answer. */
export interface PredictionsAnswer {
  enabled: boolean;
  predictions: PlacePrediction[];
  sessionToken: string | null;
  attribution: string;
}

const query = (fields: Record<string, string | null | undefined>) =>
  Object.entries(fields)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&');

/** The proxy's predictions for what was typed; null when the call failed (the field stays plain text). */
export async function fetchPredictions(input: string, tracking: TrackingContext, sessionToken: string | null, call: JsonCall = jsonCall): Promise<PredictionsAnswer | null> {
  const lang = typeof navigator === 'undefined' ? undefined : navigator.language.slice(0, 2).toLowerCase();
  const result = await call<PredictionsAnswer>('GET', `/api/maps/places/autocomplete?${query({ input, lang: lang && /^[a-z]{2}$/.test(lang) ? lang : undefined, sessionToken, ...tracking })}`);
  return result.ok ? result.value : null;
}

/** The picked place's address; null when the call failed. */
export async function fetchPlace(placeId: string, tracking: TrackingContext, sessionToken: string | null, call: JsonCall = jsonCall): Promise<PlaceDetails | null> {
  const result = await call<{ place: PlaceDetails }>('GET', `/api/maps/places/details?${query({ placeId, sessionToken, ...tracking })}`);
  return result.ok ? result.value.place : null;
}
