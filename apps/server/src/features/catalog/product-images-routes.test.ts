import { expect, it } from 'vitest';
import { newId } from '../../infra/database/ids.ts';
import { addTestProduct, defaultSiteId, ownerVisitor } from '../../test-support/owner.ts';
import { forEachStore, type TestStore } from '../../test-support/test-app.ts';

/** A library file row as the media feature leaves it after processing (or still processing). */
async function addLibraryFile(store: TestStore, fileName: string, options: { status?: string; contentType?: string } = {}): Promise<string> {
  const id = newId();
  const now = Date.now();
  await store.db
    .insertInto('media_files')
    .values({
      id,
      website_id: await defaultSiteId(store.db),
      file_name: fileName,
      search_text: fileName.toLowerCase(),
      content_type: options.contentType ?? 'image/jpeg',
      size: 1234,
      width: 2000,
      height: 1500,
      color_data_json: null,
      focal_x: null,
      focal_y: null,
      status: options.status ?? 'ready',
      status_message: null,
      processing_started_at: null,
      seed_source: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

forEachStore('product photos', (store) => {
  const path = (id: string) => `/api/owner/products/${id}/images`;

  it('sets photos in order and a variant image; the storefront shows the first and switches with the variant; the files are marked used', async () => {
    const owner = await ownerVisitor(store, 'STORE_MANAGER');
    const { itemId, variantIds } = await addTestProduct(store.db, 'Photo Tee');
    const front = await addLibraryFile(store, 'front.jpg');
    const back = await addLibraryFile(store, 'back view.jpg');

    const empty = (await owner.request({ method: 'GET', url: path(itemId) })).json();
    expect(empty).toEqual({ images: [], variants: variantIds.map((variantId) => ({ variantId, mediaId: null })) });

    const saved = await owner.send('PUT', path(itemId), { mediaIds: [front, back], variants: [{ variantId: variantIds[1], mediaId: back }] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      images: [
        { mediaId: front, fileName: 'front.jpg', url: `/media/${front}/front.jpg`, assetUrl: `/media/${front}/v1/front.jpg`, altText: '', originalSize: '2000x1500' },
        { mediaId: back, fileName: 'back view.jpg', url: `/media/${back}/back%20view.jpg`, assetUrl: `/media/${back}/v1/back%20view.jpg`, altText: '', originalSize: '2000x1500' },
      ],
      variants: [
        { variantId: variantIds[0], mediaId: null },
        { variantId: variantIds[1], mediaId: back },
      ],
    });
    const item = await store.db.selectFrom('items').select(['main_image_url', 'main_image_size']).where('id', '=', itemId).executeTakeFirstOrThrow();
    expect(item).toEqual({ main_image_url: `/media/${front}/front.jpg`, main_image_size: '2000x1500' });
    const variants = await store.db.selectFrom('variants').select(['id', 'image_url']).where('item_id', '=', itemId).orderBy('position').execute();
    expect(variants.map((v) => v.image_url)).toEqual([null, `/media/${back}/back%20view.jpg`]);
    const { url_id } = await store.db.selectFrom('items').select('url_id').where('id', '=', itemId).executeTakeFirstOrThrow();
    const page = (await owner.request({ method: 'GET', url: `/shop/${url_id}?format=json` })).json();
    expect(page.item.assetUrl).toBe(`/media/${front}/front.jpg`);
    expect(page.item.structuredContent.variants.map((v: { imageUrl: string | null }) => v.imageUrl)).toEqual([null, `/media/${back}/back%20view.jpg`]);
    const usage = await store.db.selectFrom('media_usage').select(['media_id', 'kind', 'title']).where('ref_id', '=', itemId).orderBy('media_id').execute();
    expect(usage).toEqual([front, back].sort().map((media_id) => ({ media_id, kind: 'product', title: 'Photo Tee' })));

    // Reordered: the other photo becomes the main image; dropping a photo drops its variant image and its usage.
    const reordered = (await owner.send('PUT', path(itemId), { mediaIds: [back], variants: [] })).json();
    expect(reordered.images.map((i: { mediaId: string }) => i.mediaId)).toEqual([back]);
    expect(reordered.variants[1].mediaId).toBe(back);
    const main = await store.db.selectFrom('items').select('main_image_url').where('id', '=', itemId).executeTakeFirstOrThrow();
    expect(main.main_image_url).toBe(`/media/${back}/back%20view.jpg`);
    expect(await store.db.selectFrom('media_usage').select('media_id').where('ref_id', '=', itemId).execute()).toEqual([{ media_id: back }]);

    // No photos left: the product falls back to no main image.
    await owner.send('PUT', path(itemId), { mediaIds: [], variants: [] });
    const cleared = await store.db.selectFrom('items').select('main_image_url').where('id', '=', itemId).executeTakeFirstOrThrow();
    expect(cleared.main_image_url).toBeNull();
    const clearedVariants = await store.db.selectFrom('variants').select('image_url').where('item_id', '=', itemId).execute();
    expect(clearedVariants.map((v) => v.image_url)).toEqual([null, null]);
  });

  it('leaves a seeded picture alone until the owner sets photos', async () => {
    const owner = await ownerVisitor(store, 'ADMIN');
    const { itemId } = await addTestProduct(store.db);
    await store.db.updateTable('items').set({ main_image_url: '/assets/tee.svg', main_image_size: '800x800' }).where('id', '=', itemId).execute();
    await owner.send('PUT', path(itemId), { mediaIds: [], variants: [] });
    const item = await store.db.selectFrom('items').select('main_image_url').where('id', '=', itemId).executeTakeFirstOrThrow();
    expect(item.main_image_url).toBe('/assets/tee.svg');
  });

  it('refuses what cannot be a photo with 400 and a clear message, and changes nothing', async () => {
    const owner = await ownerVisitor(store, 'ADMIN');
    const { itemId, variantIds } = await addTestProduct(store.db);
    const other = await addTestProduct(store.db);
    const ready = await addLibraryFile(store, 'ok.jpg');
    const processing = await addLibraryFile(store, 'busy.jpg', { status: 'processing' });
    const pdf = await addLibraryFile(store, 'menu.pdf', { contentType: 'application/pdf' });
    const cases: [object, string][] = [
      [{ mediaIds: ['nope'] }, 'No such file in the library: nope.'],
      [{ mediaIds: [processing] }, 'busy.jpg is not a ready image: only processed pictures can be product photos.'],
      [{ mediaIds: [pdf] }, 'menu.pdf is not a ready image: only processed pictures can be product photos.'],
      [{ mediaIds: [ready, ready] }, 'mediaIds: A photo is listed twice.'],
      [{ mediaIds: [ready], variants: [{ variantId: other.variantIds[0], mediaId: ready }] }, `No such variant of this product: ${other.variantIds[0]}.`],
      [{ mediaIds: [], variants: [{ variantId: variantIds[0], mediaId: ready }] }, `A variant's image must be one of the product's photos (${ready} is not).`],
      [{ mediaIds: 'x' }, 'mediaIds must be a list.'],
    ];
    for (const [body, message] of cases) {
      const response = await owner.send('PUT', path(itemId), body);
      expect([response.statusCode, response.json()], JSON.stringify(body)).toEqual([400, { error: { code: 'INVALID', message } }]);
    }
    expect(await store.db.selectFrom('product_media').select('media_id').where('product_id', '=', itemId).execute()).toEqual([]);
    expect((await owner.send('PUT', path('nope'), { mediaIds: [] })).statusCode).toBe(404);
    expect((await owner.request({ method: 'GET', url: path('nope') })).statusCode).toBe(404);
  });

  it('lets readers see photos and only product writers change them; a deleted product stops using its files; a deleted file leaves the product', async () => {
    const { itemId } = await addTestProduct(store.db);
    const file = await addLibraryFile(store, 'gone.jpg');
    const admin = await ownerVisitor(store, 'ADMIN');
    await admin.send('PUT', path(itemId), { mediaIds: [file] });
    const viewer = await ownerVisitor(store, 'VIEWER');
    expect((await viewer.request({ method: 'GET', url: path(itemId) })).json().images).toHaveLength(1);
    expect((await viewer.send('PUT', path(itemId), { mediaIds: [] })).statusCode).toBe(403);
    expect((await (await ownerVisitor(store)).request({ method: 'GET', url: path(itemId) })).statusCode).toBe(401);

    const second = await addTestProduct(store.db);
    await admin.send('PUT', path(second.itemId), { mediaIds: [file] });
    expect((await admin.send('DELETE', `/api/owner/products/${second.itemId}`)).statusCode).toBe(204);
    expect((await store.db.selectFrom('media_usage').select('ref_id').where('media_id', '=', file).execute()).map((u) => u.ref_id)).toEqual([itemId]);

    await store.db.deleteFrom('media_files').where('id', '=', file).execute();
    expect((await admin.request({ method: 'GET', url: path(itemId) })).json().images).toEqual([]);
  });
});

forEachStore('the demo products’ photos', (store) => {
  it('are their seeded library pictures, the colour pictures their variants’ images', async () => {
    const owner = await ownerVisitor(store, 'VIEWER');
    const apron = await store.db.selectFrom('items').select('id').where('url_id', '=', 'linen-apron').executeTakeFirst();
    const id = apron?.id ?? (await store.db.selectFrom('items').innerJoin('products', 'products.item_id', 'items.id').select('items.id').where('items.title', 'like', '%Apron%').executeTakeFirstOrThrow()).id;
    const { images, variants } = (await owner.request({ method: 'GET', url: `/api/owner/products/${id}/images` })).json();
    expect(images.length).toBeGreaterThan(1);
    expect(images[0].fileName).toMatch(/\.png$/);
    const colourImages = images.slice(1).map((i: { mediaId: string }) => i.mediaId);
    expect(variants.map((v: { mediaId: string }) => v.mediaId)).toEqual(colourImages);
  });
});
