import { describe, expect, it } from 'vitest';
import { parsePlaceId, photonPlace, photonProvider } from './maps-photon.ts';

const feature = (properties: Record<string, unknown>, coordinates: unknown = [-2.1794, 53.0027]) => ({ geometry: { type: 'Point', coordinates }, properties });

describe('the Photon adapter', () => {
  it('reads a street address, a named place and a town into predictions', () => {
    expect(photonPlace(feature({ osm_type: 'N', osm_id: 1, housenumber: '12', street: 'Clay Street', city: 'Stoke-on-Trent', postcode: 'ST1 1AA', country: 'United Kingdom', countrycode: 'gb' }))?.prediction).toEqual({
      placeId: 'osm:N:1:53.002700:-2.179400', description: '12 Clay Street, Stoke-on-Trent, ST1 1AA, United Kingdom', mainText: '12 Clay Street', secondaryText: 'Stoke-on-Trent, ST1 1AA, United Kingdom',
    });
    const named = photonPlace(feature({ osm_type: 'W', osm_id: 2, name: 'Empire State Building', housenumber: '350', street: '5th Avenue', city: 'New York', country: 'United States', countrycode: 'US' }));
    expect(named?.prediction.mainText).toBe('Empire State Building');
    expect(named?.details.addressLine1).toBe('350 5th Avenue');
    expect(photonPlace(feature({ osm_type: 'R', osm_id: 3, name: 'Bath', city: 'Bath', country: 'United Kingdom', countrycode: 'GB' }))?.prediction.secondaryText).toBe('United Kingdom');
  });

  it('drops features without an OSM id, a point in range or any name', () => {
    expect(photonPlace(feature({ osm_type: 'N', name: 'x' }))).toBeNull();
    expect(photonPlace(feature({ osm_type: 'X', osm_id: 1, name: 'x' }))).toBeNull();
    expect(photonPlace(feature({ osm_type: 'N', osm_id: 1, name: 'x' }, [200, 10]))).toBeNull();
    expect(photonPlace(feature({ osm_type: 'N', osm_id: 1, name: 'x' }, 'nowhere'))).toBeNull();
    expect(photonPlace(feature({ osm_type: 'N', osm_id: 1 }))).toBeNull();
  });

  it('reads back only place ids it made', () => {
    expect(parsePlaceId('osm:W:34633854:40.748400:-73.985700')).toEqual({ type: 'W', id: '34633854', lat: 40.7484, lon: -73.9857 });
    for (const bad of ['osm:W:1:91.000000:0.000000', 'osm:N:1:1:1', 'http://x', 'osm:N:1:1.000000:1.000000:extra']) expect(parsePlaceId(bad)).toBeNull();
  });

  it('calls only the configured base URL with its own fields, and calls a non-JSON or failed answer unavailable', async () => {
    const calls: Array<{ url: string; headers: unknown }> = [];
    const answer = (body: string, status = 200) => (async (url: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(url), headers: init?.headers });
      return new Response(body, { status });
    }) as typeof fetch;
    const ok = photonProvider('http://photon.test:2322', answer('{"type":"FeatureCollection","features":[]}'));
    expect(await ok.autocomplete({ input: 'a&b=c', limit: 3, lang: 'xx', lat: 1, lng: 2 })).toEqual([]);
    expect(calls[0]).toEqual({ url: 'http://photon.test:2322/api?q=a%26b%3Dc&limit=3&lat=1&lon=2', headers: { accept: 'application/json', 'user-agent': 'Plinth maps proxy' } });
    await expect(photonProvider('http://photon.test', answer('<html>')).autocomplete({ input: 'x', limit: 1 })).rejects.toThrow('The address service is not answering. Please type the address.');
    await expect(photonProvider('http://photon.test', answer('{}', 502)).autocomplete({ input: 'x', limit: 1 })).rejects.toThrow('The address service is not answering.');
  });
});
