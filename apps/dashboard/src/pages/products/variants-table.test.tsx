import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pendingApi } from '../../test-support/fake-api.ts';
import type { OwnerProduct } from '../../api/types.ts';
import { TestSession } from '../../test-support/test-session.tsx';
import { ProductRow } from './product-row.tsx';
import { VariantsTable } from './variants-table.tsx';

const api = pendingApi;
const product: OwnerProduct = {
  id: 'p1',
  title: 'Beach Towel',
  urlId: 'beach-towel',
  collectionId: 'c1',
  productType: 'PHYSICAL',
  currency: 'USD',
  variants: [
    { id: 'v1', sku: 'BT-BLUE', priceCents: 2500, salePriceCents: 1999, onSale: true, qtyInStock: 4, unlimited: false, attributes: { Colour: 'Blue' } },
    { id: 'v2', sku: 'BT-RED', priceCents: 2500, salePriceCents: 0, onSale: false, qtyInStock: 0, unlimited: true, attributes: { Colour: 'Red' } },
  ],
};

const withRole = (role: string, node: ReactNode) =>
  renderToString(<TestSession value={{ api, contributor: { id: 'c', email: 'e@x.test', name: '', role }, websiteId: 'w', currency: 'USD' }}>{node}</TestSession>);
const noop = () => {};

describe('ProductRow', () => {
  it('is collapsed behind a button with aria-expanded, and sums stock and prices', () => {
    const html = withRole('ADMIN', <table><ProductRow product={product} onChange={noop} onRemoved={noop} /></table>);
    expect(html).toMatch(/<button type="button" class="expander" aria-expanded="false" aria-controls="[^"]+">/);
    expect(html).toContain('Unlimited');
    expect(html).toContain('$19.99 – $25.00');
    expect(html).toContain(' hidden=""');
  });

  it('shows yen without decimals', () => {
    const html = withRole('ADMIN', <table><ProductRow product={{ ...product, currency: 'JPY' }} onChange={noop} onRemoved={noop} /></table>);
    expect(html).toContain('¥1,999 – ¥2,500');
  });
});

describe('VariantsTable', () => {
  it('lists SKU, options, prices, on sale, stock and unlimited, editable for a STORE_MANAGER', () => {
    const html = withRole('STORE_MANAGER', <VariantsTable product={product} onVariant={noop} onVariantRemoved={noop} />);
    expect(html).toContain('BT-BLUE');
    expect(html).toContain('Colour: Blue');
    expect(html).toContain('value="25.00"');
    expect(html).toContain('value="19.99"');
    expect(html).toContain('aria-label="Add 1 to stock of BT-BLUE"');
    expect(html).toContain('aria-label="Remove 1 from stock of BT-BLUE"');
    // No stock buttons for an unlimited variant.
    expect(html).not.toContain('stock of BT-RED"');
    expect(html).toContain('>Save<');
  });

  it('is read-only for an EDITOR (products:read without inventory or product writes)', () => {
    const html = withRole('EDITOR', <VariantsTable product={product} onVariant={noop} onVariantRemoved={noop} />);
    expect(html).not.toContain('to stock of');
    expect(html).not.toContain('>Save<');
    expect(html).toMatch(/aria-label="Price of BT-BLUE \(USD\)"[^>]*disabled=""/);
  });

  it('edits prices in whole yen for a JPY site', () => {
    const yen: OwnerProduct = { ...product, currency: 'JPY', variants: product.variants.map((v) => ({ ...v, priceCents: 2500, salePriceCents: 1999 })) };
    const html = withRole('STORE_MANAGER', <VariantsTable product={yen} onVariant={noop} onVariantRemoved={noop} />);
    expect(html).toContain('value="2500"');
    expect(html).toContain('value="1999"');
    expect(html).toContain('aria-label="Price of BT-BLUE (JPY)"');
  });
});
