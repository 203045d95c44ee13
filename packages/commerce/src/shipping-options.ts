/**
 * Shipping options of a cart (storefront.md §3 `shippingOptions`,
 * `selectedShippingOption`): flat rate, free from a threshold, or per item.
 */
import { requireMinorUnits } from './minor-units.ts';
import { shipsToCountry, type ShippingLocation } from './shipping-location.ts';

interface ShippingOptionBase {
  id: string;
  /** Shown to the visitor: 'Standard', 'Express'. */
  name: string;
  /** ISO alpha-2 codes this option ships to; absent or empty = everywhere. */
  countries?: string[];
}

/**
 * - `FLAT_RATE`: `rateCents` per order.
 * - `FREE_OVER`: `rateCents` per order, free once the subtotal after discounts
 *   reaches `thresholdCents` (at least, like "orders of $50 or more").
 * - `PER_ITEM`: `rateCents` per physical unit (a digital line ships nothing).
 */
export type ShippingOption =
  | (ShippingOptionBase & { method: 'FLAT_RATE'; rateCents: number })
  | (ShippingOptionBase & { method: 'FREE_OVER'; rateCents: number; thresholdCents: number })
  | (ShippingOptionBase & { method: 'PER_ITEM'; rateCents: number });

/** An option with its cost for one cart. */
export type PricedShippingOption = ShippingOption & { costCents: number };

export interface ShippingBasis {
  /** Units of physical products in the cart. */
  physicalQuantity: number;
  /** Subtotal after discounts, in minor units. */
  discountedSubtotalCents: number;
}

/**
 * What an option costs for a cart.
 * @throws RangeError on a negative or fractional rate, threshold or quantity
 * @example shippingOptionCost({ id: 's', name: 'Std', method: 'PER_ITEM', rateCents: 150 }, { physicalQuantity: 3, discountedSubtotalCents: 0 }) // 450
 */
export function shippingOptionCost(option: ShippingOption, basis: ShippingBasis): number {
  const rate = requireMinorUnits(option.rateCents, 'rateCents');
  switch (option.method) {
    case 'FLAT_RATE':
      return rate;
    case 'FREE_OVER':
      return basis.discountedSubtotalCents >= requireMinorUnits(option.thresholdCents, 'thresholdCents') ? 0 : rate;
    case 'PER_ITEM':
      return requireMinorUnits(rate * requireMinorUnits(basis.physicalQuantity, 'physicalQuantity'), 'shipping cost');
    default:
      throw new RangeError(`Unknown shipping method: ${String((option as { method: unknown }).method)}`);
  }
}

/**
 * The options offered for a cart, each with its cost, in the store's order.
 * Without a location every option is listed (the cart page shows estimates
 * before an address is known); with one, only options shipping to its country.
 */
export function priceShippingOptions(
  options: readonly ShippingOption[],
  basis: ShippingBasis,
  location?: ShippingLocation | null,
): PricedShippingOption[] {
  return options
    .filter((option) => !location || shipsToCountry(option.countries, location))
    .map((option) => ({ ...option, costCents: shippingOptionCost(option, basis) }));
}

/**
 * The visitor's choice when it is offered, else the cheapest offered option
 * (the first of equals), else null when nothing ships there.
 * @example selectShippingOption(priced, 'express') // the express option, if offered
 */
export function selectShippingOption<T extends { id: string; costCents: number } = PricedShippingOption>(
  priced: readonly T[],
  selectedId?: string | null,
): T | null {
  const chosen = priced.find((option) => option.id === selectedId);
  if (chosen) return chosen;
  let cheapest: T | null = null;
  for (const option of priced) if (cheapest === null || option.costCents < cheapest.costCents) cheapest = option;
  return cheapest;
}
