import { randomBytes } from 'node:crypto';
import type { PlaceDetails, PlacePrediction } from '@plinth/api';
import { LRUCache } from 'lru-cache';
import type { PlacesProvider, PlacesQuery } from './maps-provider.ts';

/*
 * The proxy between the address fields and the geocoder: answers repeated questions from a cache,
 * and carries a session token from the first keystroke to the picked place, so details come from
 * what the session's predictions already fetched (a hosted provider bills such a session once).
 */

/** Questions and places kept, and for how long. */
const CACHE_ENTRIES = 2000;
const CACHE_TTL_MS = 10 * 60 * 1000;
/** Sessions remembered (a visitor typing an address), and for how long. */
const SESSION_ENTRIES = 5000;
const SESSION_TTL_MS = 5 * 60 * 1000;

/** A new session token (URL-safe, 22 characters). */
export const newSessionToken = () => randomBytes(16).toString('base64url');

/** The proxy over one provider. */
export function createMapsProxy(provider: PlacesProvider) {
  const answers = new LRUCache<string, { prediction: PlacePrediction; details: PlaceDetails }[]>({ max: CACHE_ENTRIES, ttl: CACHE_TTL_MS });
  const places = new LRUCache<string, PlaceDetails>({ max: CACHE_ENTRIES, ttl: CACHE_TTL_MS });
  const sessions = new LRUCache<string, Map<string, PlaceDetails>>({ max: SESSION_ENTRIES, ttl: SESSION_TTL_MS });

  return {
    /** Predictions for the question, within the caller's session (a new one when it names none). */
    async autocomplete(query: PlacesQuery, sessionToken: string | undefined): Promise<{ predictions: PlacePrediction[]; sessionToken: string }> {
      const key = JSON.stringify([query.input.toLowerCase().replace(/\s+/g, ' '), query.limit, query.lang ?? '', query.lat?.toFixed(2) ?? '', query.lng?.toFixed(2) ?? '']);
      let found = answers.get(key);
      if (!found) {
        found = await provider.autocomplete(query);
        answers.set(key, found);
      }
      const token = sessionToken ?? newSessionToken();
      const session = sessions.get(token) ?? new Map<string, PlaceDetails>();
      for (const place of found) session.set(place.prediction.placeId, place.details);
      sessions.set(token, session);
      return { predictions: found.map((place) => place.prediction), sessionToken: token };
    },

    /** The picked place: from the session's predictions, the cache, else the provider. Ends the session. */
    async details(placeId: string, sessionToken: string | undefined, lang?: string): Promise<PlaceDetails | null> {
      const fromSession = sessionToken ? sessions.get(sessionToken)?.get(placeId) : undefined;
      if (sessionToken) sessions.delete(sessionToken);
      if (fromSession) return fromSession;
      const cached = places.get(placeId);
      if (cached) return cached;
      const details = await provider.details(placeId, lang);
      if (details) places.set(placeId, details);
      return details;
    },
  };
}

export type MapsProxy = ReturnType<typeof createMapsProxy>;
