import type { Product, Variant } from '@plinth/commerce';
import { createEngine } from '@plinth/template';
import { describe, expect, it } from 'vitest';
import type { ProductRecord } from '../catalog/index.ts';
import type { IslandRenderer } from '../../infra/islands.ts';
import { productToContextItem } from '../catalog/index.ts';
import { restockWidgetFormatter } from './restock-widget.ts';

const variant = (id: string, overrides: Partial<Variant> = {}): Variant => ({
  id, sku: `SKU-${id}`, priceCents: 2800, salePriceCents: 0, onSale: false, qtyInStock: 10, unlimited: false, attributes: { Size: id }, imageUrl: null, ...overrides,
});

const item = (variants: Variant[], productType: Product['productType'] = 'PHYSICAL') =>
  productToContextItem(
    { id: 'prod-1', title: 'Mug', urlId: 'mug', productType, currency: 'USD', variants, variantOptionOrdering: ['Size'], isSubscribable: false, customAddButtonText: null, additionalFieldsFormId: null, mainImageUrl: null, mainImageSize: null, tags: [], categories: [] } as unknown as ProductRecord,
    '/shop',
  );

/** Renders `{@|product-restock-notification}` with an island renderer that records its props. */
function render(context: Record<string, unknown>, source = '{.section item}{@|product-restock-notification}{.end}') {
  const calls: { name: string; props: Record<string, unknown> }[] = [];
  const islands: IslandRenderer = { renderIsland: (name, props) => (calls.push({ name, props: props as Record<string, unknown> }), `<${name}/>`), clientHead: () => '' };
  const engine = createEngine({ formatters: { 'product-restock-notification': restockWidgetFormatter(islands) } });
  const { template } = engine.compile(source);
  return { output: engine.render(template, context).output, calls };
}

describe('product-restock-notification', () => {
  it('renders the island for a product with a sold-out variant, with the merchandising texts and the success text', () => {
    const { output, calls } = render({
      item: item([variant('S'), variant('M', { qtyInStock: 0 })]),
      productMerchandisingContext: {
        'prod-1': { restockNotificationViews: ['products.item'], restockNotificationMessages: { buttonText: 'Tell me', CTAText: '', placeholderText: 'E-mail' }, mailingListSignUpEnabled: true, mailingListOptInByDefault: true },
      },
      websiteSettings: { storeSettings: { restockSuccessText: 'Thanks, we will write.' } },
    });
    expect(output).toBe('<ProductRestockNotification/>');
    expect(calls[0].props).toMatchObject({
      texts: { buttonText: 'Tell me', placeholderText: 'E-mail' },
      mailingListSignUpEnabled: true,
      mailingListOptInByDefault: true,
      successText: 'Thanks, we will write.',
    });
    expect(calls[0].props.texts).not.toHaveProperty('CTAText');
  });

  it("defaults: no merchandising context, 'Signed up!', no mailing list", () => {
    const { calls } = render({ item: item([variant('M', { qtyInStock: 0 })]) });
    expect(calls[0].props).toMatchObject({ texts: {}, mailingListSignUpEnabled: false, mailingListOptInByDefault: false, successText: 'Signed up!' });
  });

  it('renders nothing when nothing can sell out, or on a view the context does not list', () => {
    expect(render({ item: item([variant('S'), variant('M', { qtyInStock: 0, unlimited: true })]) }).output).toBe('');
    expect(render({ item: item([variant('M', { qtyInStock: 0 })], 'DIGITAL') }).output).toBe('');
    const onList = { item: item([variant('M', { qtyInStock: 0 })]), productMerchandisingContext: { 'prod-1': { restockNotificationViews: ['products.item'] } } };
    expect(render(onList, '{.section item}{@|product-restock-notification products.list}{.end}').output).toBe('');
  });
});
