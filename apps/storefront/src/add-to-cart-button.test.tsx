import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { AddToCartButton, buttonText, quantityInCart } from './add-to-cart-button.tsx';
import { AlertDialog } from './alert-dialog.tsx';
import { cart, entry, tshirt } from './test-fixtures.ts';

describe('AddToCartButton (server render)', () => {
  it("is a button reading 'Add to Cart'", () => {
    const html = renderToString(<AddToCartButton product={tshirt()} expressCheckout={false} />);
    expect(html).toMatch(/^<div class="plinth-add-to-cart"><button type="button" class="plinth-add-to-cart__button plinth-add-to-cart__button--idle"[^>]*>Add to Cart<\/button><\/div>$/);
    expect(html).not.toContain('alertdialog');
  });

  it("uses the product's custom button text", () => {
    const html = renderToString(<AddToCartButton product={tshirt({ customAddButtonText: 'Pre-order' })} expressCheckout={false} />);
    expect(html).toContain('>Pre-order</button>');
  });
});

describe('buttonText', () => {
  it('reads the exact texts of each phase', () => {
    const product = tshirt();
    expect(buttonText('idle', product)).toBe('Add to Cart');
    expect(buttonText('adding', product)).toBe('Adding\u2026');
    expect(buttonText('added', product)).toBe('Added!');
    expect(buttonText('adding', tshirt({ customAddButtonText: 'Buy' }))).toBe('Adding\u2026');
  });
});

describe('quantityInCart', () => {
  it('sums the entries of the same item and variant', () => {
    const other = { id: 'Blue-M', sku: 'SKU-Blue-M', attributes: {} };
    const full = cart([entry('e1', 2, 100), entry('e2', 3, 100), entry('e3', 4, 100, { chosenVariant: other }), entry('e4', 5, 100, { itemId: 'x' })]);
    expect(quantityInCart(full, 'p-shirt', 'Red-M')).toBe(5);
    expect(quantityInCart(null, 'p-shirt', 'Red-M')).toBe(0);
  });
});

describe('AlertDialog', () => {
  it('is an alertdialog named by its title and described by its message', () => {
    const html = renderToString(<AlertDialog id="a1" title="Unable to Add Item" message="Please select the Size option." onClose={() => {}} />);
    expect(html).toContain('role="alertdialog"');
    expect(html).toContain('aria-modal="true"');
    expect(html).toContain('aria-labelledby="a1-title"');
    expect(html).toContain('<h2 class="plinth-alert__title" id="a1-title">Unable to Add Item</h2>');
    expect(html).toContain('aria-describedby="a1-message"');
    expect(html).toContain('<p class="plinth-alert__message" id="a1-message">Please select the Size option.</p>');
    expect(html).toContain('<button type="button" class="plinth-alert__dismiss">OK</button>');
  });
});
