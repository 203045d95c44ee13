/**
 * Where an order ships to (the cart's `shippingLocation`, storefront.md §3) and
 * how a rule's place is matched against it.
 */

export interface ShippingLocation {
  /** ISO 3166-1 alpha-2 code, any case: 'US', 'ca'. */
  country: string;
  /** State, province or county code: 'NY', 'QC'. */
  region?: string | null;
  postalCode?: string | null;
}

/** Upper case without surrounding spaces: the form codes are compared in. */
export function normalizeCode(code: string | null | undefined): string {
  return (code ?? '').trim().toUpperCase();
}

/** Upper case without any spaces or dashes, for postal-code prefixes ('sw1a 1aa' → 'SW1A1AA'). */
export function normalizePostalCode(code: string | null | undefined): string {
  return (code ?? '').replace(/[\s-]+/g, '').toUpperCase();
}

/**
 * Tells whether a location is in a country list; an absent or empty list means everywhere.
 * @example shipsToCountry(['US', 'CA'], { country: 'ca' }) // true
 */
export function shipsToCountry(countries: readonly string[] | undefined, location: ShippingLocation): boolean {
  if (!countries || countries.length === 0) return true;
  const country = normalizeCode(location.country);
  return countries.some((code) => normalizeCode(code) === country);
}
