import type { LightMyRequestResponse } from 'fastify';
import { EDITOR_BLOCK_TYPES } from '@plinth/api';
import { expect, it } from 'vitest';
import { defaultSiteId, ownerVisitor } from '../../test-support/owner.ts';
import { forEachStore, Visitor } from '../../test-support/test-app.ts';

/*
 * An edited page as visitors get it from the real app (the demo store, the built islands): every
 * block type drawn where the HTML body was, with the islands of the forms, the newsletter, the
 * product cards and the gallery, on a page, a blog post and a product's description.
 */

forEachStore('blocks: edited pages served to visitors', (store) => {
  const json = (response: LightMyRequestResponse) => response.json() as Record<string, any>;
  const visitor = () => new Visitor(() => store.app);

  /** A document with one block of every type, naming the demo store's own files, forms, gallery and products. */
  async function everyBlockDocument(owner: Visitor) {
    const files = json(await owner.request({ method: 'GET', url: '/api/owner/media' }));
    const image = (files.files ?? files.media).find((file: { isImage: boolean }) => file.isImage);
    const forms = json(await owner.request({ method: 'GET', url: '/api/owner/forms' })).forms;
    const gallery = json(await owner.request({ method: 'GET', url: '/api/owner/galleries' })).galleries[0];
    const shop = json(await visitor().arrive('/shop?format=json'));
    const text = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hand made <in> Stoke', marks: [{ type: 'bold' }] }] }] };
    const blocks = [
      { id: 'b-text', type: 'text', content: text },
      { id: 'b-heading', type: 'heading', text: 'Our studio' },
      { id: 'b-image', type: 'image', mediaId: image.id, alt: 'The studio' },
      { id: 'b-button', type: 'button', label: 'Shop now', link: { kind: 'page', href: '/shop' } },
      { id: 'b-quote', type: 'quote', text: 'Lovely mugs.', source: 'Ana' },
      { id: 'b-line', type: 'line' },
      { id: 'b-spacer', type: 'spacer', height: 24 },
      { id: 'b-code', type: 'code', language: 'html', source: '<p class="owner-notice">Closed Mondays</p>' },
      { id: 'b-chart', type: 'chart', kind: 'bar', title: 'Sales', data: { columns: ['2026'], rows: [{ label: 'May', values: [3] }] } },
      { id: 'b-form', type: 'form', formId: forms.find((form: { isNewsletter: boolean }) => !form.isNewsletter).id },
      { id: 'b-newsletter', type: 'newsletter', title: 'Kiln notes', buttonLabel: 'Sign me up' },
      { id: 'b-product', type: 'product', productId: shop.items[0].id },
      { id: 'b-summary', type: 'summary', collectionId: shop.collection.id, limit: 2 },
      { id: 'b-video', type: 'video', url: 'https://youtu.be/dQw4w9WgXcQ', caption: 'Studio tour' },
      { id: 'b-audio', type: 'audio', url: 'https://cdn.plinth.example/talk.mp3', title: 'A talk' },
      { id: 'b-map', type: 'map', addressLine1: '12 Clay Street', mapLat: 53, mapLng: -2.18 },
      { id: 'b-gallery', type: 'gallery', galleryId: gallery.id },
    ];
    expect(blocks.map((block) => block.type)).toEqual([...EDITOR_BLOCK_TYPES]);
    return { version: 1, sections: [{ id: 'main', blocks }] };
  }

  async function publish(owner: Visitor, kind: string, id: string, document: unknown): Promise<void> {
    const url = `/api/owner/editor/${kind}/${id}/document`;
    const { revision } = json(await owner.request({ method: 'GET', url }));
    const saved = await owner.send('PUT', url, { document, baseRevision: revision });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await owner.send('POST', `/api/owner/editor/${kind}/${id}/publish`, { revision: json(saved).revision })).statusCode).toBe(200);
  }

  /** Every block drawn, with the real islands, and the old body gone. */
  function expectEveryBlock(html: string, oldBody: string) {
    for (const type of EDITOR_BLOCK_TYPES) expect(html, type).toMatch(new RegExp(`class="block block--(?:${type}|html)`));
    expect(html).not.toContain(oldBody);
    expect(html).toContain('<strong>Hand made &lt;in&gt; Stoke</strong>');
    expect(html).toContain('<p class="owner-notice">Closed Mondays</p>');
    for (const island of ['FormBlock', 'NewsletterBlock', 'QuickViewButton']) expect(html, island).toContain(`data-island="${island}"`);
    expect(html).toContain('Sign me up');
    expect(html).toMatch(/<svg class="block-chart__svg"[^>]*role="img"/);
    expect(html).toContain('<section class="gallery ');
  }

  it('serves a page of every block type in place of its HTML body, its context with the sections', async () => {
    const owner = await ownerVisitor(store, 'ADMIN');
    const site = await defaultSiteId(store.db);
    const about = (await store.db.selectFrom('collections').select(['id', 'body_html']).where('website_id', '=', site).where('url_id', '=', 'about').executeTakeFirstOrThrow());
    const before = await visitor().arrive('/about');
    const oldBody = (about.body_html as string).slice(0, 40);
    expect(before.body).toContain(oldBody);
    await publish(owner, 'pages', about.id, await everyBlockDocument(owner));
    const page = await visitor().arrive('/about');
    expect(page.statusCode).toBe(200);
    expectEveryBlock(page.body, oldBody);
    const context = json(await visitor().arrive('/about?format=json'));
    expect(context.pageSections[0].blocks.map((block: { type: string }) => block.type)).toEqual([...EDITOR_BLOCK_TYPES]);
  });

  it('serves a blog post and a product description of blocks the same way', async () => {
    const owner = await ownerVisitor(store, 'ADMIN');
    const document = await everyBlockDocument(owner);
    const post = json(await visitor().arrive('/blog?format=json')).items[0];
    await publish(owner, 'posts', post.id, document);
    const postPage = await visitor().arrive(post.fullUrl);
    expect(postPage.statusCode).toBe(200);
    expectEveryBlock(postPage.body, String(post.body).slice(0, 40));
    expect(postPage.body).toMatch(/<div class="post__body"><style>/);

    const product = json(await visitor().arrive('/shop?format=json')).items[1];
    await publish(owner, 'products', product.id, document);
    const productPage = await visitor().arrive(product.fullUrl);
    expect(productPage.statusCode).toBe(200);
    expectEveryBlock(productPage.body, String(product.body).slice(0, 40));
    expect(productPage.body).toContain('data-island="VariantImage"');
  });
});
