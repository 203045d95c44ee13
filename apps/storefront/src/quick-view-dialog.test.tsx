import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { QuickViewDialog } from './quick-view-dialog.tsx';
import { mug } from './test-fixtures.ts';

const props = { imageUrl: '/img/mug.jpg', priceText: '$22.00', url: '/shop/mug', expressCheckout: false, multipleQuantityAllowedForServices: true, onClose() {} };

describe('QuickViewDialog (server render)', () => {
  it('offers Add to Cart for a product in stock', () => {
    const html = renderToString(<QuickViewDialog product={mug()} {...props} />);
    expect(html).toContain('>Add to Cart</button>');
    expect(html).not.toContain('disabled');
  });

  it('shows a disabled button with the sold-out words, and no quantity, for a sold-out product (issue 30)', () => {
    const html = renderToString(<QuickViewDialog product={mug()} {...props} soldOutText="Gone for now" />);
    expect(html).toContain('<button type="button" class="plinth-add-to-cart__button plinth-add-to-cart__button--sold-out" disabled="">Gone for now</button>');
    expect(html).not.toContain('Add to Cart');
    expect(html).not.toContain('plinth-quantity');
  });
});
