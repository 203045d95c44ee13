import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { VariantSelect } from './variant-select.tsx';
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

  it('offers no radios unless the theme asks for them', () => {
    expect(html).not.toContain('type="radio"');
  });

  it('renders the options the theme names as radio buttons instead of a dropdown, nothing checked', () => {
    const mixed = renderToString(<VariantSelect product={tshirt()} radioOptions={['color']} />);
    expect(mixed).toContain('<select id="plinth-p-shirt-option-0" class="plinth-variant-select__select" name="Size">');
    expect(mixed).not.toContain('Select Color');
    expect(mixed).toContain('<legend class="plinth-variant-select__legend">Color</legend>');
    expect(mixed.match(/type="radio"/g)).toHaveLength(2); // Red, Blue
    expect(mixed).not.toContain('checked');
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
