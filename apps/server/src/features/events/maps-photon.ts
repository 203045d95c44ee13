import type { PlaceDetails } from '@plinth/api';
import { AppError } from '../../infra/errors/app-error.ts';
import type { FoundPlace, PlacesProvider, PlacesQuery } from './maps-provider.ts';

/*
 * The Photon adapter (https://photon.komoot.io): GET {base}/api?q=&limit=&lang=&lat=&lon= for
 * completion and GET {base}/reverse?lat=&lon= for a place's details, both answering a GeoJSON
 * FeatureCollection. Only the base URL the operator configured is ever called, with query fields
 * this file sets and no header of the visitor's.
 */

/** Languages Photon's index has names in; others are not sent. */
const PHOTON_LANGUAGES = new Set(['en', 'de', 'fr', 'it']);
/** How long the proxy waits for Photon. */
const TIMEOUT_MS = 4000;
/** The largest answer read (Photon's are a few kB). */
const MAX_BYTES = 512 * 1024;

interface PhotonFeature {
  geometry?: { coordinates?: unknown };
  properties?: Record<string, unknown>;
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim().slice(0, 200) : '');

/** A place id the proxy can read back: OSM type and id, and where it is. */
export function photonPlaceId(type: string, id: number, lat: number, lon: number): string {
  return `osm:${type}:${id}:${lat.toFixed(6)}:${lon.toFixed(6)}`;
}

const PLACE_ID = /^osm:([NWR]):(\d{1,19}):(-?\d{1,2}\.\d{6}):(-?\d{1,3}\.\d{6})$/;

/** The parts of a place id, or null for one the proxy did not make. */
export function parsePlaceId(placeId: string): { type: string; id: string; lat: number; lon: number } | null {
  const m = PLACE_ID.exec(placeId);
  if (!m) return null;
  const lat = Number(m[3]), lon = Number(m[4]);
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  return { type: m[1] as string, id: m[2] as string, lat, lon };
}

/** A Photon feature as a prediction and its address; null without an OSM id or a point. */
export function photonPlace(feature: PhotonFeature): FoundPlace | null {
  const p = feature.properties ?? {};
  const coordinates = feature.geometry?.coordinates;
  if (!Array.isArray(coordinates) || typeof coordinates[0] !== 'number' || typeof coordinates[1] !== 'number') return null;
  const [lon, lat] = coordinates as [number, number];
  const type = text(p.osm_type);
  if (!/^[NWR]$/.test(type) || typeof p.osm_id !== 'number' || !Number.isSafeInteger(p.osm_id) || p.osm_id < 0) return null;
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  const street = [text(p.housenumber), text(p.street)].filter(Boolean).join(' ');
  const name = text(p.name);
  const city = text(p.city) || text(p.town) || text(p.village) || text(p.locality) || text(p.district);
  const countryCode = text(p.countrycode).toUpperCase().slice(0, 2);
  const country = text(p.country);
  const mainText = name || street || city || country;
  if (!mainText) return null;
  const secondary = [name && street ? street : '', mainText === city ? '' : city, text(p.postcode), country].filter(Boolean);
  const details: PlaceDetails = {
    placeId: photonPlaceId(type, p.osm_id, lat, lon),
    formattedAddress: [mainText, ...secondary].join(', '),
    addressLine1: street || name,
    addressLine2: '',
    city,
    region: text(p.state),
    postalCode: text(p.postcode),
    countryCode,
    country,
    mapLat: lat,
    mapLng: lon,
  };
  return { prediction: { placeId: details.placeId, description: details.formattedAddress, mainText, secondaryText: secondary.join(', ') }, details };
}

/** The Photon adapter for the geocoder at `baseUrl`. */
export function photonProvider(baseUrl: string, fetchImpl: typeof fetch = fetch): PlacesProvider {
  const get = async (path: '/api' | '/reverse', fields: Record<string, string>): Promise<PhotonFeature[]> => {
    const url = `${baseUrl}${path}?${new URLSearchParams(fields)}`;
    let response: Response;
    try {
      response = await fetchImpl(url, { headers: { accept: 'application/json', 'user-agent': 'Plinth maps proxy' }, redirect: 'error', signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch {
      throw new AppError('UNAVAILABLE', 'The address service is not answering. Please type the address.');
    }
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > MAX_BYTES) throw new AppError('UNAVAILABLE', 'The address service is not answering. Please type the address.');
    const body = response.ok ? await response.text() : '';
    if (!response.ok || body.length > MAX_BYTES) throw new AppError('UNAVAILABLE', 'The address service is not answering. Please type the address.');
    try {
      const features = (JSON.parse(body) as { features?: unknown }).features;
      return Array.isArray(features) ? (features as PhotonFeature[]) : [];
    } catch {
      throw new AppError('UNAVAILABLE', 'The address service is not answering. Please type the address.');
    }
  };
  const langField = (lang: string | undefined): Record<string, string> => (lang && PHOTON_LANGUAGES.has(lang) ? { lang } : {});

  return {
    async autocomplete(query: PlacesQuery) {
      const fields: Record<string, string> = { q: query.input, limit: String(query.limit), ...langField(query.lang) };
      if (query.lat !== undefined && query.lng !== undefined) Object.assign(fields, { lat: String(query.lat), lon: String(query.lng) });
      const seen = new Set<string>();
      const places: FoundPlace[] = [];
      for (const feature of await get('/api', fields)) {
        const place = photonPlace(feature);
        if (!place || seen.has(place.prediction.placeId)) continue;
        seen.add(place.prediction.placeId);
        places.push(place);
      }
      return places.slice(0, query.limit);
    },
    async details(placeId: string, lang?: string) {
      const parts = parsePlaceId(placeId);
      if (!parts) return null;
      const features = await get('/reverse', { lat: String(parts.lat), lon: String(parts.lon), limit: '10', ...langField(lang) });
      const places = features.map(photonPlace).filter((p): p is FoundPlace => p !== null);
      // The same OSM object when reverse lists it; the place's own coordinates otherwise.
      const same = places.find((p) => p.details.placeId.startsWith(`osm:${parts.type}:${parts.id}:`)) ?? places[0];
      return same ? { ...same.details, placeId, mapLat: parts.lat, mapLng: parts.lon } : null;
    },
  };
}
