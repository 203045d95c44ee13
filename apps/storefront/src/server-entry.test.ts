import { describe, expect, it } from 'vitest';
import { renderIsland } from './server-entry.tsx';
import { parseIslandProps } from './island-markup.ts';
import { mug, tshirt } from './test-fixtures.ts';

function propsOf(html: string): unknown {
  const attribute = /data-props="([^"]*)"/.exec(html)?.[1] ?? '';
  return parseIslandProps(attribute.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'));
}

describe('renderIsland', () => {
  it('wraps the server HTML in the hydration element with its props', () => {
    const product = tshirt({ title: 'Shirt </script><!--' });
    const html = renderIsland('AddToCartButton', { product, expressCheckout: false });
    expect(html.startsWith('<div data-island="AddToCartButton" data-props="')).toBe(true);
    expect(html).toContain('>Add to Cart</button></div></div>');
    expect(html).not.toContain('</script>');
    expect(propsOf(html)).toEqual({ product, expressCheckout: false });
  });

  it('renders the pill cart as an empty element for the client', () => {
    expect(renderIsland('PillCart', {})).toBe('<div data-island="PillCart"></div>');
  });

  it('gives nothing for an island that renders nothing', () => {
    expect(renderIsland('VariantSelect', { product: mug() })).toBe('');
    expect(renderIsland('QuantityInput', { product: tshirt({ productType: 'DIGITAL' }), multipleQuantityAllowedForServices: true })).toBe('');
  });

  it('renders the cart page and the quantity input', () => {
    expect(renderIsland('CartPage', { cart: null })).toContain('id="sqs-cart-root"');
    expect(renderIsland('QuantityInput', { product: tshirt(), multipleQuantityAllowedForServices: true })).toContain('max="9999"');
  });

  it('refuses an unknown island', () => {
    expect(() => renderIsland('Nope' as 'PillCart', {})).toThrow(TypeError);
  });
});
