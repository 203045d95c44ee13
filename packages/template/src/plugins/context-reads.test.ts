import { describe, expect, it } from 'vitest';
import { pricesOf, stateOf } from './context-reads.ts';
import type { PredicateContext } from '../types.ts';

const render = () => ({}) as PredicateContext;
const item = () => ({ structuredContent: { productType: 1, variants: [{ onSale: true, qtyInStock: 1, priceMoney: { value: '5' } }] } });

describe('context reads', () => {
  it('reads an item once per render', () => {
    const ctx = render();
    const p = item();
    expect(stateOf(p, ctx)).toBe(stateOf(p, ctx));
    expect(pricesOf(p, ctx)).toBe(pricesOf(p, ctx));
  });

  it('reads afresh for another item, or the same item in another render', () => {
    const ctx = render();
    const p = item();
    const first = stateOf(p, ctx);
    expect(stateOf(item(), ctx)).not.toBe(first);
    p.structuredContent.variants[0].onSale = false; // changed between renders
    expect(stateOf(p, render())?.variants[0].onSale).toBe(false);
  });
});
