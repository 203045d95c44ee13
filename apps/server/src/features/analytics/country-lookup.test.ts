import { describe, expect, it } from 'vitest';
import { bundledGeoipDb } from '../../infra/config.ts';
import { openCountryLookup } from './country-lookup.ts';

describe('openCountryLookup', () => {
  const warnings: string[] = [];
  const countries = openCountryLookup(bundledGeoipDb(), (message) => warnings.push(message));

  it('tells the country of an address from the bundled GeoLite2 database', () => {
    expect(warnings).toEqual([]);
    expect(countries.country('81.2.69.142')).toBe('GB');
    expect(countries.country('89.160.20.112')).toBe('SE');
    expect(countries.country('8.8.8.8')).toBe('US');
    // IPv6, and IPv4 as a dual-stack socket reports it.
    expect(countries.country('2a02:c7f::1')).toBe('GB');
    expect(countries.country('::ffff:81.2.69.142')).toBe('GB');
  });

  it('knows no country for private, loopback or unreadable addresses', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '::1', '', 'localhost', '999.1.1.1', '81.2.69.142, 10.0.0.1']) {
      expect(countries.country(address), address).toBeNull();
    }
  });

  it('goes on without countries when there is no database or it cannot be read', () => {
    expect(openCountryLookup(undefined, () => {}).country('81.2.69.142')).toBeNull();
    const said: string[] = [];
    const broken = openCountryLookup(new URL(import.meta.url).pathname, (message) => said.push(message));
    expect(broken.country('81.2.69.142')).toBeNull();
    expect(said).toEqual([expect.stringMatching(/^analytics: the country database .*country-lookup\.test\.ts could not be read/)]);
  });
});
