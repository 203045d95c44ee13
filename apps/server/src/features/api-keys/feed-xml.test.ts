import { describe, expect, it } from 'vitest';
import { feedItem, feedPrice } from './feed-xml.ts';

describe('the feed XML', () => {
  it('writes prices with the currency’s decimals and its code', () => {
    expect(feedPrice(1200, 'USD')).toBe('12.00 USD');
    expect(feedPrice(5, 'EUR')).toBe('0.05 EUR');
    expect(feedPrice(1200, 'JPY')).toBe('1200 JPY');
  });

  it('writes one item with the Google Merchant fields, the sale price only when on sale', () => {
    const entry = {
      id: 'MUG-1', groupId: null, title: 'Mug & saucer', description: '', link: 'http://shop.test/shop/mug', imageLink: null,
      priceCents: 2400, salePriceCents: null, currency: 'USD', inStock: false, brand: 'Shop',
    };
    const xml = feedItem(entry);
    expect(xml).toContain('<g:id>MUG-1</g:id>');
    expect(xml).toContain('<title>Mug &amp; saucer</title>');
    expect(xml).toContain('<description>Mug &amp; saucer</description>');
    expect(xml).toContain('<g:availability>out of stock</g:availability>');
    expect(xml).not.toContain('g:sale_price');
    expect(xml).not.toContain('g:image_link');
    expect(xml).not.toContain('g:item_group_id');
    expect(feedItem({ ...entry, salePriceCents: 1800, groupId: 'p1' })).toContain('<g:sale_price>18.00 USD</g:sale_price>');
  });
});
