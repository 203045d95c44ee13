import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { defaultSiteId, ownerVisitor } from '../../test-support/owner.ts';
import { forEachStore, Visitor } from '../../test-support/test-app.ts';

/* The page document's routes (issue 15): draft, autosave with optimistic concurrency, publish, versions, restore, preview. */

const heading = (id: string, text: string) => ({ id, type: 'heading', text, level: 2, align: 'left' });
const paragraph = (id: string, text: string) => ({ id, type: 'text', content: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text, marks: [{ type: 'bold' }] }] }] } });
const doc = (...blocks: unknown[]) => ({ version: 1, sections: [{ id: 's1', blocks }] });

forEachStore('editor: documents', (store) => {
  const json = (response: LightMyRequestResponse) => response.json() as Record<string, any>;
  const error = (response: LightMyRequestResponse) => (response.json() as { error: { message: string } }).error.message;
  const pageId = async (urlId: string) => (await store.db.selectFrom('collections').select('id').where('url_id', '=', urlId).where('website_id', '=', await defaultSiteId(store.db)).executeTakeFirstOrThrow()).id;
  const visitor = () => new Visitor(() => store.app);

  it('opens a page never edited as an empty document with its HTML body to convert', async () => {
    const editor = await ownerVisitor(store, 'EDITOR');
    const about = await pageId('about');
    const draft = await editor.request({ method: 'GET', url: `/api/owner/editor/pages/${about}/document` });
    expect(draft.statusCode).toBe(200);
    expect(json(draft)).toMatchObject({ kind: 'pages', id: about, title: 'About', fullUrl: '/about', document: { version: 1, sections: [] }, revision: 0, savedAt: null, publishedRevision: null, publishedAt: null });
    expect(json(draft).legacyHtml).toContain('<p>');
  });

  it('autosaves drafts; of two saves from one revision the second is refused with 409 and nothing is lost', async () => {
    const [alice, bob] = [await ownerVisitor(store, 'EDITOR'), await ownerVisitor(store, 'ADMIN')];
    const page = json(await alice.send('POST', '/api/owner/pages', { title: 'Race' })).page;
    const url = `/api/owner/editor/pages/${page.id}/document`;
    const first = await alice.send('PUT', url, { document: doc(heading('h1', 'Alice was here')), baseRevision: 0 });
    expect(first.statusCode).toBe(200);
    expect(json(first)).toMatchObject({ revision: 1 });
    const late = await bob.send('PUT', url, { document: doc(heading('h1', 'Bob was here')), baseRevision: 0 });
    expect(late.statusCode).toBe(409);
    expect(error(late)).toBe('Someone else changed this page since you opened it. Reload to see their changes.');
    expect((await alice.send('PUT', url, { document: doc(heading('h1', 'Alice again')), baseRevision: 1 })).statusCode).toBe(200);
    const stale = await bob.send('PUT', url, { document: doc(heading('h1', 'Bob again')), baseRevision: 1 });
    expect(stale.statusCode).toBe(409);
    const draft = json(await bob.request({ method: 'GET', url }));
    expect(draft).toMatchObject({ revision: 2, legacyHtml: null, document: doc(heading('h1', 'Alice again')) });
    expect(draft.savedAt).toBeGreaterThan(0);
    // Saving a draft changes nothing visitors see: the page is still a draft.
    expect((await visitor().request({ method: 'GET', url: page.fullUrl })).statusCode).toBe(404);
  });

  it('refuses an oversized, unknown or malformed document or rich text with 400 and keeps the draft', async () => {
    const editor = await ownerVisitor(store, 'EDITOR');
    const page = json(await editor.send('POST', '/api/owner/pages', { title: 'Strict' })).page;
    const url = `/api/owner/editor/pages/${page.id}/document`;
    await editor.send('PUT', url, { document: doc(heading('h1', 'Kept')), baseRevision: 0 });
    const bad = async (document: unknown, message: string) => {
      const response = await editor.send('PUT', url, { document, baseRevision: 1 });
      expect(response.statusCode, message).toBe(400);
      expect(error(response), message).toContain(message);
    };
    await bad(doc(...Array.from({ length: 61 }, (_, i) => ({ id: `l${i}`, type: 'line' }))), 'A page has at most 60 blocks.');
    await bad(doc({ id: 'x', type: 'marquee' }), 'Block type must be one of text, heading');
    await bad({ version: 1, sections: 'all of them' }, 'sections must be a list.');
    await bad('<h1>hi</h1>', 'The document must be an object with sections.');
    await bad(doc({ id: 't', type: 'text', content: { type: 'doc', content: [{ type: 'script', text: 'alert(1)' }] } }), 'Rich text nodes must be one of');
    await bad(doc({ id: 't', type: 'text', content: { type: 'doc', content: [{ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] }] } }), 'Link must be a site path');
    await bad(doc(heading('a', 'One'), heading('a', 'Two')), 'Block and section ids must be unique.');
    const missingBase = await editor.send('PUT', url, { document: doc() });
    expect(missingBase.statusCode).toBe(400);
    expect(json(await editor.request({ method: 'GET', url }))).toMatchObject({ revision: 1, document: doc(heading('h1', 'Kept')) });
  });

  it('gives an uploaded video WebVTT captions, refusing any other file as its captions; visitors get a <track>', async () => {
    const editor = await ownerVisitor(store, 'EDITOR');
    const site = await defaultSiteId(store.db);
    const file = async (name: string, contentType: string) => {
      const id = randomBytes(12).toString('hex');
      await store.db.insertInto('media_files').values({
        id, website_id: site, file_name: name, search_text: name, content_type: contentType, size: 1000, width: null, height: null, color_data_json: null,
        focal_x: null, focal_y: null, status: 'ready', status_message: null, processing_started_at: null, seed_source: null, created_at: 1, updated_at: 1,
      }).execute();
      return id;
    };
    const [clip, subs, picture] = [await file('wheel.mp4', 'video/mp4'), await file('wheel.fr.vtt', 'text/vtt'), await file('still.jpg', 'image/jpeg')];
    const page = json(await editor.send('POST', '/api/owner/pages', { title: 'Wheel', urlId: 'wheel' })).page;
    const url = `/api/owner/editor/pages/${page.id}`;
    const video = (captionsMediaId: string) => doc({ id: 'v', type: 'video', mediaId: clip, captionsMediaId, captionsLanguage: 'fr', captionsLabel: 'Français' });
    const refused = await editor.send('PUT', `${url}/document`, { document: video(picture), baseRevision: 0 });
    expect(refused.statusCode).toBe(400);
    expect(error(refused)).toBe('Captions must be a WebVTT (.vtt) file of the media library; still.jpg is not one.');
    expect(error(await editor.send('PUT', `${url}/document`, { document: video('no-such-file'), baseRevision: 0 }))).toBe('Captions must be a WebVTT (.vtt) file of the media library; no-such-file is not one.');
    expect(error(await editor.send('PUT', `${url}/document`, { document: doc({ id: 'v', type: 'video', mediaId: clip, captionsLanguage: 'Klingon please' }), baseRevision: 0 }))).toContain('Captions language must be a language tag such as en or pt-BR.');
    expect(json(await editor.request({ method: 'GET', url: `${url}/document` })).revision).toBe(0);
    expect((await editor.send('PUT', `${url}/document`, { document: video(subs), baseRevision: 0 })).statusCode).toBe(200);
    expect((await editor.send('POST', `${url}/publish`, { revision: 1 })).statusCode).toBe(200);
    const served = await visitor().request({ method: 'GET', url: '/wheel' });
    expect(served.body).toContain(`<track kind="captions" src="/media/${subs}/v1/wheel.fr.vtt" srclang="fr" label="Français" default></video>`);
    // The captions file is in use: the file manager warns before deleting it.
    const usage = await store.db.selectFrom('media_usage').select('media_id').where('ref_id', '=', page.id).execute();
    expect(usage.map((row) => row.media_id).sort()).toEqual([clip, subs].sort());
  });

  it('publishes: visitors see the new blocks at once, a version is kept, and a stale revision is refused', async () => {
    const editor = await ownerVisitor(store, 'EDITOR');
    const page = json(await editor.send('POST', '/api/owner/pages', { title: 'Launch' })).page;
    const url = `/api/owner/editor/pages/${page.id}`;
    expect(error(await editor.send('POST', `${url}/publish`, { revision: 0 }))).toBe('Save the draft before publishing it.');
    await editor.send('PUT', `${url}/document`, { document: doc(heading('h1', 'First words'), paragraph('p1', 'Bold claim')), baseRevision: 0 });
    expect((await visitor().request({ method: 'GET', url: page.fullUrl })).statusCode).toBe(404);
    expect((await editor.send('POST', `${url}/publish`, { revision: 2 })).statusCode).toBe(409);
    const published = await editor.send('POST', `${url}/publish`, { revision: 1 });
    expect(published.statusCode).toBe(200);
    expect(json(published)).toMatchObject({ publishedRevision: 1, versionId: expect.any(String) });
    // Publishing the same revision again keeps one version.
    expect(json(await editor.send('POST', `${url}/publish`, { revision: 1 })).versionId).toBe(json(published).versionId);

    const served = await visitor().request({ method: 'GET', url: page.fullUrl });
    expect(served.statusCode).toBe(200);
    expect(served.body).toContain('First words');
    const context = json(await visitor().request({ method: 'GET', url: `${page.fullUrl}?format=json` }));
    expect(context.pageSections).toHaveLength(1);
    expect(json(await editor.request({ method: 'GET', url: `/api/owner/pages/${page.id}` })).page.status).toBe('published');

    // The next edit is not live until published; then the cached page changes at once.
    await editor.send('PUT', `${url}/document`, { document: doc(heading('h1', 'Second words')), baseRevision: 1 });
    expect((await visitor().request({ method: 'GET', url: page.fullUrl })).body).toContain('First words');
    await editor.send('POST', `${url}/publish`, { revision: 2 });
    const again = await visitor().request({ method: 'GET', url: page.fullUrl });
    expect(again.body).toContain('Second words');
    expect(again.body).not.toContain('First words');

    const versions = json(await editor.request({ method: 'GET', url: `${url}/versions` })).versions;
    expect(versions.map((v: { revision: number }) => v.revision)).toEqual([2, 1]);
    expect(versions[1]).toMatchObject({ id: json(published).versionId, blockCount: 2, publishedBy: expect.any(String) });
  });

  it('restores a published version as the draft; publishing it brings the old page back', async () => {
    const editor = await ownerVisitor(store, 'EDITOR');
    const page = json(await editor.send('POST', '/api/owner/pages', { title: 'Undo me' })).page;
    const url = `/api/owner/editor/pages/${page.id}`;
    await editor.send('PUT', `${url}/document`, { document: doc(heading('h1', 'Version one')), baseRevision: 0 });
    const v1 = json(await editor.send('POST', `${url}/publish`, { revision: 1 })).versionId;
    await editor.send('PUT', `${url}/document`, { document: doc(heading('h1', 'Version two')), baseRevision: 1 });
    await editor.send('POST', `${url}/publish`, { revision: 2 });
    const restored = await editor.send('POST', `${url}/versions/${v1}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(json(restored)).toMatchObject({ revision: 3, publishedRevision: 2, document: doc(heading('h1', 'Version one')) });
    expect((await visitor().request({ method: 'GET', url: page.fullUrl })).body).toContain('Version two');
    await editor.send('POST', `${url}/publish`, { revision: 3 });
    expect((await visitor().request({ method: 'GET', url: page.fullUrl })).body).toContain('Version one');
    expect((await editor.send('POST', `${url}/versions/nope/restore`)).statusCode).toBe(404);
  });

  it('serves a seeded page edited into blocks from its blocks alone: an emptied page shows nothing of its old body, a gallery is drawn once', async () => {
    const editor = await ownerVisitor(store, 'ADMIN');
    const about = await pageId('about');
    const before = (await visitor().request({ method: 'GET', url: '/about' })).body;
    const oldBody = json(await editor.request({ method: 'GET', url: `/api/owner/editor/pages/${about}/document` })).legacyHtml as string;
    const firstWords = /<p>([^<]{12})/.exec(oldBody)![1]!;
    expect(before).toContain(firstWords);
    await editor.send('PUT', `/api/owner/editor/pages/${about}/document`, { document: { version: 1, sections: [] }, baseRevision: 0 });
    expect((await editor.send('POST', `/api/owner/editor/pages/${about}/publish`, { revision: 1 })).statusCode).toBe(200);
    const emptied = (await visitor().request({ method: 'GET', url: '/about' })).body;
    expect(emptied).toContain('<h1 class="page__title">About</h1>');
    expect(emptied).not.toContain(firstWords);

    const galleryPage = await pageId('gallery');
    const seeded = json(await editor.request({ method: 'GET', url: `/api/owner/editor/pages/${galleryPage}/document` })).legacyHtml as string;
    const galleryId = /data-gallery="([^"]+)"/.exec(seeded)![1]!;
    await editor.send('PUT', `/api/owner/editor/pages/${galleryPage}/document`, { document: doc({ id: 'g1', type: 'gallery', galleryId }), baseRevision: 0 });
    await editor.send('POST', `/api/owner/editor/pages/${galleryPage}/publish`, { revision: 1 });
    const page = (await visitor().request({ method: 'GET', url: '/gallery' })).body;
    expect(page.match(/<section class="gallery /g)).toHaveLength(1);
  });

  it("gives a page without an SEO description its first words as the meta description", async () => {
    const editor = await ownerVisitor(store, 'EDITOR');
    const page = json(await editor.send('POST', '/api/owner/pages', { title: 'Described' })).page;
    const url = `/api/owner/editor/pages/${page.id}`;
    await editor.send('PUT', `${url}/document`, { document: doc(heading('h1', 'Hello'), paragraph('p1', 'Stoneware & porcelain, thrown by hand.')), baseRevision: 0 });
    await editor.send('POST', `${url}/publish`, { revision: 1 });
    const html = (await visitor().request({ method: 'GET', url: page.fullUrl })).body;
    expect(html).toContain('<meta name="description" content="Stoneware &amp; porcelain, thrown by hand.">');
  });

  it('previews the draft of a page visitors cannot see yet, never cached', async () => {
    const editor = await ownerVisitor(store, 'EDITOR');
    const page = json(await editor.send('POST', '/api/owner/pages', { title: 'Sneak peek' })).page;
    const url = `/api/owner/editor/pages/${page.id}`;
    await editor.send('PUT', `${url}/document`, { document: doc(heading('h1', 'Not yet public')), baseRevision: 0 });
    const preview = await editor.request({ method: 'GET', url: `${url}/preview` });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toContain('text/html');
    expect(preview.headers['cache-control']).toBe('no-store');
    expect(preview.body).toContain('Not yet public');
    expect((await visitor().request({ method: 'GET', url: page.fullUrl })).statusCode).toBe(404);
    await editor.send('PUT', `${url}/document`, { document: doc(heading('h1', 'Changed my mind')), baseRevision: 1 });
    expect((await editor.request({ method: 'GET', url: `${url}/preview` })).body).toContain('Changed my mind');
    // A page never edited previews with its HTML body.
    expect((await editor.request({ method: 'GET', url: `/api/owner/editor/pages/${await pageId('about')}/preview` })).body).toContain('page__body');
    expect((await editor.request({ method: 'GET', url: '/api/owner/editor/pages/nope/preview' })).statusCode).toBe(404);
    expect((await editor.request({ method: 'GET', url: '/api/owner/editor/widgets/x/preview' })).statusCode).toBe(400);
  });

  it('edits a product description: publishing shows its blocks on the product page', async () => {
    const editor = await ownerVisitor(store, 'EDITOR');
    const mug = (await store.db.selectFrom('items').select('id').where('url_id', '=', 'stoneware-mug').executeTakeFirstOrThrow()).id;
    const url = `/api/owner/editor/products/${mug}`;
    const draft = json(await editor.request({ method: 'GET', url: `${url}/document` }));
    expect(draft).toMatchObject({ kind: 'products', fullUrl: '/shop/stoneware-mug', revision: 0 });
    await editor.send('PUT', `${url}/document`, { document: doc(heading('h1', 'Fired twice')), baseRevision: 0 });
    await editor.send('POST', `${url}/publish`, { revision: 1 });
    expect((await visitor().request({ method: 'GET', url: '/shop/stoneware-mug?format=json' })).json()).toMatchObject({ pageSections: [expect.any(Object)] });
    expect((await editor.request({ method: 'GET', url: `/api/owner/editor/posts/${mug}/document` })).statusCode).toBe(404);
  });

  it('lets content:read roles read documents, versions and previews, and only content:write roles change them', async () => {
    const about = await pageId('about');
    const url = `/api/owner/editor/pages/${about}`;
    const anonymous = await ownerVisitor(store);
    expect((await anonymous.request({ method: 'GET', url: `${url}/document` })).statusCode).toBe(401);
    expect((await anonymous.request({ method: 'GET', url: `${url}/preview` })).statusCode).toBe(401);
    const viewer = await ownerVisitor(store, 'VIEWER');
    for (const path of ['document', 'versions', 'preview']) expect((await viewer.request({ method: 'GET', url: `${url}/${path}` })).statusCode, path).toBe(200);
    for (const [method, path, body] of [['PUT', 'document', { document: doc(), baseRevision: 0 }], ['POST', 'publish', { revision: 0 }], ['POST', 'versions/x/restore', undefined]] as const) {
      const refused = await viewer.send(method, `${url}/${path}`, body);
      expect(refused.statusCode, path).toBe(403);
    }
    const noRole = await ownerVisitor(store, 'BILLING');
    expect((await noRole.request({ method: 'GET', url: `${url}/document` })).statusCode).toBe(403);
  });
});
