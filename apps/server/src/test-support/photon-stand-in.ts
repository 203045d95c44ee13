import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A geocoder that answers as Photon documents (https://photon.komoot.io, GET /api?q=&limit=&lang=&lat=&lon=
 * and GET /reverse?lat=&lon=): a GeoJSON FeatureCollection whose features carry properties name,
 * street, housenumber, postcode, city, state, country, countrycode, osm_id, osm_type, osm_key,
 * osm_value and a Point geometry [lon, lat]. It knows a few places, matches every word of q as a
 * prefix, and records each request it got (path, query and headers) for the tests to check.
 */

interface PhotonProperties {
  name?: string;
  street?: string;
  housenumber?: string;
  postcode?: string;
  city?: string;
  state?: string;
  country: string;
  countrycode: string;
  osm_id: number;
  osm_type: 'N' | 'W' | 'R';
  osm_key: string;
  osm_value: string;
}

/** A place the stand-in knows. */
export interface PhotonPlace {
  properties: PhotonProperties;
  lon: number;
  lat: number;
}

/** The stand-in's places: streets in Stoke-on-Trent, Bath and New York. */
export const PHOTON_PLACES: PhotonPlace[] = [
  { lon: -2.1794, lat: 53.0027, properties: { street: 'Clay Street', housenumber: '12', postcode: 'ST1 1AA', city: 'Stoke-on-Trent', state: 'England', country: 'United Kingdom', countrycode: 'GB', osm_id: 1001, osm_type: 'N', osm_key: 'place', osm_value: 'house' } },
  { lon: -2.3598, lat: 51.3811, properties: { street: 'Kiln Lane', housenumber: '1', postcode: 'BA1 1AA', city: 'Bath', state: 'England', country: 'United Kingdom', countrycode: 'GB', osm_id: 1002, osm_type: 'N', osm_key: 'place', osm_value: 'house' } },
  { lon: -73.9857, lat: 40.7484, properties: { name: 'Empire State Building', street: '5th Avenue', housenumber: '350', postcode: '10118', city: 'New York', state: 'New York', country: 'United States', countrycode: 'US', osm_id: 34633854, osm_type: 'W', osm_key: 'tourism', osm_value: 'attraction' } },
  { lon: -73.9903, lat: 40.7359, properties: { street: 'Broadway', housenumber: '841', postcode: '10003', city: 'New York', state: 'New York', country: 'United States', countrycode: 'US', osm_id: 2002, osm_type: 'N', osm_key: 'place', osm_value: 'house' } },
];

/** A request the stand-in received. */
export interface PhotonRequest {
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
}

const words = (place: PhotonPlace) => Object.values(place.properties).join(' ').toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);

const feature = (place: PhotonPlace) => ({ type: 'Feature', geometry: { type: 'Point', coordinates: [place.lon, place.lat] }, properties: place.properties });

/** Starts the stand-in on 127.0.0.1; `requests` fills as calls arrive; `failNext` makes calls answer 500. */
export function startPhotonStandIn(places: PhotonPlace[] = PHOTON_PLACES): Promise<{ url: string; requests: PhotonRequest[]; failing: { on: boolean }; close(): Promise<void> }> {
  const requests: PhotonRequest[] = [];
  const failing = { on: false };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const query = Object.fromEntries(url.searchParams);
    requests.push({ path: url.pathname, query, headers: request.headers });
    if (failing.on) {
      response.writeHead(500, { 'content-type': 'text/plain' }).end('boom');
      return;
    }
    let found: PhotonPlace[] = [];
    if (url.pathname === '/api') {
      const terms = (query.q ?? '').toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
      found = terms.length ? places.filter((place) => terms.every((term) => words(place).some((word) => word.startsWith(term)))) : [];
    } else if (url.pathname === '/reverse') {
      const lat = Number(query.lat), lon = Number(query.lon);
      found = [...places].sort((a, b) => Math.hypot(a.lat - lat, a.lon - lon) - Math.hypot(b.lat - lat, b.lon - lon));
    } else {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"not found"}');
      return;
    }
    const limit = Math.max(1, Number(query.limit ?? 15) || 15);
    response.writeHead(200, { 'content-type': 'application/json;charset=utf-8' }).end(JSON.stringify({ type: 'FeatureCollection', features: found.slice(0, limit).map(feature) }));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}`, requests, failing, close: () => new Promise((done) => server.close(() => done())) });
    }),
  );
}
