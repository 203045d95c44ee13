import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { tshirt, variant } from '../test-fixtures.ts';
import { ProductRestockNotification, type ProductRestockNotificationProps } from './restock-notification.tsx';

const soldOut = tshirt({ variantOptionOrdering: [], variants: [variant('v-1', {}, { qtyInStock: 0 })] });
const render = (props: Partial<ProductRestockNotificationProps> = {}) =>
  renderToString(<ProductRestockNotification product={soldOut} mailingListSignUpEnabled={false} mailingListOptInByDefault={false} successText="Signed up!" {...props} />);

describe('ProductRestockNotification (server render)', () => {
  it('is a restock notification element with the product and variant ids, a text input named email and the texts', () => {
    const html = render({ texts: { CTAText: 'Tell me when it is back', placeholderText: 'Your e-mail' } });
    expect(html).toMatch(/^<div class="product-restock-notification" data-product-restock-notification="" data-product-id="p-shirt" data-variant-id="v-1">/);
    const input = /<input id="[^"]+-email"[^>]*>/.exec(html)?.[0] ?? '';
    for (const attribute of ['type="text"', 'name="email"', 'placeholder="Your e-mail"']) expect(input).toContain(attribute);
    expect(html).toContain('Tell me when it is back');
    expect(html).toContain('>Notify Me</button>');
    expect(html).toMatch(/<label class="visually-hidden" for="[^"]+-email">Email<\/label>/);
  });

  it('offers the mailing list only when enabled, ticked only when opted in by default', () => {
    expect(render()).not.toContain('isJoinMailingList');
    const unticked = render({ mailingListSignUpEnabled: true, texts: { mailingListDescription: 'News, please' } });
    expect(unticked).toMatch(/<input type="checkbox" name="isJoinMailingList"\/>/);
    expect(unticked).toContain('News, please');
    expect(render({ mailingListSignUpEnabled: true, mailingListOptInByDefault: true })).toMatch(/<input type="checkbox" name="isJoinMailingList" checked=""\/>/);
  });

  it('renders only a hidden slot for a product whose variants are in stock and none selected', () => {
    expect(render({ product: tshirt() })).toBe('<div class="product-restock-notification-slot" hidden=""></div>');
  });
});
