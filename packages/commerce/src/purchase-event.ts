/**
 * The purchase analytics event (storefront.md §4: fired on the customer
 * checkout-confirmed event, value = cents divided by 100 with 2 decimals) and
 * the Order it carries (storefront.md §3, platform.md §3 Order).
 */
import { minorToDecimalString } from './amount.ts';
import type { CurrencyCode } from './currencies.ts';
import { requireMinorUnits } from './minor-units.ts';
import { moneyFromMinor, type MoneyValue } from './money.ts';

/**
 * The event value: the amount in major units as text with exactly 2 decimals,
 * like `(cents / 100).toFixed(2)` but exact and currency-aware: a currency
 * without minor units (JPY) is not divided, it gains '.00'. Text keeps the
 * 2 decimals a number would lose ('25.00', not 25).
 * @example purchaseEventValue(2500, 'USD') // '25.00'
 * @example purchaseEventValue(1999, 'EUR') // '19.99'
 * @example purchaseEventValue(2500, 'JPY') // '2500.00'
 * @throws RangeError when the total is not a non-negative safe integer
 */
export function purchaseEventValue(grandTotalCents: number, currency: CurrencyCode): string {
  const text = minorToDecimalString(requireMinorUnits(grandTotalCents, 'grandTotalCents'), currency);
  const [whole, fraction = ''] = text.split('.');
  return `${whole}.${fraction.padEnd(2, '0')}`;
}

export interface OrderInput {
  id: string;
  purchasedCartId: string;
  testMode: boolean;
  websiteId: string;
  currency: CurrencyCode;
  items: readonly { sku: string; productName: string; quantity: number; unitPriceCents: number }[];
  grandTotalCents: number;
  shippingTotalCents: number;
  taxTotalCents: number;
}

/** An order line for analytics. */
export interface AnalyticsOrderItem {
  sku: string;
  productName: string;
  quantity: number;
  unitPrice: MoneyValue;
}

/** The Order of storefront.md §3; every money carries both `decimalValue`/`currencyCode` and `value`/`currency`. */
export interface AnalyticsOrder {
  id: string;
  purchasedCartId: string;
  testMode: boolean;
  websiteId: string;
  items: AnalyticsOrderItem[];
  grandTotal: MoneyValue;
  shippingTotal: MoneyValue;
  taxTotal: MoneyValue;
}

/**
 * Builds the purchase event's Order from a stored order.
 * @throws RangeError on a negative or fractional amount or quantity
 * @example orderForAnalytics(order).grandTotal
 * // { value: '30.00', currency: 'USD', decimalValue: '30.00', currencyCode: 'USD' }
 */
export function orderForAnalytics(order: OrderInput): AnalyticsOrder {
  const money = (cents: number, what: string): MoneyValue => moneyFromMinor(requireMinorUnits(cents, what), order.currency);
  return {
    id: order.id,
    purchasedCartId: order.purchasedCartId,
    testMode: order.testMode,
    websiteId: order.websiteId,
    items: order.items.map((item) => ({
      sku: item.sku,
      productName: item.productName,
      quantity: requireMinorUnits(item.quantity, 'quantity'),
      unitPrice: money(item.unitPriceCents, 'unitPriceCents'),
    })),
    grandTotal: money(order.grandTotalCents, 'grandTotalCents'),
    shippingTotal: money(order.shippingTotalCents, 'shippingTotalCents'),
    taxTotal: money(order.taxTotalCents, 'taxTotalCents'),
  };
}
