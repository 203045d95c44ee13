/** Commerce predicates on the current node (a product item, jsont.md §9). */
import { hasVariants, hasVariedPrices, isOnSale, isSoldOut } from './commerce.ts';
import type { Predicate } from '../types.ts';

/** The commerce predicates by name. */
export const COMMERCE_PREDICATES: Readonly<Record<string, Predicate>> = {
  'has-variants?': (_args, ctx) => hasVariants(ctx.node),
  'on-sale?': (_args, ctx) => isOnSale(ctx.node, ctx),
  'sold-out?': (_args, ctx) => isSoldOut(ctx.node, ctx),
  'varied-prices?': (_args, ctx) => hasVariedPrices(ctx.node, ctx),
};
