/**
 * Context items read into commerce's shape once per render and item (`context-product.ts` does
 * the reading): a product card asks about the same item several times (on-sale?, sold-out?,
 * product-price, product-status), and most of the reading is parsing money.
 */
import type { PricedProduct } from '@plinth/commerce';
import {
  contextItem, contextPrices, contextState, legacyPrices, type ContextItem, type ContextPrice, type ContextProduct,
  type ContextState,
} from './context-product.ts';
import type { PredicateContext } from '../types.ts';

/** An item read in a render, each shape once asked for (undefined: not read yet). */
interface Read {
  item: unknown;
  read: ContextItem;
  state: ContextProduct<ContextState> | null | undefined;
  prices: ContextProduct<ContextPrice> | null | undefined;
  legacy: PricedProduct | null | undefined;
}

// The last item read and the render it was read in (its context object: one per render). A
// render never changes its context; another render or another item reads afresh. One slot, not
// a WeakMap by render: the lookup is on every card's hot path, and holding the last render until
// the next one is a bounded cost.
let lastRender: PredicateContext | null = null;
const last: Read = { item: undefined, read: contextItem(undefined), state: undefined, prices: undefined, legacy: undefined };

function read(item: unknown, ctx: PredicateContext): Read {
  if (last.item !== item || lastRender !== ctx) {
    lastRender = ctx;
    last.item = item;
    last.read = contextItem(item);
    last.state = last.prices = last.legacy = undefined;
  }
  return last;
}

/** The item's sale flags and stock in commerce's shape (null for an unknown type), read once per render and item. */
export function stateOf(item: unknown, ctx: PredicateContext): ContextProduct<ContextState> | null {
  const last = read(item, ctx);
  return last.state === undefined ? (last.state = contextState(last.read)) : last.state;
}

/** The item's price points in commerce's shape (null for an unknown type), read once per render and item. */
export function pricesOf(item: unknown, ctx: PredicateContext): ContextProduct<ContextPrice> | null {
  const last = read(item, ctx);
  return last.prices === undefined ? (last.prices = contextPrices(last.read)) : last.prices;
}

/** The item priced by its legacy cent fields (null for an unknown type), read once per render and item. */
export function legacyOf(item: unknown, ctx: PredicateContext): PricedProduct | null {
  const last = read(item, ctx);
  return last.legacy === undefined ? (last.legacy = legacyPrices(last.read)) : last.legacy;
}
