/**
 * Shipping zones and their rates (issue 30 item 4): the owner groups the places
 * a store ships to into zones — countries, or regions of a country — and gives
 * each zone its rates. Checkout offers the rates of the address's zone only.
 *
 * - A zone lists places `{ country, regions }`; empty `regions` = the whole
 *   country. A zone listing no place is "Rest of world": it serves every
 *   address no other zone serves.
 * - The address's zone is the most specific one: a zone naming its region,
 *   else a zone naming its whole country, else "Rest of world"; the first of
 *   equals (zones are kept in the owner's order).
 * - Before an address is known (estimates on the cart and checkout pages) the
 *   first zone's rates are offered.
 * - A rate is FLAT (always offered), WEIGHT or SUBTOTAL (offered while the
 *   cart's weight in grams, or its subtotal after discounts, is between `min`
 *   and `max`, both included, either open) or PICKUP (collected at
 *   `pickupAddress`). Any rate may be free from `freeAboveCents` (subtotal
 *   after discounts of at least that much).
 */
import { requireMinorUnits, sumMinorUnits } from './minor-units.ts';
import { normalizeCode, type ShippingLocation } from './shipping-location.ts';

/** How a rate is priced and when it is offered. */
export type ShippingRateKind = 'FLAT' | 'WEIGHT' | 'SUBTOTAL' | 'PICKUP';

/** The rate kinds, for contracts and screens. */
export const SHIPPING_RATE_KINDS: readonly ShippingRateKind[] = ['FLAT', 'WEIGHT', 'SUBTOTAL', 'PICKUP'];

export interface ShippingRate {
  /** Unique within its zone. */
  id: string;
  /** Shown to the buyer: 'Standard', 'DHL Paket', 'Pick up in store'. */
  name: string;
  kind: ShippingRateKind;
  /** What the rate costs, in minor units (0 = free). */
  priceCents: number;
  /** WEIGHT: grams; SUBTOTAL: minor units. Included; null = no lower bound. */
  min?: number | null;
  /** WEIGHT: grams; SUBTOTAL: minor units. Included; null = no upper bound. */
  max?: number | null;
  /** Free once the subtotal after discounts reaches this (minor units); null = never. */
  freeAboveCents?: number | null;
  /** PICKUP: where the buyer collects the order. */
  pickupAddress?: string | null;
}

/** A country, or some of its regions (ISO 3166-1 alpha-2; region codes such as 'NY', 'BE'). */
export interface ZonePlace {
  country: string;
  /** Empty or absent = the whole country. */
  regions?: string[];
}

export interface ShippingZone {
  id: string;
  name: string;
  /** Empty = Rest of world. */
  countries: ZonePlace[];
  rates: ShippingRate[];
}

/** What a cart's rates are priced on. */
export interface ZoneShippingBasis {
  /** Grams of the physical units (Σ quantity × the variant's weight). */
  weightGrams: number;
  /** Subtotal after discounts, in minor units. */
  discountedSubtotalCents: number;
}

/**
 * A rate as offered to one cart: with its zone and cost. `method` repeats the
 * kind under the name checkout answers have always used for shipping options.
 */
export interface OfferedShippingRate {
  id: string;
  name: string;
  method: ShippingRateKind;
  /** The rate's price before any free-shipping threshold. */
  rateCents: number;
  costCents: number;
  zoneId: string;
  zoneName: string;
  pickupAddress: string | null;
}

/** How specifically a zone serves a location: 2 region, 1 whole country, 0 rest of world; -1 not at all. */
export function zoneSpecificity(zone: Pick<ShippingZone, 'countries'>, location: ShippingLocation): number {
  if (zone.countries.length === 0) return 0;
  const country = normalizeCode(location.country);
  const region = normalizeCode(location.region);
  let best = -1;
  for (const place of zone.countries) {
    if (normalizeCode(place.country) !== country) continue;
    const regions = place.regions ?? [];
    if (regions.length === 0) best = Math.max(best, 1);
    else if (region !== '' && regions.some((code) => normalizeCode(code) === region)) best = 2;
  }
  return best;
}

/**
 * The zone serving a location (see the module comment); the first zone without
 * a location; null when no zone serves it.
 * @example zoneFor([germany, restOfWorld], { country: 'de' }) // germany
 */
export function zoneFor<Z extends Pick<ShippingZone, 'countries'>>(zones: readonly Z[], location?: ShippingLocation | null): Z | null {
  if (!location) return zones[0] ?? null;
  let found: Z | null = null;
  let foundScore = -1;
  for (const zone of zones) {
    const score = zoneSpecificity(zone, location);
    if (score > foundScore) {
      found = zone;
      foundScore = score;
    }
  }
  return found;
}

/** Whether `value` is between a rate's bounds (both included; null = open). */
function withinBounds(rate: ShippingRate, value: number): boolean {
  if (rate.min != null && value < requireMinorUnits(rate.min, 'min')) return false;
  if (rate.max != null && value > requireMinorUnits(rate.max, 'max')) return false;
  return true;
}

/**
 * What a rate costs for a cart, or null when it is not offered to it.
 * @throws RangeError on a negative or fractional price, bound or basis
 * @example shippingRateCost({ id: 'r', name: 'Up to 1 kg', kind: 'WEIGHT', priceCents: 490, max: 1000 }, { weightGrams: 800, discountedSubtotalCents: 0 }) // 490
 */
export function shippingRateCost(rate: ShippingRate, basis: ZoneShippingBasis): number | null {
  const price = requireMinorUnits(rate.priceCents, 'priceCents');
  const weight = requireMinorUnits(basis.weightGrams, 'weightGrams');
  const subtotal = requireMinorUnits(basis.discountedSubtotalCents, 'discountedSubtotalCents');
  switch (rate.kind) {
    case 'FLAT':
    case 'PICKUP':
      break;
    case 'WEIGHT':
      if (!withinBounds(rate, weight)) return null;
      break;
    case 'SUBTOTAL':
      if (!withinBounds(rate, subtotal)) return null;
      break;
    default:
      throw new RangeError(`Unknown shipping rate kind: ${String((rate as { kind: unknown }).kind)}`);
  }
  if (rate.freeAboveCents != null && subtotal >= requireMinorUnits(rate.freeAboveCents, 'freeAboveCents')) return 0;
  return price;
}

/**
 * The rates offered to a cart at a location: those of its zone that apply to
 * the cart, each with its cost, in the owner's order. [] when no zone serves
 * the location (checkout then refuses the address).
 */
export function offerShippingRates(
  zones: readonly ShippingZone[],
  basis: ZoneShippingBasis,
  location?: ShippingLocation | null,
): OfferedShippingRate[] {
  const zone = zoneFor(zones, location);
  if (!zone) return [];
  const offered: OfferedShippingRate[] = [];
  for (const rate of zone.rates) {
    const costCents = shippingRateCost(rate, basis);
    if (costCents === null) continue;
    offered.push({
      id: rate.id,
      name: rate.name,
      method: rate.kind,
      rateCents: rate.priceCents,
      costCents,
      zoneId: zone.id,
      zoneName: zone.name,
      pickupAddress: rate.kind === 'PICKUP' ? (rate.pickupAddress ?? null) : null,
    });
  }
  return offered;
}

/**
 * Grams a cart ships: Σ quantity × unit weight of its physical lines (a line
 * without a weight weighs nothing).
 * @throws RangeError on a negative or fractional weight or quantity
 */
export function cartWeightGrams(lines: readonly { quantity: number; weightGrams?: number | null }[]): number {
  return sumMinorUnits(
    lines.map((line) => requireMinorUnits(requireMinorUnits(line.quantity, 'quantity') * requireMinorUnits(line.weightGrams ?? 0, 'weightGrams'), 'line weight')),
    'weightGrams',
  );
}
