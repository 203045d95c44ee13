import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { Reader, type Response } from 'maxmind';

/*
 * The visitor's country for analytics (issue 12: "countries from a bundled GeoLite2 country
 * database, optional"). The database is read into memory once, when the app starts; each hit then
 * looks its address up in memory. Only the ISO 3166-1 alpha-2 code is kept: the address itself is
 * never stored. GeoLite2 data is by MaxMind, CC BY-SA 4.0 (README "Credits").
 */

/** Tells the country of an address. */
export interface CountryLookup {
  /** `'GB'` for an address in Great Britain; null when unknown, private or unreadable. */
  country(address: string): string | null;
}

/** No database: every country is unknown. */
export const NO_COUNTRIES: CountryLookup = { country: () => null };

/** The record shapes of the databases we read: ip-location-db's (`country_code`) and MaxMind's own. */
type CountryRecord = Response & {
  country_code?: unknown;
  country?: { iso_code?: unknown };
  registered_country?: { iso_code?: unknown };
};

const ISO_CODE = /^[A-Z]{2}$/;

/** An IPv4 address as a dual-stack socket reports it (`::ffff:81.2.69.142`) in its plain form. */
function plainAddress(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

function isoCodeOf(record: CountryRecord | null): string | null {
  if (!record) return null;
  // MaxMind's databases leave `country` out for some anycast ranges: the registrant's is next best.
  const code = record.country_code ?? record.country?.iso_code ?? record.registered_country?.iso_code;
  return typeof code === 'string' && ISO_CODE.test(code.toUpperCase()) ? code.toUpperCase() : null;
}

/** A lookup over an MMDB reader: any failure of one lookup is an unknown country. */
export function countryLookupOf(reader: Reader<CountryRecord>): CountryLookup {
  return {
    country(address) {
      const ip = plainAddress(address);
      if (!isIP(ip)) return null;
      try {
        return isoCodeOf(reader.get(ip));
      } catch {
        return null;
      }
    },
  };
}

/**
 * Opens the country database at `path` (read once into memory). Without a path, or when the file
 * is not a readable MMDB (then `warn` says so), every country is unknown: analytics goes on without.
 * @example openCountryLookup(config.geoipDb, (m) => log.warn(m)).country('81.2.69.142') // 'GB'
 */
export function openCountryLookup(path: string | undefined, warn: (message: string) => void): CountryLookup {
  if (!path) return NO_COUNTRIES;
  try {
    return countryLookupOf(new Reader<CountryRecord>(readFileSync(path)));
  } catch (error) {
    warn(`analytics: the country database ${path} could not be read (${(error as Error).message}); countries are unknown`);
    return NO_COUNTRIES;
  }
}
