/**
 * A saved address (the checkout's shipping fields: firstName, lastName, address1, address2, city,
 * region, postalCode, country) as the lines of a postal address; fields it does not know follow.
 */

const KNOWN = new Set(['firstName', 'lastName', 'address1', 'address2', 'city', 'region', 'postalCode', 'country']);

/**
 * The address's lines, empty parts left out.
 * @example addressLines({ firstName: 'Ada', lastName: 'L', address1: '1 Main St', city: 'Oslo', postalCode: '0150', country: 'NO' })
 * // ['Ada L', '1 Main St', 'Oslo 0150', 'NO']
 */
export function addressLines(address: Record<string, string>): string[] {
  const join = (...parts: (string | undefined)[]) => parts.map((part) => part?.trim() ?? '').filter(Boolean).join(' ');
  // 'Ripley, Surrey GU23 6NT'; without a region 'London SW1Y 4JH'.
  const place = join([address.city?.trim(), address.region?.trim()].filter(Boolean).join(', '), address.postalCode);
  const extra = Object.entries(address)
    .filter(([key, value]) => !KNOWN.has(key) && value.trim())
    .map(([key, value]) => `${key}: ${value.trim()}`);
  return [join(address.firstName, address.lastName), address.address1?.trim(), address.address2?.trim(), place, address.country?.trim(), ...extra].filter((line): line is string => Boolean(line));
}
