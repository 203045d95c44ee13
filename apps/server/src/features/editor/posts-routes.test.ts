import { expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { defaultSiteId, ownerVisitor } from '../../test-support/owner.ts';
import { forEachStore, Visitor } from '../../test-support/test-app.ts';

/* The editor's post routes (issue 15) and the statuses of posts and pages as visitors meet them. */

const doc = (text: string) => ({ version: 1, sections: [{ id: 's1', blocks: [{ id: 'h1', type: 'heading', text, level: 2, align: 'left' }] }] });

forEachStore('editor: posts', (store) => {
  const json = (response: LightMyRequestResponse) => response.json() as Record<string, any>;
  const error = (response: LightMyRequestResponse) => (response.json() as { error: { message: string } }).error.message;
  const patch = (owner: Visitor, url: string, payload: unknown) => owner.request({ method: 'PATCH', url, payload: payload as object });
  const pageId = async (urlId: string) => (await store.db.selectFrom('collections').select('id').where('url_id', '=', urlId).where('website_id', '=', await defaultSiteId(store.db)).executeTakeFirstOrThrow()).id;
  const visitor = () => new Visitor(() => store.app);
  const blogTitles = async () => (json(await visitor().request({ method: 'GET', url: '/blog?format=json' })).items as { title: string }[]).map((item) => item.title);

  it('lists a blog\'s posts and creates a draft post, unseen by visitors until published', async () => {
    const editor = await ownerVisitor(store, 'EDITOR');
    const blog = await pageId('blog');
    const listed = json(await editor.request({ method: 'GET', url: `/api/owner/collections/${blog}/posts` })).posts;
    expect(listed.length).toBeGreaterThanOrEqual(3);
    expect(listed[0]).toMatchObject({ status: 'published', statusLabel: null, fullUrl: expect.stringMatching(/^\/blog\//), tags: expect.any(Array) });

    const made = await editor.send('POST', `/api/owner/collections/${blog}/posts`, { title: 'Kiln diary' });
    expect(made.statusCode).toBe(201);
    const post = json(made).post;
    expect(post).toMatchObject({ title: 'Kiln diary', urlId: 'kiln-diary', fullUrl: '/blog/kiln-diary', status: 'draft', statusLabel: 'Draft', publishedAt: null });
    expect(json(await editor.send('POST', `/api/owner/collections/${blog}/posts`, { title: 'Kiln diary' })).post.urlId).toBe('kiln-diary-1');
    expect((await visitor().request({ method: 'GET', url: '/blog/kiln-diary' })).statusCode).toBe(404);
    expect(await blogTitles()).not.toContain('Kiln diary');

    const url = `/api/owner/editor/posts/${post.id}`;
    await editor.send('PUT', `${url}/document`, { document: doc('Cone 10 at last'), baseRevision: 0 });
    expect((await editor.request({ method: 'GET', url: `${url}/preview` })).body).toContain('Cone 10 at last');
    await editor.send('POST', `${url}/publish`, { revision: 1 });
    const served = await visitor().request({ method: 'GET', url: '/blog/kiln-diary' });
    expect(served.statusCode).toBe(200);
    expect(served.body).toContain('Cone 10 at last');
    expect(await blogTitles()).toContain('Kiln diary');
    const read = json(await editor.request({ method: 'GET', url: `/api/owner/posts/${post.id}` }));
    expect(read.post).toMatchObject({ status: 'published', publishedAt: expect.any(Number) });
    expect(read.page).toMatchObject({ type: 'post', collectionId: blog, fullUrl: '/blog/kiln-diary' });
  });

  it('changes, duplicates and deletes a post, with the refusals of pages', async () => {
    const editor = await ownerVisitor(store, 'EDITOR');
    const blog = await pageId('blog');
    const post = json(await editor.send('POST', `/api/owner/collections/${blog}/posts`, { title: 'Glazes', urlId: 'glazes' })).post;
    const changed = await patch(editor, `/api/owner/posts/${post.id}`, { title: 'Glazes we love', excerpt: 'Ash and celadon.', urlId: 'glazes-we-love', status: 'published', seoTitle: 'Glazes' });
    expect(changed.statusCode).toBe(200);
    expect(json(changed).post).toMatchObject({ title: 'Glazes we love', excerpt: 'Ash and celadon.', urlId: 'glazes-we-love', status: 'published', publishedAt: expect.any(Number) });
    expect(json(changed).page).toMatchObject({ seoTitle: 'Glazes' });
    expect((await visitor().request({ method: 'GET', url: '/blog/glazes-we-love' })).statusCode).toBe(200);
    // A post's slug sits under its blog: 'cart' is fine there, a bad one or a taken one is not.
    expect(json(await patch(editor, `/api/owner/posts/${post.id}`, { urlId: 'cart' })).post.urlId).toBe('cart');
    const bad = await patch(editor, `/api/owner/posts/${post.id}`, { urlId: 'Ash & celadon' });
    expect(bad.statusCode).toBe(400);
    expect(error(bad)).toBe('Ash & celadon is not a valid page URL.');
    const other = json(await editor.send('POST', `/api/owner/collections/${blog}/posts`, { title: 'Other' })).post;
    expect((await patch(editor, `/api/owner/posts/${other.id}`, { urlId: 'cart' })).statusCode).toBe(409);

    const copy = await editor.send('POST', `/api/owner/posts/${post.id}/duplicate`);
    expect(copy.statusCode).toBe(201);
    expect(json(copy).post).toMatchObject({ title: 'Glazes we love (copy)', status: 'draft', excerpt: 'Ash and celadon.' });
    expect((await editor.send('DELETE', `/api/owner/posts/${post.id}`)).statusCode).toBe(204);
    expect((await visitor().request({ method: 'GET', url: '/blog/cart' })).statusCode).toBe(404);
    expect((await editor.request({ method: 'GET', url: `/api/owner/posts/${post.id}` })).statusCode).toBe(404);
    // A product is not a post, and a store is not a blog.
    const mug = (await store.db.selectFrom('items').select('id').where('url_id', '=', 'stoneware-mug').executeTakeFirstOrThrow()).id;
    expect((await editor.request({ method: 'GET', url: `/api/owner/posts/${mug}` })).statusCode).toBe(404);
    expect((await editor.request({ method: 'GET', url: `/api/owner/collections/${await pageId('shop')}/posts` })).statusCode).toBe(404);
  });

  it('refuses post writes to roles without content:write', async () => {
    const blog = await pageId('blog');
    const viewer = await ownerVisitor(store, 'VIEWER');
    expect((await viewer.request({ method: 'GET', url: `/api/owner/collections/${blog}/posts` })).statusCode).toBe(200);
    expect((await viewer.send('POST', `/api/owner/collections/${blog}/posts`, { title: 'No' })).statusCode).toBe(403);
    const post = json(await viewer.request({ method: 'GET', url: `/api/owner/collections/${blog}/posts` })).posts[0];
    expect((await patch(viewer, `/api/owner/posts/${post.id}`, { title: 'No' })).statusCode).toBe(403);
    expect((await viewer.send('POST', `/api/owner/posts/${post.id}/duplicate`)).statusCode).toBe(403);
    expect((await viewer.send('DELETE', `/api/owner/posts/${post.id}`)).statusCode).toBe(403);
    expect((await (await ownerVisitor(store)).request({ method: 'GET', url: `/api/owner/posts/${post.id}` })).statusCode).toBe(401);
  });

  it('serves a scheduled page and post from their time on, though the pages were cached before', async () => {
    const editor = await ownerVisitor(store, 'EDITOR');
    const blog = await pageId('blog');
    const page = json(await editor.send('POST', '/api/owner/pages', { title: 'Sale starts', urlId: 'sale-starts' })).page;
    const post = json(await editor.send('POST', `/api/owner/collections/${blog}/posts`, { title: 'Sale post', urlId: 'sale-post' })).post;
    await editor.send('PUT', `/api/owner/editor/pages/${page.id}/document`, { document: doc('Everything half off'), baseRevision: 0 });
    await editor.send('POST', `/api/owner/editor/pages/${page.id}/publish`, { revision: 1 });
    const at = Date.now() + 1500;
    const scheduled = await patch(editor, `/api/owner/pages/${page.id}`, { status: 'scheduled', publishAt: at });
    expect(scheduled.statusCode).toBe(200);
    expect(json(scheduled).page).toMatchObject({ status: 'scheduled', statusLabel: 'Scheduled', publishAt: at });
    // A scheduled post is dated at its time.
    expect(json(await patch(editor, `/api/owner/posts/${post.id}`, { status: 'scheduled', publishAt: at })).post).toMatchObject({ statusLabel: 'Scheduled', publishedAt: at });

    expect((await visitor().request({ method: 'GET', url: '/sale-starts' })).statusCode).toBe(404);
    expect((await visitor().request({ method: 'GET', url: '/blog/sale-post' })).statusCode).toBe(404);
    const before = await visitor().request({ method: 'GET', url: '/blog' });
    expect(before.body).not.toContain('Sale post');
    await new Promise((resolve) => setTimeout(resolve, at - Date.now() + 50));

    const live = await visitor().request({ method: 'GET', url: '/sale-starts' });
    expect(live.statusCode).toBe(200);
    expect(live.body).toContain('Everything half off');
    expect((await visitor().request({ method: 'GET', url: '/blog/sale-post' })).statusCode).toBe(200);
    expect((await visitor().request({ method: 'GET', url: '/blog' })).body).toContain('Sale post');
    // The owner sees them as published now: no Scheduled label any more.
    const listed = json(await editor.request({ method: 'GET', url: '/api/owner/pages' })).pages.find((p: { id: string }) => p.id === page.id);
    expect(listed).toMatchObject({ status: 'published', statusLabel: null });
    expect(json(await editor.request({ method: 'GET', url: `/api/owner/collections/${blog}/posts` })).posts.find((p: { id: string }) => p.id === post.id)).toMatchObject({ status: 'published', statusLabel: null });
    // Leaving Scheduled drops the time.
    expect(json(await patch(editor, `/api/owner/pages/${page.id}`, { status: 'draft' })).page).toMatchObject({ status: 'draft', publishAt: null });
  });
});
