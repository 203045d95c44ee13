/**
 * The template's commerce rules are @plinth/commerce's: for products written in the hosted
 * builder's context shape (as the server writes them, digital goods keeping their one price on
 * `structuredContent`), the predicates and prices agree with commerce's rules on the domain product.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  effectivePriceCents, fromPriceVariant, hasVariants, hasVariedPrices, isOnSale, isSoldOut, moneyFromMinor,
  regularPriceVariant, salePriceVariant, type Product, type ProductType, type Variant,
} from '@plinth/commerce';
import { productTypeCode } from '@plinth/platform';
import { run } from '../golden.helper.ts';

const variantArb = fc.record({
  priceCents: fc.integer({ min: 0, max: 100_000 }),
  salePriceCents: fc.integer({ min: 0, max: 100_000 }),
  onSale: fc.boolean(),
  qtyInStock: fc.integer({ min: -2, max: 5 }),
  unlimited: fc.boolean(),
});
const productArb = fc.record({
  productType: fc.constantFrom<ProductType>('PHYSICAL', 'DIGITAL', 'SERVICE', 'GIFT_CARD'),
  variants: fc.array(variantArb, { maxLength: 4 }),
});

type Domain = Pick<Product, 'productType'> & { variants: Pick<Variant, 'priceCents' | 'salePriceCents' | 'onSale' | 'qtyInStock' | 'unlimited'>[] };

/** The hosted builder's item for a domain product (what the server renders from). */
function contextItem(product: Domain) {
  const money = (cents: number) => moneyFromMinor(cents, 'USD');
  const first = product.variants[0];
  return {
    id: 'p',
    structuredContent: {
      productType: productTypeCode(product.productType),
      variants: product.variants.map((v) => ({
        price: v.priceCents, salePrice: v.salePriceCents, onSale: v.onSale, priceMoney: money(v.priceCents),
        salePriceMoney: money(v.salePriceCents), qtyInStock: v.qtyInStock, unlimited: v.unlimited,
      })),
      // A digital good keeps its one price on the product: its first variant's.
      priceMoney: money(first?.priceCents ?? 0), salePriceMoney: money(first?.salePriceCents ?? 0), onSale: first?.onSale ?? false,
    },
  };
}

const T = '{.section p}{.on-sale?}S{.or}-{.end}{.sold-out?}O{.or}-{.end}{.varied-prices?}V{.or}-{.end}{.has-variants?}H{.or}-{.end}{.end}' +
  '|{p|from-price}|{p|normal-price}|{p|sale-price}';

function commerceAnswer(product: Domain): string {
  const from = fromPriceVariant(product);
  const flags = (isOnSale(product) ? 'S' : '-') + (isSoldOut(product) ? 'O' : '-') + (hasVariedPrices(product) ? 'V' : '-') +
    (hasVariants(product) ? 'H' : '-');
  const sale = salePriceVariant(product);
  return `${flags}|${from ? effectivePriceCents(from) : 0}|${regularPriceVariant(product)?.priceCents ?? 0}|${sale?.salePriceCents ?? 0}`;
}

describe('template commerce rules = @plinth/commerce rules', () => {
  it('agree on every product in the hosted builder\'s shape', () => {
    fc.assert(fc.property(productArb, (product) => {
      expect(run(T, { p: contextItem(product) }).output).toBe(commerceAnswer(product));
    }), { numRuns: 500 });
  });

  it('agree on a digital good whose later variant is on sale: not on sale, priced by the first', () => {
    const product: Domain = { productType: 'DIGITAL', variants: [
      { priceCents: 999, salePriceCents: 0, onSale: false, qtyInStock: 0, unlimited: false },
      { priceCents: 500, salePriceCents: 100, onSale: true, qtyInStock: 0, unlimited: false },
    ] };
    expect(commerceAnswer(product)).toBe('----|999|999|0');
    expect(run(T, { p: contextItem(product) }).output).toBe('----|999|999|0');
    expect(run('{p|product-status}|{p|product-price}', { p: contextItem(product) }).output)
      .toBe('|\n\n\n<div class="product-price">\n<span class="sqs-money-native">9.99</span>\n</div>');
  });
});
