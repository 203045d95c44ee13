import type { Product, Variant } from '@plinth/commerce';
import type { FormatterContext } from '@plinth/template';
import { createEngine } from '@plinth/template';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadIslandRenderer, type IslandRenderer } from '../../infra/islands.ts';
import { productToContextItem } from '../catalog/index.ts';
import { productBadgeHtml, productPriceHtml, widgetFormatters } from './widget-formatters.ts';
import type { ProductRecord } from '../catalog/index.ts';

const variant = (overrides: Partial<Variant> = {}): Variant => ({
  id: 'v1',
  sku: 'SKU-1',
  priceCents: 2800,
  salePriceCents: 0,
  onSale: false,
  qtyInStock: 10,
  unlimited: false,
  attributes: {},
  imageUrl: null,
  ...overrides,
});

const productOf = (variants: Variant[], overrides: Partial<Product> = {}): Product => ({
  id: 'prod-1',
  title: 'Speckled Mug',
  urlId: 'speckled-mug',
  productType: 'PHYSICAL',
  currency: 'USD',
  variants,
  variantOptionOrdering: [],
  isSubscribable: false,
  customAddButtonText: null,
  additionalFieldsFormId: null,
  ...overrides,
});

/** A formatter context whose lookups read from `values` by dotted path. */
const ctxWith = (values: Record<string, unknown> = {}): Pick<FormatterContext, 'lookup'> => ({
  lookup: (path: string) => values[path],
});

describe('productPriceHtml', () => {
  it('one price', () => {
    expect(productPriceHtml(productOf([variant()]))).toBe('<span class="product-price">$28.00</span>');
  });

  it('on sale: the sale price and the struck-through original', () => {
    expect(productPriceHtml(productOf([variant({ onSale: true, salePriceCents: 2200 })]))).toBe(
      '<span class="product-price"><span class="product-price__sale">$22.00</span>' +
        ' <del class="product-price__original"><span class="visually-hidden">Original price </span>$28.00</del></span>',
    );
  });

  it("varied prices read 'from' the lowest price a visitor pays", () => {
    expect(productPriceHtml(productOf([variant({ priceCents: 7900 }), variant({ id: 'v2', priceCents: 6400 })]))).toBe(
      '<span class="product-price">from $64.00</span>',
    );
    // A sale on one variant makes the prices vary; the lowest is its sale price.
    expect(
      productPriceHtml(productOf([variant({ priceCents: 3000 }), variant({ id: 'v2', priceCents: 3000, onSale: true, salePriceCents: 1999 })])),
    ).toBe('<span class="product-price">from $19.99</span>');
  });

  it('a digital product has one price even with differing variants', () => {
    expect(productPriceHtml(productOf([variant({ priceCents: 1200 }), variant({ id: 'v2', priceCents: 9900 })], { productType: 'DIGITAL' }))).toBe(
      '<span class="product-price">$12.00</span>',
    );
  });

  it('formats in the product currency', () => {
    expect(productPriceHtml(productOf([variant({ priceCents: 1250 })], { currency: 'EUR' }))).toBe('<span class="product-price">€12.50</span>');
    expect(productPriceHtml(productOf([variant({ priceCents: 1500 })], { currency: 'JPY' }))).toBe('<span class="product-price">¥1,500</span>');
  });

  it('a product without variants has no price', () => {
    expect(productPriceHtml(productOf([]))).toBe('');
  });
});

describe('productBadgeHtml', () => {
  it('nothing for a product in stock and not on sale', () => {
    expect(productBadgeHtml(productOf([variant()]), ctxWith())).toBe('');
  });

  it("'sale' when on sale", () => {
    expect(productBadgeHtml(productOf([variant({ onSale: true, salePriceCents: 2200 })]), ctxWith())).toBe(
      '<span class="product-badge product-badge--on-sale">sale</span>',
    );
  });

  it("'sold out' wins over sale", () => {
    const soldOutOnSale = productOf([variant({ onSale: true, salePriceCents: 2200, qtyInStock: 0 }), variant({ id: 'v2', qtyInStock: 0 })]);
    expect(productBadgeHtml(soldOutOnSale, ctxWith())).toBe('<span class="product-badge product-badge--sold-out">sold out</span>');
  });

  it('one variant in stock (or unlimited) is enough not to be sold out', () => {
    expect(productBadgeHtml(productOf([variant({ qtyInStock: 0 }), variant({ id: 'v2', qtyInStock: 1 })]), ctxWith())).toBe('');
    expect(productBadgeHtml(productOf([variant({ qtyInStock: 0, unlimited: true })]), ctxWith())).toBe('');
  });

  it('uses the custom sold-out text of the merchandising context, escaped', () => {
    const soldOut = productOf([variant({ qtyInStock: 0 })]);
    const ctx = ctxWith({ productMerchandisingContext: { 'prod-1': { customSoldOutText: 'Back <soon> & "fresh"' } } });
    expect(productBadgeHtml(soldOut, ctx)).toBe('<span class="product-badge product-badge--sold-out">Back &lt;soon&gt; &amp; &quot;fresh&quot;</span>');
    // Another product's custom text, or an empty one, does not apply.
    expect(productBadgeHtml(soldOut, ctxWith({ productMerchandisingContext: { other: { customSoldOutText: 'Gone' } } }))).toContain('>sold out<');
    expect(productBadgeHtml(soldOut, ctxWith({ productMerchandisingContext: { 'prod-1': { customSoldOutText: '' } } }))).toContain('>sold out<');
  });
});

describe('widget formatters in templates (real island renderer)', () => {
  let islands: IslandRenderer;
  beforeAll(async () => {
    islands = await loadIslandRenderer();
  });

  const record = (product: Product, extra: Partial<ProductRecord> = {}): ProductRecord =>
    ({
      ...product,
      collectionId: 'c1',
      excerpt: '',
      bodyHtml: '',
      mainImageUrl: '/img.svg',
      mainImageSize: '800x800',
      tags: [],
      categories: [],
      subscriptionPlan: null,
      useCustomAddButtonText: product.customAddButtonText !== null,
      ...extra,
    }) as unknown as ProductRecord;

  const render = (source: string, context: Record<string, unknown>) => {
    const engine = createEngine({ formatters: widgetFormatters(islands) });
    const { template, errors } = engine.compile(source);
    expect(errors).toEqual([]);
    const result = engine.render(template, context);
    expect(result.errors).toEqual([]);
    return result.output;
  };

  it('price and badge through a template on a context item', () => {
    const item = productToContextItem(record(productOf([variant({ onSale: true, salePriceCents: 2200 })])), '/shop');
    const html = render('{.section item}{@|product-price}|{@|product-badge}{.end}', { item });
    expect(html).toBe(
      '<span class="product-price"><span class="product-price__sale">$22.00</span> <del class="product-price__original"><span class="visually-hidden">Original price </span>$28.00</del></span>' +
        '|<span class="product-badge product-badge--on-sale">sale</span>',
    );
  });

  it('the quantity input follows the store setting for services', () => {
    const item = productToContextItem(record(productOf([variant()], { productType: 'SERVICE' })), '/shop');
    const source = '{.section item}{@|quantity-input}{.end}';
    const allowed = render(source, { item, websiteSettings: { storeSettings: { multipleQuantityAllowedForServices: true } } });
    expect(allowed).toContain('data-island="QuantityInput"');
    const refused = render(source, { item, websiteSettings: { storeSettings: { multipleQuantityAllowedForServices: false } } });
    expect(refused).toBe('');
  });

  it('widgets on a value that is not a product render nothing', () => {
    expect(render('{.section item}{@|product-price}{@|product-badge}{@|add-to-cart-btn}{@|variants-select}{.end}', { item: { title: 'A post' } })).toBe('');
  });

  it('the variant select appears only for several variants; the button carries the custom text', () => {
    const one = productToContextItem(record(productOf([variant()], { customAddButtonText: 'Book a Seat' })), '/shop');
    expect(render('{.section item}{@|variants-select}{.end}', { item: one })).toBe('');
    expect(render('{.section item}{@|add-to-cart-btn}{.end}', { item: one })).toContain('>Book a Seat</button>');
    const two = productToContextItem(
      record(productOf([variant({ attributes: { Size: 'S' } }), variant({ id: 'v2', sku: 'SKU-2', attributes: { Size: 'L' } })], { variantOptionOrdering: ['Size'] })),
      '/shop',
    );
    const select = render('{.section item}{@|variants-select}{.end}', { item: two });
    expect(select).toContain('data-island="VariantSelect"');
    expect(select).toContain('data-option="Size"');
  });
});
