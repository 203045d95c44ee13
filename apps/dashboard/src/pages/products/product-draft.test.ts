import { describe, expect, it } from 'vitest';
import { emptyVariant, optionNames, productBody, type ProductDraft } from './product-draft.ts';

const draft = (changes: Partial<ProductDraft> = {}): ProductDraft => ({
  collectionId: 'c1',
  title: ' Linen Shirt ',
  description: 'Cool.',
  productType: 'PHYSICAL',
  options: 'Size',
  variants: [
    { ...emptyVariant(), sku: 'LS-S', values: { Size: 'S' }, price: '40', stock: '5' },
    { ...emptyVariant(), sku: 'LS-M', values: { Size: 'M' }, price: '42.50', stock: '0', unlimited: true },
  ],
  ...changes,
});

describe('optionNames', () => {
  it('trims, drops empties and repeats (case-insensitively)', () => {
    expect(optionNames(' Size, Colour,,size ')).toEqual(['Size', 'Colour']);
    expect(optionNames('')).toEqual([]);
  });
});

describe('productBody', () => {
  it('builds the POST body with minor units and attributes', () => {
    expect(productBody(draft(), 'USD')).toEqual({
      body: {
        collectionId: 'c1',
        title: 'Linen Shirt',
        description: 'Cool.',
        productType: 'PHYSICAL',
        variantOptionOrdering: ['Size'],
        variants: [
          { sku: 'LS-S', priceCents: 4000, qtyInStock: 5, unlimited: false, attributes: { Size: 'S' } },
          { sku: 'LS-M', priceCents: 4250, qtyInStock: 0, unlimited: true, attributes: { Size: 'M' } },
        ],
      },
    });
  });

  it('names the first problem', () => {
    expect(productBody(draft({ collectionId: '' }), 'USD')).toEqual({ problem: 'Choose the store the product goes in.' });
    expect(productBody(draft({ title: '  ' }), 'USD')).toEqual({ problem: 'Title is required.' });
    expect(productBody(draft({ variants: [] }), 'USD')).toEqual({ problem: 'Add at least one variant.' });
    const [a, b] = draft().variants;
    expect(productBody(draft({ variants: [a, { ...b, values: {} }] }), 'USD')).toEqual({ problem: 'Variant 2: Size is required.' });
    expect(productBody(draft({ variants: [a, { ...b, values: { Size: 'S' } }] }), 'USD')).toEqual({ problem: 'Variant 2 repeats the options of another variant.' });
    expect(productBody(draft({ variants: [{ ...a, price: '4.999' }] }), 'USD')).toEqual({ problem: 'Variant 1: the price must be an amount like 19.95.' });
    expect(productBody(draft({ variants: [{ ...a, stock: '-2' }] }), 'USD')).toEqual({ problem: 'Variant 1: the stock must be a whole number of 0 or more.' });
    expect(productBody(draft({ options: '' }), 'USD')).toEqual({ problem: 'Name the options (e.g. Size) that tell the variants apart.' });
  });

  it('accepts one variant without options', () => {
    const result = productBody(draft({ options: '', variants: [{ ...emptyVariant(), price: '9.99', stock: '3' }] }), 'USD');
    expect('body' in result && result.body.variants).toEqual([{ sku: '', priceCents: 999, qtyInStock: 3, unlimited: false, attributes: {} }]);
  });

  it('reads prices with the fraction digits of the site currency (JPY has none)', () => {
    const yen = (price: string) => productBody(draft({ options: '', variants: [{ ...emptyVariant(), price, stock: '1' }] }), 'JPY');
    expect(yen('1500')).toMatchObject({ body: { variants: [{ priceCents: 1500 }] } });
    expect(yen('15.00')).toEqual({ problem: 'Variant 1: the price must be an amount like 1995.' });
  });
});
