import { amountToMinor, isSupportedCurrency } from '@plinth/commerce';

/*
 * Which raw events are steps of the purchase funnel (product view → add to cart → checkout →
 * purchase) and what a purchase earned. Event names arrive from two trackers and older pages in
 * several spellings ('visit product page', 'VisitProductPage', 'add_to_cart'), so they are compared
 * without case, spaces or punctuation.
 */

/** The funnel's steps, in order. */
export const FUNNEL_STEPS = ['product_view', 'add_to_cart', 'checkout', 'purchase'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

const STEP_NAMES: Readonly<Record<FunnelStep, readonly string[]>> = {
  product_view: ['visitproductpage', 'productview', 'viewproduct', 'productpageview', 'viewitem'],
  add_to_cart: ['addtocart', 'clickandadd', 'additemtocart'],
  checkout: ['checkout', 'begincheckout', 'startcheckout', 'viewcheckout', 'checkoutstarted', 'initiatecheckout'],
  purchase: ['purchase', 'checkoutconfirmed', 'orderconfirmed', 'ordercompleted'],
};

const STEP_BY_NAME: ReadonlyMap<string, number> = new Map(
  FUNNEL_STEPS.flatMap((step, index) => STEP_NAMES[step].map((name) => [name, index] as const)),
);

/** `'Visit Product Page'` → `'visitproductpage'`. */
function normalized(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/**
 * The funnel step (0 to 3) an event is, or -1.
 * @example funnelStepOf('add to cart') // 1
 */
export function funnelStepOf(eventName: string | null): number {
  if (!eventName) return -1;
  return STEP_BY_NAME.get(normalized(eventName)) ?? -1;
}

/** Major units (`'48.00'`, `48`) to minor units of `currency` (USD when unknown); anything else is 0. */
function toMinor(value: unknown, currency: unknown): number {
  if (typeof value !== 'number' && typeof value !== 'string') return 0;
  try {
    const minor = amountToMinor(value, isSupportedCurrency(currency) ? currency : 'USD');
    return minor > 0 ? minor : 0;
  } catch {
    return 0;
  }
}

/**
 * What a purchase event earned, in minor units: its `value` (the checkout's purchase event, major
 * units of its `currency`), else the order's `grandTotal` (`decimalValue` or `value`, with
 * `currencyCode` or `currency`), else `revenueCents`. Unreadable data earns 0.
 * @example purchaseCents('{"event":"purchase","value":"48.00","currency":"USD"}') // 4800
 * @example purchaseCents('{"event":"purchase","value":"1500","currency":"JPY"}') // 1500
 */
export function purchaseCents(dataJson: string | null): number {
  if (!dataJson) return 0;
  let data: unknown;
  try {
    data = JSON.parse(dataJson);
  } catch {
    return 0;
  }
  if (typeof data !== 'object' || data === null) return 0;
  const record = data as Record<string, unknown>;
  const direct = toMinor(record.value, record.currency);
  if (direct) return direct;
  const order = (typeof record.order === 'object' && record.order !== null ? record.order : record) as Record<string, unknown>;
  const total = order.grandTotal as Record<string, unknown> | undefined;
  if (total && typeof total === 'object') {
    const cents = toMinor(total.decimalValue ?? total.value, total.currencyCode ?? total.currency);
    if (cents) return cents;
  }
  const cents = Number(record.revenueCents);
  return Number.isSafeInteger(cents) && cents > 0 ? cents : 0;
}
