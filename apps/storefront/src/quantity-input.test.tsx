import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { QuantityInput } from './quantity-input.tsx';
import { tshirt, variant } from './test-fixtures.ts';

const render = (product = tshirt(), multipleQuantityAllowedForServices = true) =>
  renderToString(<QuantityInput product={product} multipleQuantityAllowedForServices={multipleQuantityAllowedForServices} />);

describe('QuantityInput (server render)', () => {
  it("is a number input, min 1, max 9999, step 1, value 1, labelled 'Quantity'", () => {
    const html = render();
    expect(html).toContain('<label class="plinth-quantity__label" for="plinth-p-shirt-quantity">Quantity</label>');
    expect(html).toMatch(/<input id="plinth-p-shirt-quantity"[^>]* type="number"/);
    for (const attribute of ['min="1"', 'max="9999"', 'step="1"', 'value="1"', 'name="quantity"']) {
      expect(html).toContain(attribute);
    }
  });

  it('shows for services only when multiple quantity is allowed', () => {
    const service = tshirt({ productType: 'SERVICE' });
    expect(render(service, true)).toContain('type="number"');
    expect(render(service, false)).toBe('');
  });

  it('is absent for digital, subscribable and nearly sold-out products', () => {
    expect(render(tshirt({ productType: 'DIGITAL' }))).toBe('');
    expect(render(tshirt({ isSubscribable: true }))).toBe('');
    expect(render(tshirt({ variants: [variant('a', {}, { qtyInStock: 1 })], variantOptionOrdering: [] }))).toBe('');
  });
});
