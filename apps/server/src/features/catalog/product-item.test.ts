import { contextProduct, type Product } from '@plinth/commerce';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductRecord } from './catalog-rows.ts';
import { findCollectionByUrlId, listProducts } from './catalog-repository.ts';
import { seedDemo } from '../../seed/demo.ts';
import { forEachDialect } from '../../test-support/dialects.ts';
import { parseSize, productToContextItem, STORE_ITEM_RECORD_TYPE } from './product-item.ts';

/** The commerce Product part of a record. */
function commerceProduct(record: ProductRecord): Product {
  return {
    id: record.id,
    title: record.title,
    urlId: record.urlId,
    productType: record.productType,
    currency: record.currency,
    variants: record.variants,
    variantOptionOrdering: record.variantOptionOrdering,
    isSubscribable: record.isSubscribable,
    customAddButtonText: record.customAddButtonText,
    additionalFieldsFormId: record.additionalFieldsFormId,
    giftCardDenominations: record.giftCardDenominations ?? undefined,
  };
}

forEachDialect('product-item round trip on the demo catalogue', (t) => {
  let records: ProductRecord[];
  beforeAll(async () => {
    const websiteId = (await seedDemo(t.db)) as string;
    const shop = await findCollectionByUrlId(t.db, websiteId, 'shop');
    records = await listProducts(t.db, websiteId, shop?.id as string);
  });

  it('productToContextItem → contextProduct (@plinth/commerce) keeps every commerce Product, also through JSON', () => {
    expect(records.length).toBe(13);
    for (const record of records) {
      const item = productToContextItem(record, '/shop');
      expect(contextProduct(item), record.urlId).toEqual(commerceProduct(record));
      // ?format=json and the island props serialise the item: the round trip must survive it.
      expect(contextProduct(JSON.parse(JSON.stringify(item))), record.urlId).toEqual(commerceProduct(record));
    }
  });

  it('keeps what the storefront depends on: sale prices, stock, options, custom button text, the form, gift denominations', () => {
    const byUrl = new Map(records.map((r) => [r.urlId, contextProduct(productToContextItem(r, '/shop')) as Product]));
    expect(byUrl.get('stoneware-mug')?.variants[0]).toMatchObject({ sku: 'MUG-OAT', priceCents: 2800, salePriceCents: 2200, onSale: true, qtyInStock: 40, unlimited: false });
    expect(byUrl.get('merino-crew-tee')?.variantOptionOrdering).toEqual(['Size', 'Colour']);
    expect(byUrl.get('merino-crew-tee')?.variants.find((v) => v.sku === 'TEE-M-FOREST')).toMatchObject({ qtyInStock: 0, attributes: { Size: 'M', Colour: 'Forest' } });
    expect(byUrl.get('sourdough-workshop')).toMatchObject({ productType: 'SERVICE', customAddButtonText: 'Book a Seat' });
    expect(byUrl.get('house-blend-subscription')).toMatchObject({ isSubscribable: true });
    expect(byUrl.get('monogrammed-card-holder')?.additionalFieldsFormId).toEqual(expect.any(String));
    expect(byUrl.get('gift-card')).toMatchObject({ productType: 'GIFT_CARD', giftCardDenominations: [2500, 5000, 10000] });
    expect(byUrl.get('seasonal-recipe-ebook')).toMatchObject({ productType: 'DIGITAL', customAddButtonText: null });
  });

  it('builds the template item in the hosted-builder shape', () => {
    const mug = records.find((r) => r.urlId === 'stoneware-mug') as ProductRecord;
    const item = productToContextItem(mug, '/shop');
    expect(item).toMatchObject({ recordType: STORE_ITEM_RECORD_TYPE, fullUrl: '/shop/stoneware-mug', imageWidth: 2500, imageHeight: 2500 });
    expect(item.structuredContent).toMatchObject({
      productType: 1,
      currency: 'USD',
      onSale: true,
      priceMoney: { decimalValue: '28.00', currency: 'USD' },
      salePriceMoney: { decimalValue: '22.00', currency: 'USD' },
    });
    const tee = productToContextItem(records.find((r) => r.urlId === 'merino-crew-tee') as ProductRecord, '/shop');
    const variant = (tee.structuredContent as { variants: Record<string, unknown>[] }).variants[0];
    expect(variant.optionValues).toEqual([
      { optionName: 'Size', value: 'S' },
      { optionName: 'Colour', value: 'Navy' },
    ]);
    expect(variant.priceMoney).toMatchObject({ decimalValue: '48.00' });
  });
});

describe('parseSize', () => {
  it('parseSize reads WIDTHxHEIGHT', () => {
    expect(parseSize('800x600')).toEqual([800, 600]);
    expect(parseSize('800 x 600')).toEqual([0, 0]);
    expect(parseSize(null)).toEqual([0, 0]);
  });
});
