import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { CART_ROOT_ID, CartPage } from './cart-page.tsx';
import { committableQuantity } from './cart-entry-row.tsx';
import { cart, entry } from './test-fixtures.ts';

describe('CartPage (server render)', () => {
  it('is recognisable by its root element', () => {
    expect(CART_ROOT_ID).toBe('sqs-cart-root');
    expect(renderToString(<CartPage cart={null} />)).toMatch(/^<div id="sqs-cart-root" class="plinth-cart">/);
  });

  it('says the cart is empty without a cart or without entries', () => {
    const empty = '<p class="plinth-cart__empty">You have nothing in your shopping cart.</p>';
    expect(renderToString(<CartPage cart={null} />)).toContain(empty);
    expect(renderToString(<CartPage cart={cart([])} />)).toContain(empty);
  });

  it('lists entries with title, attributes, quantity, line and cart subtotals, and remove buttons', () => {
    const html = renderToString(
      <CartPage cart={cart([entry('e1', 2, 1250), entry('e2', 1, 999, { title: 'Mug', chosenVariant: { id: 'm', sku: 'M', attributes: {} } })])} />,
    );
    expect(html).not.toContain('You have nothing');
    expect(html).toContain('<p class="plinth-cart-entry__title">Plinth T-shirt</p>');
    expect(html).toContain('<dt>Size</dt><dd>M</dd>');
    expect(html).toContain('<dt>Color</dt><dd>Red</dd>');
    expect(html).toContain('<label class="plinth-cart-entry__quantity-label" for="plinth-cart-e1-quantity">Quantity</label>');
    expect(html).toMatch(/<input id="plinth-cart-e1-quantity"[^>]*type="number"[^>]*min="1" max="9999" step="1" value="2"/);
    expect(html).toContain('<p class="plinth-cart-entry__subtotal">$25.00</p>');
    expect(html).toContain('<p class="plinth-cart-entry__subtotal">$9.99</p>');
    expect(html).toContain('<span class="plinth-cart__subtotal-value">$34.99</span>');
    expect(html.match(/<button type="button" class="plinth-cart-entry__remove">Remove<\/button>/g)).toHaveLength(2);
    expect(html).not.toContain('role="alert"');
  });
});

describe('committableQuantity', () => {
  it('accepts whole numbers from 1 to 9999 only', () => {
    expect(committableQuantity('3')).toBe(3);
    expect(committableQuantity('9999')).toBe(9999);
    for (const text of ['', '0', '10000', '1.5', '-2', 'abc', '1e3']) expect(committableQuantity(text)).toBeNull();
  });
});
