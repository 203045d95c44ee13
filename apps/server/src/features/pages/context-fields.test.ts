import { COLLECTION_TYPES } from '@plinth/platform';
import { expect, it } from 'vitest';
import { forEachStore } from '../../test-support/test-app.ts';

/*
 * platform.md §3, read literally against the context a theme gets (`?format=json`):
 * "Item or post: … filename, … starred, … passthrough, sourceUrl, mainImageId, systemDataId … and
 * collection (type, folder, folderBehavior)" and "Image: … colorData (averages for topLeft,
 * topRight, bottomLeft, bottomRight and center), … componentKey and licensedAssetPreview".
 */
forEachStore('page context: the item, collection and image fields of platform.md §3', (store) => {
  const context = async (url: string) => {
    const response = await store.app.inject({ method: 'GET', url: `${url}?format=json` });
    expect(response.statusCode).toBe(200);
    return response.json() as Record<string, any>;
  };

  it('gives collections type, folder and folderBehavior', async () => {
    const [shop, about] = [await context('/shop'), await context('/about')];
    expect(shop.collection).toMatchObject({ type: COLLECTION_TYPES.PRODUCTS, folder: false, folderBehavior: null });
    expect(about.collection).toMatchObject({ type: COLLECTION_TYPES.PAGE, folder: false, folderBehavior: null });
  });

  it('gives every product item filename, starred, passthrough, sourceUrl, mainImageId and systemDataId', async () => {
    const { items } = await context('/shop');
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      for (const key of ['filename', 'starred', 'passthrough', 'sourceUrl', 'mainImageId', 'systemDataId']) expect(item, `${item.title}: ${key}`).toHaveProperty(key);
      expect([item.starred, item.passthrough, item.sourceUrl]).toEqual([false, false, '']);
    }
  });

  it('names a library main image by its file: its id, its file name, its colours as averages, its component key', async () => {
    const { items } = await context('/shop');
    const pictured = items.filter((item: { mainImageId: string | null }) => item.mainImageId !== null);
    expect(pictured.length).toBeGreaterThan(0);
    for (const item of pictured) {
      expect(item.assetUrl).toContain(`/media/${item.mainImageId}/`);
      expect(item.systemDataId).toBe(item.mainImageId);
      expect(decodeURIComponent(item.assetUrl)).toContain(item.filename);
      expect(item.componentKey).toBe(item.mainImageId);
      expect(item.licensedAssetPreview).toBeNull();
    }
  });

  it("carries the library's colour averages of a product's main image, topLeft to center, as the image formatters read them", async () => {
    const { items } = await context('/shop');
    const item = items.find((entry: { mainImageId: string | null }) => entry.mainImageId !== null);
    const colors = { topLeft: '#102030', topRight: '#405060', bottomLeft: '#708090', bottomRight: '#A0B0C0', center: '#D0E0F0' };
    await store.db.updateTable('media_files').set({ color_data_json: JSON.stringify(colors) }).where('id', '=', item.mainImageId).execute();
    const page = await context(item.fullUrl);
    expect(page.item.colorData).toEqual({
      topLeftAverage: '102030', topRightAverage: '405060', bottomLeftAverage: '708090', bottomRightAverage: 'a0b0c0', centerAverage: 'd0e0f0',
    });
  });

  it('gives a blog post the same item fields', async () => {
    const blog = await context('/blog');
    expect(blog.collection).toMatchObject({ type: COLLECTION_TYPES.GENERIC, folder: false, folderBehavior: null });
    const post = blog.items[0];
    expect(post).toMatchObject({ starred: false, passthrough: false, sourceUrl: '' });
    expect(post).toHaveProperty('mainImageId');
    expect(post).toHaveProperty('filename');
  });
});
