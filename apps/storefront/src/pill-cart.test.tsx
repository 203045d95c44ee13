import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { PillCart, PillCartView } from './pill-cart.tsx';
import { cart, entry } from './test-fixtures.ts';

const render = (props: Parameters<typeof PillCartView>[0]) => renderToString(<PillCartView {...props} />);

describe('PillCart', () => {
  it('shows count, trimmed subtotal and the spoken label, linking to /cart', () => {
    const html = render({ cart: cart([entry('e1', 2, 1000)]), path: '/shop/p/shirt' });
    expect(html).toContain('href="/cart"');
    expect(html).toContain('aria-label="2 items in cart: 2 items $20"');
    expect(html).toContain('<span class="plinth-pill-cart__count">2 items</span>');
    expect(html).toContain('<span class="plinth-pill-cart__subtotal">$20</span>');
  });

  it("reads '1 item' and keeps a non-zero fraction", () => {
    const html = render({ cart: cart([entry('e1', 1, 1050)]), path: '/' });
    expect(html).toContain('>1 item<');
    expect(html).toContain('aria-label="One item in cart: 1 item $10.50"');
    expect(html).toContain('>$10.50<');
  });

  it("reads '100+' above 100 items", () => {
    const html = render({ cart: cart([entry('e1', 101, 100)]), path: '/' });
    expect(html).toContain('>100+ items<');
    expect(html).toContain('aria-label="More than 100 items in cart: 100+ items $101"');
  });

  it('is hidden without items, on /cart, in express checkout and with a custom cart', () => {
    const full = cart([entry('e1', 1, 100)]);
    expect(render({ cart: null, path: '/' })).toBe('');
    expect(render({ cart: cart([]), path: '/' })).toBe('');
    expect(render({ cart: full, path: '/cart' })).toBe('');
    expect(render({ cart: full, path: '/', expressCheckout: true })).toBe('');
    expect(render({ cart: full, path: '/', customCart: true })).toBe('');
  });

  it('renders nothing on the server (the store has no cart there)', () => {
    expect(renderToString(<PillCart path="/" />)).toBe('');
  });

  it('is a plain link of its own frame: inside the editor frame a click moves the frame, not the editor', () => {
    const html = render({ cart: cart([entry('e1', 1, 100)]), path: '/api/owner/editor/pages/p1/preview' });
    expect(html).toContain('href="/cart"');
    expect(html).not.toContain('target=');
  });
});
