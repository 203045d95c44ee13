/**
 * The commerce rules of the template layer (jsont.md §9-§10) over context items: each item is
 * read into `@plinth/commerce`'s shape (`context-product.ts`) and decided by commerce's rules.
 * Only what commerce has no notion of is decided here: a product type the template layer does
 * not know ("unknown": always sold out, never on sale, priced 0) and how money is written.
 */
import {
  displayState as commerceDisplayState, formatMinorDigits, fromPriceVariant, hasVariants as commerceHasVariants,
  hasVariedPrices as commerceHasVariedPrices, isOnSale as commerceIsOnSale, isSoldOut as commerceIsSoldOut,
  regularPriceVariant, salePriceVariant, totalStock as commerceTotalStock, type DisplayState,
} from '@plinth/commerce';
import {
  contextItem, contextVariants, effectiveMoney, priceMoney, saleMoney, stock, type ContextPrice, type ContextProduct,
} from './context-product.ts';
import { legacyOf, stateOf } from './context-reads.ts';
import { NO_MONEY, type Money } from './context-money.ts';
import { isTruthy, localeOf, rec } from './util.ts';
import { currencyFormat } from './intl.ts';
import type { PredicateContext } from '../types.ts';

export type { Money } from './context-money.ts';
export { content, contextVariants as variants } from './context-product.ts';
export { pricesOf } from './context-reads.ts';

/** `sold-out?`: commerce's rule (physical/service without stock; digital/gift card never); unknown always. */
export function isSoldOut(item: unknown, ctx: PredicateContext): boolean {
  const product = stateOf(item, ctx);
  return product === null || commerceIsSoldOut(product);
}

/** `on-sale?`: commerce's rule (any variant; a digital good: its own `onSale`); unknown never. */
export function isOnSale(item: unknown, ctx: PredicateContext): boolean {
  const product = stateOf(item, ctx);
  return product !== null && commerceIsOnSale(product);
}

/** Sold out, on sale or neither (sold out wins); unknown types are sold out. */
export function displayState(item: unknown, ctx: PredicateContext): DisplayState {
  const product = stateOf(item, ctx);
  return product === null ? 'sold-out' : commerceDisplayState(product);
}

/** `varied-prices?`: commerce's rule on the legacy `price`/`salePrice` fields; digital and unknown never. */
export function hasVariedPrices(item: unknown, ctx: PredicateContext): boolean {
  const product = legacyOf(item, ctx);
  return product !== null && commerceHasVariedPrices(product);
}

/** `has-variants?`: more than one variant, not a digital good; an unknown type counts its variants too. */
export function hasVariants(item: unknown): boolean {
  const { productType } = contextItem(item);
  const variants = contextVariants(item);
  return productType === null ? variants.length > 1 : commerceHasVariants({ productType, variants });
}

/** Lowest effective price (the sale price of on-sale variants); 0 USD without one. */
export function fromPrice(product: ContextProduct<ContextPrice> | null): Money {
  const v = product && fromPriceVariant(product);
  return v ? effectiveMoney(v) : NO_MONEY;
}

/** Highest regular price; 0 USD without one. */
export function normalPrice(product: ContextProduct<ContextPrice> | null): Money {
  const v = product && regularPriceVariant(product);
  return v ? priceMoney(v) : NO_MONEY;
}

/** Lowest sale price among on-sale variants; 0 USD when none is on sale. */
export function salePrice(product: ContextProduct<ContextPrice> | null): Money {
  const v = product && salePriceVariant(product);
  return v ? saleMoney(v) : NO_MONEY;
}

/** Total finite stock of the variants, whatever the type; Infinity when one is unlimited. */
export function totalStock(item: unknown): number {
  return commerceTotalStock({ variants: contextVariants(item).map(stock) });
}

// The native text of the last prices: a product list prints the same few over and over.
const nativeTexts = new Map<number, string>();

/**
 * Money as storefront text: with `featureFlags.useCLDRMoneyFormat`, CLDR currency text of the
 * render locale, rounded half-even as CLDR rounds (`$1,234.50`; ¥0 for 0.5 yen: the hosted
 * builder's rule, locale-dependent, so not commerce's `formatMoney`, which writes one fixed
 * style per currency); otherwise commerce's plain 2-decimal
 * en-US digits in a `<span class="sqs-money-native">` that client scripts localize.
 */
export function moneyText(m: Money, ctx: PredicateContext): string {
  if (isTruthy(ctx.lookup('featureFlags.useCLDRMoneyFormat'))) {
    return currencyFormat(localeOf(ctx), m.currency, true).format(m.cents / 100);
  }
  let digits = nativeTexts.get(m.cents);
  if (digits === undefined) {
    if (nativeTexts.size >= 1000) nativeTexts.clear();
    nativeTexts.set(m.cents, (digits = formatMinorDigits(m.cents, 2)));
  }
  return `<span class="sqs-money-native">${digits}</span>`;
}

/** The merchandising settings of a product (`productMerchandisingContext.<id>`), looked up outward. */
export function merchandising(item: unknown, ctx: PredicateContext): Record<string, unknown> {
  const id = rec(item).id;
  if (typeof id !== 'string' && typeof id !== 'number') return rec(undefined);
  return rec(rec(ctx.lookup('productMerchandisingContext'))[String(id)]);
}
