import type { PlaceDetails, PlacePrediction } from '@plinth/api';

/*
 * What the maps proxy asks of a geocoder. The Photon adapter (maps-photon.ts) is the default; a
 * hosted provider with the owner's key would be a second adapter behind the same two calls.
 */

/** A cleaned-up autocomplete question: nothing of the caller's request but these fields goes on. */
export interface PlacesQuery {
  input: string;
  limit: number;
  lang?: string | undefined;
  lat?: number | undefined;
  lng?: number | undefined;
}

/** A prediction with the place behind it (kept in the session so details need no second call). */
export interface FoundPlace {
  prediction: PlacePrediction;
  details: PlaceDetails;
}

/** A geocoder. */
export interface PlacesProvider {
  autocomplete(query: PlacesQuery): Promise<FoundPlace[]>;
  /** The place a prediction named, or null when the geocoder no longer knows it. */
  details(placeId: string, lang?: string): Promise<PlaceDetails | null>;
}
