import { beforeAll, expect, it } from 'vitest';
import {
  findCollectionByUrlId,
  findItemByUrlId,
  findProductByUrlId,
  getProduct,
  getStock,
  listItems,
  listNavigation,
  listProducts,
} from './catalog-repository.ts';
import { createCollection, createProduct, setVariantStock } from './catalog-writes.ts';
import { seedDemo } from '../../seed/demo.ts';
import { createWebsite, getWebsite } from '../site/index.ts';
import { forEachDialect } from '../../test-support/dialects.ts';

forEachDialect('catalog', (t) => {
  let siteId = '';
  let shopId = '';
  let otherSiteId = '';
  let otherItemId = '';

  beforeAll(async () => {
    siteId = (await seedDemo(t.db, Date.UTC(2026, 2, 1))) as string;
    shopId = (await findCollectionByUrlId(t.db, siteId, 'shop'))!.id;
    const other = await createWebsite(t.db, { name: 'Other', currency: 'EUR', hosts: ['other.test'] });
    otherSiteId = other.id;
    const otherShop = await createCollection(t.db, other.id, { urlId: 'shop', title: 'Boutique', type: 'products', navIndex: 0 });
    otherItemId = (
      await createProduct(t.db, other.id, otherShop, {
        urlId: 'merino-crew-tee',
        title: 'Other tee',
        productType: 'PHYSICAL',
        variants: [{ sku: 'TEE-S-NAVY', priceCents: 100, qtyInStock: 1 }],
      })
    ).itemId;
  });

  it('lists the navigation in order with full URLs', async () => {
    const nav = await listNavigation(t.db, siteId);
    expect(nav.map((c) => [c.navigationTitle, c.fullUrl, c.type])).toEqual([
      ['Home', '/', 'page'],
      ['Shop', '/shop', 'products'],
      ['Blog', '/blog', 'blog'],
      ['About', '/about', 'page'],
      ['Contact', '/contact', 'page'],
      ['Members', '/members', 'page'],
      ['Events', '/events', 'events'],
    ]);
    expect((await listNavigation(t.db, otherSiteId)).map((c) => c.title)).toEqual(['Boutique']);
  });

  it('finds collections by url id within the site', async () => {
    const home = await findCollectionByUrlId(t.db, siteId, 'home');
    expect(home).toMatchObject({ title: 'Home', type: 'page', enabled: true, navIndex: 0, fullUrl: '/' });
    expect(home?.bodyHtml).toContain('Welcome');
    expect(await findCollectionByUrlId(t.db, siteId, 'nope')).toBeNull();
    expect(await findCollectionByUrlId(t.db, otherSiteId, 'blog')).toBeNull();
  });

  it('lists blog posts newest first and finds one by url id', async () => {
    const blog = (await findCollectionByUrlId(t.db, siteId, 'blog'))!;
    const posts = await listItems(t.db, siteId, blog.id);
    expect(posts).toHaveLength(3);
    expect(posts.map((p) => p.publishedAt)).toEqual([...posts.map((p) => p.publishedAt)].sort((a, b) => b! - a!));
    expect(posts[0]).toMatchObject({ recordType: 1, authorName: 'Maya Chen', tags: ['bread', 'how-to'], categories: ['Baking'] });
    const post = await findItemByUrlId(t.db, siteId, blog.id, posts[1].urlId);
    expect(post?.id).toBe(posts[1].id);
    expect(await findItemByUrlId(t.db, otherSiteId, blog.id, posts[1].urlId)).toBeNull();
  });

  it('lists products in shop order with their variants', async () => {
    const products = await listProducts(t.db, siteId, shopId);
    expect(products.length).toBeGreaterThanOrEqual(12);
    expect(new Set(products.map((p) => p.productType))).toEqual(new Set(['PHYSICAL', 'DIGITAL', 'SERVICE', 'GIFT_CARD']));
    const tee = products[0];
    expect(tee).toMatchObject({ urlId: 'merino-crew-tee', currency: 'USD', recordType: 11, collectionId: shopId });
    expect(tee.variantOptionOrdering).toEqual(['Size', 'Colour']);
    expect(tee.variants).toHaveLength(9);
    expect(tee.variants[0]).toMatchObject({ sku: 'TEE-S-NAVY', priceCents: 4800, attributes: { Size: 'S', Colour: 'Navy' } });
    // The demo's pictures are media library files (issue 14).
    expect(tee.variants[0].imageUrl).toMatch(/^\/media\/[0-9a-f]{24}\/v1\/merino-crew-tee-navy\.png$/);
    expect(tee.mainImageUrl).toMatch(/^\/media\/[0-9a-f]{24}\/v1\/merino-crew-tee\.png$/);
    for (const product of products) expect(product.variants.length).toBeGreaterThan(0);
  });

  it('gets one product in the commerce shape', async () => {
    const list = await listProducts(t.db, siteId, shopId);
    const byUrl = new Map(list.map((p) => [p.urlId, p]));
    const coffee = await getProduct(t.db, siteId, byUrl.get('house-blend-subscription')!.id);
    expect(coffee).toMatchObject({
      isSubscribable: true,
      subscriptionPlan: { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 0 },
      customAddButtonText: null,
    });
    expect(coffee?.variants.every((v) => v.unlimited)).toBe(true);
    const gift = await getProduct(t.db, siteId, byUrl.get('gift-card')!.id);
    expect(gift).toMatchObject({ productType: 'GIFT_CARD', giftCardDenominations: [2500, 5000, 10000] });
    const workshop = await getProduct(t.db, siteId, byUrl.get('sourdough-workshop')!.id);
    expect(workshop).toMatchObject({ productType: 'SERVICE', useCustomAddButtonText: true, customAddButtonText: 'Book a Seat' });
    const mug = await getProduct(t.db, siteId, byUrl.get('stoneware-mug')!.id);
    expect(mug?.variants[0]).toMatchObject({ onSale: true, priceCents: 2800, salePriceCents: 2200 });
    expect(mug).not.toHaveProperty('giftCardDenominations');
    expect(byUrl.get('monogrammed-card-holder')?.additionalFieldsFormId).toMatch(/^[0-9a-f]{24}$/);
    expect(await getProduct(t.db, siteId, 'missing')).toBeNull();
  });

  it('keeps products of another site out', async () => {
    expect(await getProduct(t.db, siteId, otherItemId)).toBeNull();
    const other = await getProduct(t.db, otherSiteId, otherItemId);
    expect(other).toMatchObject({ title: 'Other tee', currency: 'EUR' });
    expect(await getStock(t.db, siteId, otherItemId)).toEqual([]);
    // The same sku may exist on two sites.
    expect(other?.variants[0].sku).toBe('TEE-S-NAVY');
  });

  it('finds a product by its url id in two queries', async () => {
    const tee = await findProductByUrlId(t.db, siteId, shopId, 'merino-crew-tee');
    expect(tee?.variants).toHaveLength(9);
    expect(await findProductByUrlId(t.db, siteId, shopId, 'nope')).toBeNull();
  });

  it('reports stock per variant and updates it', async () => {
    const tee = (await findProductByUrlId(t.db, siteId, shopId, 'merino-crew-tee'))!;
    const stock = await getStock(t.db, siteId, tee.id);
    expect(stock).toHaveLength(9);
    expect(stock.find((s) => s.sku === 'TEE-M-FOREST')).toMatchObject({ qtyInStock: 0, unlimited: false });
    const before = (await getWebsite(t.db, siteId))!.contentVersion;
    const forest = stock.find((s) => s.sku === 'TEE-M-FOREST')!;
    expect(await setVariantStock(t.db, siteId, forest.variantId, { qtyInStock: 4 })).toBe(true);
    expect((await getStock(t.db, siteId, tee.id)).find((s) => s.sku === 'TEE-M-FOREST')?.qtyInStock).toBe(4);
    expect((await getWebsite(t.db, siteId))!.contentVersion).toBe(before + 1);
    expect(await setVariantStock(t.db, otherSiteId, forest.variantId, { qtyInStock: 99 })).toBe(false);
  });
});
