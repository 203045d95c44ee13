import { describe, expect, it } from 'vitest';
import { findVariant, optionNames, optionValues, unselectedOptions } from './product-options.ts';
import { product, variant } from './test-fixtures.ts';

const small = variant({ attributes: { Size: 'S', Color: 'Red' } });
const mediumRed = variant({ attributes: { Size: 'M', Color: 'Red' } });
const mediumBlue = variant({ attributes: { Color: 'Blue', Size: 'M', Fit: 'Slim' } });
const shirt = product({ variants: [small, mediumRed, mediumBlue] });

describe('optionNames', () => {
  it('uses variantOptionOrdering when set', () => {
    expect(optionNames({ ...shirt, variantOptionOrdering: ['Color', 'Size'] })).toEqual(['Color', 'Size']);
  });

  it('else lists attribute keys in order of first appearance', () => {
    expect(optionNames(shirt)).toEqual(['Size', 'Color', 'Fit']);
    expect(optionNames(product())).toEqual([]);
  });
});

describe('optionValues', () => {
  it('lists distinct values in order of first appearance', () => {
    expect(optionValues(shirt, 'Size')).toEqual(['S', 'M']);
    expect(optionValues(shirt, 'Color')).toEqual(['Red', 'Blue']);
    expect(optionValues(shirt, 'Fit')).toEqual(['Slim']);
    expect(optionValues(shirt, 'constructor')).toEqual([]);
  });
});

describe('unselectedOptions', () => {
  it('lists options without a (non-empty) value, in display order', () => {
    const p = { ...shirt, variantOptionOrdering: ['Size', 'Color'] };
    expect(unselectedOptions(p, {})).toEqual(['Size', 'Color']);
    expect(unselectedOptions(p, { Size: 'M', Color: '' })).toEqual(['Color']);
    expect(unselectedOptions(p, { Size: 'M', Color: 'Red' })).toEqual([]);
  });
});

describe('findVariant', () => {
  const p = { ...shirt, variantOptionOrdering: ['Size', 'Color'] };

  it('finds the variant matching every option', () => {
    expect(findVariant(p, { Size: 'M', Color: 'Red' })).toBe(mediumRed);
    expect(findVariant(p, { Size: 'M', Color: 'Blue' })).toBe(mediumBlue);
    expect(findVariant(p, { Size: 'S', Color: 'Red', Extra: 'x' })).toBe(small);
  });

  it('returns null for a combination that does not exist or is incomplete', () => {
    expect(findVariant(p, { Size: 'S', Color: 'Blue' })).toBeNull();
    expect(findVariant(p, { Size: 'S' })).toBeNull();
    expect(findVariant(p, { Size: 'S', Color: '' })).toBeNull();
  });

  it('does not read inherited properties as a selection', () => {
    const odd = product({ variants: [variant({ attributes: { constructor: 'x' } })] });
    expect(findVariant(odd, {})).toBeNull();
    expect(findVariant(odd, { constructor: 'x' })).toBe(odd.variants[0]);
  });

  it('takes the only variant of a product without options', () => {
    const single = product();
    expect(findVariant(single, {})).toBe(single.variants[0]);
    expect(findVariant(product({ variants: [variant(), variant()] }), {})).toBeNull();
    expect(findVariant(product({ variants: [] }), {})).toBeNull();
  });
});
