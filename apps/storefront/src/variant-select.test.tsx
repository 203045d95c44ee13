import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { RADIO_MAX_VALUES, VariantSelect } from './variant-select.tsx';
import { mug, tshirt, variant } from './test-fixtures.ts';

describe('VariantSelect (server render)', () => {
  const html = renderToString(<VariantSelect product={tshirt()} />);

  it('renders one labelled select per option, in option order', () => {
    expect(html).toContain('<label class="plinth-variant-select__label" for="plinth-p-shirt-option-0">Size</label>');
    expect(html).toContain('<select id="plinth-p-shirt-option-0" class="plinth-variant-select__select" name="Size">');
    expect(html).toContain('<label class="plinth-variant-select__label" for="plinth-p-shirt-option-1">Color</label>');
    expect(html.indexOf('>Size<')).toBeLessThan(html.indexOf('>Color<'));
  });

  it("starts on the default 'Select {variantName}' entry", () => {
    expect(html).toContain('<option value="" selected="">Select Size</option>');
    expect(html).toContain('<option value="" selected="">Select Color</option>');
    expect(html).toContain('<option value="M">M</option>');
  });

  it('offers a radio group for options with at most 4 values, nothing checked', () => {
    expect(RADIO_MAX_VALUES).toBe(4);
    expect(html).toContain('<legend class="plinth-variant-select__legend">Size</legend>');
    expect(html.match(/type="radio"/g)).toHaveLength(5); // S, M, L + Red, Blue
    expect(html).not.toContain('checked');
  });

  it('offers no radios for an option with more than 4 values', () => {
    const sizes = ['XS', 'S', 'M', 'L', 'XL'];
    const product = tshirt({ variants: sizes.map((size) => variant(size, { Size: size })), variantOptionOrdering: [] });
    const many = renderToString(<VariantSelect product={product} />);
    expect(many).toContain('Select Size');
    expect(many).not.toContain('type="radio"');
  });

  it('renders nothing for at most one variant, or without options', () => {
    expect(renderToString(<VariantSelect product={mug()} />)).toBe('');
    const noOptions = tshirt({ variants: [variant('a', {}), variant('b', {})], variantOptionOrdering: [] });
    expect(renderToString(<VariantSelect product={noOptions} />)).toBe('');
  });

  it('escapes option text', () => {
    const product = tshirt({ variants: [variant('a', { Size: '<b>' }), variant('b', { Size: 'M' })], variantOptionOrdering: [] });
    expect(renderToString(<VariantSelect product={product} />)).toContain('&lt;b&gt;');
  });
});
