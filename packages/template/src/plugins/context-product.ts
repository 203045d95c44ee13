/**
 * A product of the template context (jsont.md §10) as the commerce formatters and predicates read
 * it. The product itself (its `structuredContent`, type code, variants, sale flags and stock) is
 * read by `@plinth/commerce`'s one reader of page contexts (its context-product.ts), which the
 * server's widget formatters use too. What is the template's own is how prices are read: as the
 * hosted builder reads them (`priceMoney` `{value, currency}` in hundredths, see context-money.ts;
 * legacy `price` and `salePrice` from numeric text too), not in the currency's minor units.
 *
 * Each reader takes only what its rules need (a product card asks about the same item four
 * times, and most questions need no money parsed).
 */
import { contentVariants, type ContextItem, type ContextProduct, type PricedProduct, type PricedVariant } from '@plinth/commerce';
import { moneyCents, moneyCurrency, type Money } from './context-money.ts';
import { num, rec } from './util.ts';

export {
  contextContent as content,
  contextItem,
  contextState,
  contextStock as stock,
  contextVariants,
  type ContextItem,
  type ContextProduct,
  type ContextState,
} from '@plinth/commerce';

/** A price point: commerce's price fields plus the currency each price was given in. */
export interface ContextPrice extends PricedVariant {
  priceCurrency: string;
  saleCurrency: string;
}

/** Price and sale flag of a variant, a pricing option or a digital good's content. */
export function pricePoint(v: Record<string, unknown>): ContextPrice {
  const price = rec(v.priceMoney);
  const sale = rec(v.salePriceMoney);
  return {
    priceCents: moneyCents(price), salePriceCents: moneyCents(sale), onSale: v.onSale === true,
    priceCurrency: moneyCurrency(price), saleCurrency: moneyCurrency(sale),
  };
}

/** The item's price points, or null for an unknown type; a digital good's is its `structuredContent` (see `contextState`). */
export function contextPrices({ content: sc, productType }: ContextItem): ContextProduct<ContextPrice> | null {
  if (productType === null) return null;
  if (productType === 'DIGITAL') return { productType, variants: [pricePoint(sc)] };
  return { productType, variants: contentVariants(sc).map(pricePoint) };
}

/**
 * The item priced by the legacy cent fields `price` and `salePrice`, which `varied-prices?` compares
 * (jsont.md §10); null for an unknown type. A missing number is NaN, unequal even to another
 * missing one (the reference calls two missing prices equal: not aligned, see README).
 */
export function legacyPrices({ content: sc, productType }: ContextItem): PricedProduct | null {
  if (productType === null) return null;
  // Digital goods have one price: never varied, nothing to read.
  if (productType === 'DIGITAL') return { productType, variants: [] };
  return { productType, variants: contentVariants(sc).map(legacyPrice) };
}

function legacyPrice(v: Record<string, unknown>): PricedVariant {
  return { priceCents: num(v.price), salePriceCents: num(v.salePrice), onSale: v.onSale === true };
}

/** The regular price of a price point, with its currency. */
export function priceMoney(p: ContextPrice): Money {
  return { cents: p.priceCents, currency: p.priceCurrency };
}

/** The sale price of a price point, with its currency. */
export function saleMoney(p: ContextPrice): Money {
  return { cents: p.salePriceCents, currency: p.saleCurrency };
}

/** The money a visitor pays for a price point: commerce's `effectivePriceCents`, with its currency. */
export function effectiveMoney(p: ContextPrice): Money {
  return p.onSale ? saleMoney(p) : priceMoney(p);
}
