/** Product and money rules shared by the commerce formatters and predicates (jsont.md §9-§10). */
import { arr, escapeHtml, isTruthy, localeOf, num, rec } from './util.ts';
import { currencyFormat, numberFormat } from './intl.ts';
import { TEMPLATE_PRODUCT_TYPES } from '@plinth/platform';
import type { PredicateContext } from '../types.ts';

/** `structuredContent.productType` codes known to the template layer (`@plinth/platform`). */
export const { PHYSICAL, DIGITAL, SERVICE, GIFT_CARD } = TEMPLATE_PRODUCT_TYPES;

/** A money amount: minor units (cents) and an ISO currency (default USD). */
export interface Money {
  cents: number;
  currency: string;
}

export const DEFAULT_CURRENCY = 'USD';

/** Reads `{value, currency}` or `{decimalValue, currencyCode}`; amounts are decimal strings or numbers. */
export function readMoney(v: unknown): Money {
  const m = rec(v);
  const amount = num(m.decimalValue ?? m.value);
  const currency = m.currencyCode ?? m.currency;
  return {
    cents: Number.isFinite(amount) ? Math.round(amount * 100) : 0,
    currency: typeof currency === 'string' && currency !== '' ? currency : DEFAULT_CURRENCY,
  };
}

export function content(item: unknown): Record<string, unknown> {
  return rec(rec(item).structuredContent);
}

export function productType(item: unknown): number {
  const t = content(item).productType;
  return t === PHYSICAL || t === DIGITAL || t === SERVICE || t === GIFT_CARD ? (t as number) : 0;
}

export function variants(item: unknown): Record<string, unknown>[] {
  const list = arr(content(item).variants);
  // The usual case, every variant an object, needs no copy.
  for (const v of list) if (v === null || typeof v !== 'object' || Array.isArray(v)) return list.map(rec);
  return list as Record<string, unknown>[];
}

/** One purchasable price point: a variant, or the digital good's structured content. */
interface PricePoint {
  price: Money;
  sale: Money;
  onSale: boolean;
}

function pricePoint(v: Record<string, unknown>): PricePoint {
  return { price: readMoney(v.priceMoney), sale: readMoney(v.salePriceMoney), onSale: v.onSale === true };
}

/** The price points of a product: its variants, or its content for digital goods; none for unknown types. */
export function pricePoints(item: unknown): PricePoint[] {
  const type = productType(item);
  if (type === 0) return [];
  if (type === DIGITAL) return [pricePoint(content(item))];
  return variants(item).map(pricePoint);
}

const effective = (p: PricePoint): Money => (p.onSale ? p.sale : p.price);

function pick(points: Money[], better: (a: number, b: number) => boolean): Money {
  let best: Money | null = null;
  for (const m of points) if (best === null || better(m.cents, best.cents)) best = m;
  return best ?? { cents: 0, currency: DEFAULT_CURRENCY };
}

/** Lowest effective price (the sale price of on-sale points). */
export function fromPrice(item: unknown): Money {
  return pick(pricePoints(item).map(effective), (a, b) => a < b);
}

/** Highest regular price (`points`: the item's price points, when already read). */
export function normalPrice(item: unknown, points = pricePoints(item)): Money {
  return pick(points.map((p) => p.price), (a, b) => a > b);
}

/** Lowest sale price among on-sale points, else 0 (`points` as for `normalPrice`). */
export function salePrice(item: unknown, points = pricePoints(item)): Money {
  return pick(points.filter((p) => p.onSale).map((p) => p.sale), (a, b) => a < b);
}

/** `on-sale?`: any variant on sale; digital goods: `structuredContent.onSale`. */
export function isOnSale(item: unknown): boolean {
  const type = productType(item);
  if (type === 0) return false;
  if (type === DIGITAL) return content(item).onSale === true;
  return variants(item).some((v) => v.onSale === true);
}

/** `sold-out?`: physical/service without unlimited or in-stock variants; digital/gift card never; unknown always. */
export function isSoldOut(item: unknown): boolean {
  const type = productType(item);
  if (type === DIGITAL || type === GIFT_CARD) return false;
  if (type === 0) return true;
  return !variants(item).some((v) => v.unlimited === true || num(v.qtyInStock) > 0);
}

/** `varied-prices?`: a variant differs from the first in `onSale`, `price` or (first on sale) `salePrice`. */
export function hasVariedPrices(item: unknown): boolean {
  const type = productType(item);
  if (type !== PHYSICAL && type !== SERVICE && type !== GIFT_CARD) return false;
  const [first, ...rest] = variants(item);
  if (first === undefined) return false;
  const onSale = first.onSale === true;
  return rest.some((v) => (v.onSale === true) !== onSale || num(v.price) !== num(first.price) ||
    (onSale && num(v.salePrice) !== num(first.salePrice)));
}

/** `has-variants?`: more than one variant, not a digital good. */
export function hasVariants(item: unknown): boolean {
  return productType(item) !== DIGITAL && variants(item).length > 1;
}

/**
 * Money as storefront text: with `featureFlags.useCLDRMoneyFormat`, CLDR currency text of the
 * render locale (`$1,234.50`); otherwise the 2-decimal en-US number in a
 * `<span class="sqs-money-native">` that client scripts localize.
 */
export function moneyText(m: Money, ctx: PredicateContext): string {
  const amount = m.cents / 100;
  if (isTruthy(ctx.lookup('featureFlags.useCLDRMoneyFormat'))) {
    return currencyFormat(localeOf(ctx), m.currency, false).format(amount);
  }
  const n = numberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
  return `<span class="sqs-money-native">${escapeHtml(n)}</span>`;
}

/** The merchandising settings of a product (`productMerchandisingContext.<id>`), looked up outward. */
export function merchandising(item: unknown, ctx: PredicateContext): Record<string, unknown> {
  const id = rec(item).id;
  if (typeof id !== 'string' && typeof id !== 'number') return rec(undefined);
  return rec(rec(ctx.lookup('productMerchandisingContext'))[String(id)]);
}

/** Total finite stock of the variants; Infinity when one is unlimited. */
export function totalStock(item: unknown): number {
  let total = 0;
  for (const v of variants(item)) {
    if (v.unlimited === true) return Infinity;
    const q = num(v.qtyInStock);
    if (q > 0) total += q;
  }
  return total;
}

