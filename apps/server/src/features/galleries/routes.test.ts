import { expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { newId } from '../../infra/database/ids.ts';
import { defaultSiteId, ownerVisitor } from '../../test-support/owner.ts';
import { forEachStore } from '../../test-support/test-app.ts';
import { changeContent } from '../site/index.ts';

/** Puts a processed file in the site's library (as the media feature leaves it after an upload). */
async function libraryFile(db: Kysely<Schema>, websiteId: string, fileName: string, contentType = 'image/jpeg'): Promise<string> {
  const id = newId();
  const now = Date.now();
  await db.insertInto('media_files').values({
    id, website_id: websiteId, file_name: fileName, search_text: fileName, content_type: contentType, size: 1000, width: 1200, height: 800,
    color_data_json: null, focal_x: null, focal_y: null, status: 'ready', status_message: null, processing_started_at: null, seed_source: null,
    created_at: now, updated_at: now,
  }).execute();
  return id;
}

forEachStore('galleries: owner API and pages', (store) => {
  const json = (response: { json(): unknown }) => response.json() as Record<string, any>;

  it('reads with content:read and writes only with content:write', async () => {
    expect((await (await ownerVisitor(store)).request({ method: 'GET', url: '/api/owner/galleries' })).statusCode).toBe(401);
    const viewer = await ownerVisitor(store, 'VIEWER');
    expect((await viewer.request({ method: 'GET', url: '/api/owner/galleries' })).statusCode).toBe(200);
    const refused = await viewer.send('POST', '/api/owner/galleries', { title: 'Nope' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: { code: 'FORBIDDEN', message: 'Your role does not allow this.' } });
  });

  it('creates, reads, changes, lists and deletes a gallery of library files, recording where each file is used', async () => {
    const editor = await ownerVisitor(store, 'EDITOR');
    const site = await defaultSiteId(store.db);
    const [a, b] = [await libraryFile(store.db, site, 'mug.jpg'), await libraryFile(store.db, site, 'jug.jpg')];
    const made = await editor.send('POST', '/api/owner/galleries', { title: 'Studio', items: [{ mediaId: a, caption: 'Mug' }, { mediaId: b }] });
    expect(made.statusCode).toBe(201);
    const gallery = json(made).gallery;
    expect(gallery.settings).toMatchObject({ design: 'grid', padding: 20, 'autoplay-duration': null });
    expect(gallery.items[0]).toMatchObject({ mediaId: a, mediaType: 'imageFile', caption: 'Mug', media: { fileName: 'mug.jpg', originalSize: '1200x800' } });

    const changed = await editor.send('PUT', `/api/owner/galleries/${gallery.id}`, { title: 'Studio shots', settings: { design: 'slideshow', autoplay: true }, items: [{ mediaId: b }, { mediaId: a }] });
    expect(changed.statusCode).toBe(200);
    expect(json(changed).gallery.settings).toMatchObject({ design: 'slideshow', 'autoplay-duration': 5 });
    expect(json(changed).gallery.items.map((i: { mediaId: string }) => i.mediaId)).toEqual([b, a]);
    expect(json(await editor.request({ method: 'GET', url: `/api/owner/galleries/${gallery.id}` })).gallery.title).toBe('Studio shots');
    const list = json(await editor.request({ method: 'GET', url: '/api/owner/galleries' })).galleries;
    expect(list.find((g: { id: string }) => g.id === gallery.id)).toMatchObject({ title: 'Studio shots', design: 'slideshow', itemCount: 2 });
    const usage = await store.db.selectFrom('media_usage').select(['media_id', 'title']).where('ref_id', '=', gallery.id).orderBy('media_id').execute();
    expect(usage).toEqual([a, b].sort().map((media_id) => ({ media_id, title: 'Studio shots' })));

    expect((await editor.send('DELETE', `/api/owner/galleries/${gallery.id}`)).statusCode).toBe(204);
    expect((await editor.request({ method: 'GET', url: `/api/owner/galleries/${gallery.id}` })).statusCode).toBe(404);
    expect(await store.db.selectFrom('media_usage').select('media_id').where('ref_id', '=', gallery.id).execute()).toEqual([]);
    expect((await editor.send('DELETE', `/api/owner/galleries/${gallery.id}`)).json()).toEqual({ error: { code: 'NOT_FOUND', message: 'That gallery does not exist.' } });
  });

  it('refuses bad settings, unknown files and a file of the wrong kind (400 with a clear message)', async () => {
    const editor = await ownerVisitor(store, 'EDITOR');
    const site = await defaultSiteId(store.db);
    const pdf = await libraryFile(store.db, site, 'menu.pdf', 'application/pdf');
    const bad = async (body: unknown, message: string) => {
      const response = await editor.send('POST', '/api/owner/galleries', body);
      expect(response.statusCode, message).toBe(400);
      expect(JSON.stringify(response.json()), message).toContain(message);
    };
    await bad({ title: 'G', settings: { padding: 51 } }, 'padding must be a whole number from 0 to 50.');
    await bad({ title: 'G', settings: { 'autoplay-duration': 4 } }, 'autoplay-duration applies only when autoplay is on.');
    await bad({ title: 'G', items: [{ mediaId: 'nope' }] }, 'The library has no file nope.');
    await bad({ title: 'G', items: [{ mediaId: pdf }] }, 'menu.pdf is not an image; an image item needs an image file.');
    await bad({ title: 'G', items: [{ mediaId: pdf, mediaType: 'video' }] }, 'menu.pdf is not a video; a video item needs a video file.');
    await bad({ title: 'G', items: Array(51).fill({ mediaId: pdf }) }, 'A gallery holds at most 50 items.');
    await bad([], 'The body must be a JSON object');
  });

  it('previews unsaved settings as a page would draw them', async () => {
    const editor = await ownerVisitor(store, 'EDITOR');
    const site = await defaultSiteId(store.db);
    const a = await libraryFile(store.db, site, 'bowl.png', 'image/png');
    const response = await editor.send('POST', '/api/owner/galleries/preview', { title: 'Draft', settings: { design: 'stacked' }, items: [{ mediaId: a, caption: 'A bowl' }] });
    expect(response.statusCode).toBe(200);
    expect(json(response).html).toContain('gallery--stacked');
    expect(json(response).html).toContain('<span class="gallery__caption">A bowl</span>');
    expect(json(response).css).toContain('.site-main');
  });

  it('shows a gallery a page names in its body, after the body', async () => {
    const editor = await ownerVisitor(store, 'EDITOR');
    const site = await defaultSiteId(store.db);
    const a = await libraryFile(store.db, site, 'plate.jpg');
    const gallery = json(await editor.send('POST', '/api/owner/galleries', { title: 'Plates', settings: { design: 'slider' }, items: [{ mediaId: a, title: 'Plate' }] })).gallery;
    await changeContent(store.db, site, (tx) => tx.updateTable('collections').set({ body_html: `<p>Our plates.</p><div data-gallery="${gallery.id}"></div>` }).where('website_id', '=', site).where('url_id', '=', 'about').execute());
    const page = await editor.request({ method: 'GET', url: '/about' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Our plates.');
    const context = json(await editor.request({ method: 'GET', url: '/about?format=json' }));
    expect(context.pageGalleries?.[0]?.id).toBe(gallery.id);
    expect(page.body).toContain(`data-gallery-id="${gallery.id}"`);
    expect(page.body).toContain('data-island="Gallery"');
    expect(page.body).toContain(`/media/${a}/v1/plate.jpg?format=1000w`);
  });
});
