import { expect, it } from 'vitest';
import { forEachStore, Visitor } from '../test-support/test-app.ts';

forEachStore('the demo /gallery page', (store) => {
  it('shows one gallery in each of the four designs, of at least eight library pictures each, some with captions', async () => {
    const visitor = new Visitor(() => store.app);
    const page = await visitor.request({ method: 'GET', url: '/gallery?format=json' });
    expect(page.statusCode).toBe(200);
    const galleries = (page.json() as { pageGalleries: { title: string; options: { design: string }; items: { caption: string; assetUrl: string }[] }[] }).pageGalleries;
    expect(galleries.map((g) => g.options.design)).toEqual(['grid', 'slideshow', 'slider', 'stacked']);
    for (const gallery of galleries) {
      expect(gallery.items.length, gallery.title).toBeGreaterThanOrEqual(8);
      expect(gallery.items.every((item) => item.assetUrl.startsWith('/media/')), gallery.title).toBe(true);
    }
    expect(galleries.flatMap((g) => g.items).filter((item) => item.caption).length).toBeGreaterThan(3);

    const html = (await visitor.request({ method: 'GET', url: '/gallery' })).body;
    for (const design of ['grid', 'slideshow', 'slider', 'stacked']) expect(html).toContain(`gallery--${design}`);
    expect(html).toContain('?format=300w 300w');
  });

  it('is linked from Home, and the library says each picture is used by its galleries', async () => {
    const home = await new Visitor(() => store.app).request({ method: 'GET', url: '/' });
    expect(home.body).toContain('href="/gallery"');
    const uses = await store.db.selectFrom('media_usage').select('ref_id').where('kind', '=', 'gallery').execute();
    expect(new Set(uses.map((u) => u.ref_id)).size).toBe(4);
  });
});
