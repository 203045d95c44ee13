import { expect, it } from 'vitest';
import { addTestProduct, defaultSiteId, ownerVisitor } from '../../test-support/owner.ts';
import { forEachStore, type TestStore } from '../../test-support/test-app.ts';
import { addFreeMemberArea } from '../member-areas/index.ts';
import { changeContent, updateWebsiteSettings } from '../site/index.ts';

/* The product feed and the ads pixel on both databases: the owner's settings, the feed's XML, the pixel on pages. */

const json = (response: { json(): unknown }) => response.json() as Record<string, any>;
const PIXEL = /<script data-ads-pixel="(\d+)">/;

async function setCookiePolicy(store: TestStore, cookiePolicy: 'permissive' | 'restrictive'): Promise<void> {
  const siteId = await defaultSiteId(store.db);
  await updateWebsiteSettings(store.db, siteId, { cookiePolicy });
  await changeContent(store.db, siteId, async () => undefined);
}

const feedPathOf = (feedUrl: string) => new URL(feedUrl).pathname;

forEachStore('the product feed and ads pixel', (store) => {
  it('gives an ADMIN the feed URL (the same each time) and nobody else', async () => {
    expect((await (await ownerVisitor(store, 'STORE_MANAGER')).request({ method: 'GET', url: '/api/owner/product-feed' })).statusCode).toBe(403);
    const admin = await ownerVisitor(store, 'ADMIN');
    const first = json(await admin.request({ method: 'GET', url: '/api/owner/product-feed' }));
    expect(first).toEqual({ feedUrl: expect.stringMatching(/^http:\/\/localhost(:\d+)?\/feeds\/[A-Za-z0-9_-]{24}\/products\.xml$/), pixelId: null, cookiePolicy: 'permissive' });
    expect(json(await admin.request({ method: 'GET', url: '/api/owner/product-feed' })).feedUrl).toBe(first.feedUrl);
  });

  it('serves published products as Google Merchant RSS: escaped, priced, with availability, link and image', async () => {
    const admin = await ownerVisitor(store, 'ADMIN');
    const { feedUrl } = json(await admin.request({ method: 'GET', url: '/api/owner/product-feed' }));
    const odd = await addTestProduct(store.db, 'Salt & Pepper <Set> "Deluxe"');
    const hidden = await addTestProduct(store.db, 'Secret prototype');
    await store.db.updateTable('items').set({ status: 'draft' }).where('id', '=', hidden.itemId).execute();
    const membersOnly = await addTestProduct(store.db, 'Members-only print');
    const shop = await store.db.selectFrom('items').select('collection_id').where('id', '=', membersOnly.itemId).executeTakeFirstOrThrow();
    await addFreeMemberArea(store.db, await defaultSiteId(store.db), { name: 'Collectors', description: '', content: [{ collectionId: shop.collection_id, itemId: membersOnly.itemId }], now: Date.now() });
    await store.db.updateTable('variants').set({ qty_in_stock: 0 }).where('id', '=', odd.variantIds[1]!).execute();

    const response = await store.app.inject({ url: feedPathOf(feedUrl) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = response.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">')).toBe(true);
    expect(xml.trimEnd().endsWith('</channel>\n</rss>')).toBe(true);
    expect(xml).toContain('<title>Salt &amp; Pepper &lt;Set&gt; &quot;Deluxe&quot; - S</title>');
    expect(xml).not.toContain('Secret prototype');
    expect(xml).not.toContain('Members-only print');
    expect(xml).not.toContain('<Set>');
    const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]!);
    const odd_m = items.find((item) => item.includes(`<g:item_group_id>${odd.itemId}</g:item_group_id>`) && item.includes(' - M</title>'));
    expect(odd_m).toContain('<g:price>27.00 USD</g:price>');
    expect(odd_m).toContain('<g:availability>out of stock</g:availability>');
    expect(odd_m).toMatch(/<link>http:\/\/localhost(:\d+)?\/shop\/test-[a-z0-9]+<\/link>/);
    const tee = items.find((item) => item.includes('<g:id>TEE-S-NAVY</g:id>'));
    expect(tee).toContain('<g:availability>in stock</g:availability>');
    expect(tee).toContain('<g:price>48.00 USD</g:price>');
    expect(tee).toMatch(/<g:image_link>http:\/\/localhost(:\d+)?\/[^<]+<\/g:image_link>/);
    expect(tee).toContain('<g:condition>new</g:condition>');
    // Gift cards are not sold through ads catalogues.
    expect(xml).not.toMatch(/gift card/i);
  });

  it('answers 404 for a wrong token, and for the old one once the address is reset', async () => {
    const admin = await ownerVisitor(store, 'ADMIN');
    const { feedUrl } = json(await admin.request({ method: 'GET', url: '/api/owner/product-feed' }));
    expect((await store.app.inject({ url: '/feeds/AAAAAAAAAAAAAAAAAAAAAAAA/products.xml' })).statusCode).toBe(404);
    expect((await store.app.inject({ url: '/feeds/x/products.xml' })).statusCode).toBe(404);
    const reset = json(await admin.send('POST', '/api/owner/product-feed/token'));
    expect(reset.feedUrl).not.toBe(feedUrl);
    expect((await store.app.inject({ url: feedPathOf(feedUrl) })).statusCode).toBe(404);
    expect((await store.app.inject({ url: feedPathOf(reset.feedUrl) })).statusCode).toBe(200);
  });

  it('saves a pixel id of digits only, and removes it with null', async () => {
    const admin = await ownerVisitor(store, 'ADMIN');
    for (const pixelId of ['abc123', '12345', '1'.repeat(21), '12 34 56', 42]) {
      const refused = await admin.send('PUT', '/api/owner/product-feed/pixel', { pixelId });
      expect(refused.statusCode, String(pixelId)).toBe(400);
      expect(json(refused).error.message).toContain('A pixel id is 6 to 20 digits.');
    }
    expect((await admin.send('PUT', '/api/owner/product-feed/pixel', { pixelId: '123456' }, false)).statusCode).toBe(403);
    const saved = json(await admin.send('PUT', '/api/owner/product-feed/pixel', { pixelId: ' 1234567890123456 ' }));
    expect(saved.pixelId).toBe('1234567890123456');
    expect(json(await admin.send('PUT', '/api/owner/product-feed/pixel', { pixelId: null })).pixelId).toBeNull();
  });

  it('renders the pixel into pages under a permissive policy; under a restrictive one only after consent', async () => {
    const admin = await ownerVisitor(store, 'ADMIN');
    const page = async (cookie?: string) => (await store.app.inject({ url: '/shop', headers: cookie ? { cookie } : {} })).body;
    expect(await page()).not.toMatch(PIXEL);
    await admin.send('PUT', '/api/owner/product-feed/pixel', { pixelId: '987654321012' });
    expect((await page()).match(PIXEL)?.[1]).toBe('987654321012');

    await setCookiePolicy(store, 'restrictive');
    expect(await page()).not.toMatch(PIXEL);
    expect(await page('ss_consent=declined')).not.toMatch(PIXEL);
    expect((await page('ss_consent=accepted')).match(PIXEL)?.[1]).toBe('987654321012');
    // The consented page is cached apart: the next visitor without consent still gets none.
    expect(await page()).not.toMatch(PIXEL);

    await setCookiePolicy(store, 'permissive');
    await admin.send('PUT', '/api/owner/product-feed/pixel', { pixelId: null });
    expect(await page()).not.toMatch(PIXEL);
  });
});
