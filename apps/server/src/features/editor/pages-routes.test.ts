import { expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { newId } from '../../infra/database/ids.ts';
import { createWebsite } from '../site/index.ts';
import { defaultSiteId, ownerVisitor } from '../../test-support/owner.ts';
import { forEachStore, Visitor } from '../../test-support/test-app.ts';

/* The editor's page routes (issue 15): made, changed, copied, deleted and ordered, with every refusal. */

forEachStore('editor: pages', (store) => {
  const json = (response: LightMyRequestResponse) => response.json() as Record<string, any>;
  const patch = (owner: Visitor, url: string, payload: unknown) => owner.request({ method: 'PATCH', url, payload: payload as object });
  const pageId = async (urlId: string) => (await store.db.selectFrom('collections').select('id').where('url_id', '=', urlId).where('website_id', '=', await defaultSiteId(store.db)).executeTakeFirstOrThrow()).id;
  const error = (response: LightMyRequestResponse) => (response.json() as { error: { message: string } }).error.message;

  it('lets content:read roles read and only content:write roles change pages', async () => {
    const about = await pageId('about');
    expect((await (await ownerVisitor(store)).request({ method: 'GET', url: `/api/owner/pages/${about}` })).statusCode).toBe(401);
    const viewer = await ownerVisitor(store, 'VIEWER');
    expect((await viewer.request({ method: 'GET', url: `/api/owner/pages/${about}` })).statusCode).toBe(200);
    for (const [method, url, body] of [
      ['POST', '/api/owner/pages', { title: 'Nope' }], ['PATCH', `/api/owner/pages/${about}`, { title: 'Nope' }], ['POST', `/api/owner/pages/${about}/duplicate`, undefined],
      ['DELETE', `/api/owner/pages/${about}`, undefined], ['PUT', '/api/owner/pages/order', { navigation: [] }],
    ] as const) {
      const refused = await viewer.request({ method, url, payload: body as object | undefined });
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(error(refused)).toBe('Your role does not allow this.');
    }
    // A write without the crumb is refused too.
    const editor = await ownerVisitor(store, 'EDITOR');
    expect((await editor.request({ method: 'POST', url: '/api/owner/pages', payload: { title: 'No crumb' }, csrf: false })).statusCode).toBe(403);
  });

  it('creates a draft page with a slug from its title, the next free -N on a collision, and reads its settings', async () => {
    const editor = await ownerVisitor(store, 'EDITOR');
    const made = await editor.send('POST', '/api/owner/pages', { title: 'Our Story' });
    expect(made.statusCode).toBe(201);
    const page = json(made).page;
    expect(page).toMatchObject({ type: 'page', title: 'Our Story', navigationTitle: 'Our Story', urlId: 'our-story', fullUrl: '/our-story', status: 'draft', statusLabel: 'Draft', publishAt: null, membersOnly: false, seoTitle: '', collectionId: null });
    expect(json(await editor.send('POST', '/api/owner/pages', { title: 'Our story!' })).page.urlId).toBe('our-story-1');
    expect(json(await editor.send('POST', '/api/owner/pages', { title: 'About' })).page.urlId).toBe('about-1');
    // A title that is a reserved path takes the next free -N too.
    expect(json(await editor.send('POST', '/api/owner/pages', { title: 'Cart' })).page.urlId).toBe('cart-1');
    expect(json(await editor.send('POST', '/api/owner/pages', { title: 'News', type: 'blog' })).page).toMatchObject({ type: 'blog', urlId: 'news' });
    expect(json(await editor.request({ method: 'GET', url: `/api/owner/pages/${page.id}` })).page).toEqual(page);
    // A draft is not served to visitors, and the pages list shows its label.
    expect((await new Visitor(() => store.app).request({ method: 'GET', url: '/our-story' })).statusCode).toBe(404);
    const list = json(await editor.request({ method: 'GET', url: '/api/owner/pages' })).pages;
    expect(list.find((p: { id: string }) => p.id === page.id)).toMatchObject({ statusLabel: 'Draft', navIndex: null });
  });

  it("refuses a bad or reserved slug with '{val} is not a valid page URL.' and a taken one with 409", async () => {
    const editor = await ownerVisitor(store, 'EDITOR');
    for (const bad of ['My Page', 'a/b', '-x', 'cart', 'checkout', 'account', 'config', 'api', 'assets', 'media', 'search', 's', 'home', 'commerce', 'x'.repeat(101)]) {
      const refused = await editor.send('POST', '/api/owner/pages', { title: 'T', urlId: bad });
      expect(refused.statusCode, bad).toBe(400);
      expect(error(refused)).toBe(`${bad} is not a valid page URL.`);
    }
    const taken = await editor.send('POST', '/api/owner/pages', { title: 'T', urlId: 'about' });
    expect(taken.statusCode).toBe(409);
    expect(error(taken)).toBe('about is already the URL of another page.');
    // A typed slug is taken as the owner means it: '/Team' is 'team'.
    expect(json(await editor.send('POST', '/api/owner/pages', { title: 'T', urlId: '/Team' })).page.urlId).toBe('team');
    const page = json(await editor.send('POST', '/api/owner/pages', { title: 'Press' })).page;
    const renamed = await patch(editor, `/api/owner/pages/${page.id}`, { urlId: 'api' });
    expect(renamed.statusCode).toBe(400);
    expect(error(renamed)).toBe('api is not a valid page URL.');
    expect((await patch(editor, `/api/owner/pages/${page.id}`, { urlId: 'team' })).statusCode).toBe(409);
    expect(json(await editor.request({ method: 'GET', url: `/api/owner/pages/${page.id}` })).page.urlId).toBe('press');
  });

  it('changes settings; publishing-by-status, SEO and the slug show to visitors at once', async () => {
    const editor = await ownerVisitor(store, 'EDITOR');
    const visitor = new Visitor(() => store.app);
    const page = json(await editor.send('POST', '/api/owner/pages', { title: 'Visit us' })).page;
    const changed = await patch(editor, `/api/owner/pages/${page.id}`, { title: 'Visit the studio', navigationTitle: 'Studio', urlId: 'studio', status: 'published', seoTitle: 'The studio', seoDescription: 'Where we work.' });
    expect(changed.statusCode).toBe(200);
    expect(json(changed).page).toMatchObject({ title: 'Visit the studio', navigationTitle: 'Studio', urlId: 'studio', fullUrl: '/studio', status: 'published', statusLabel: null, seoTitle: 'The studio', seoDescription: 'Where we work.' });
    const served = await visitor.request({ method: 'GET', url: '/studio' });
    expect(served.statusCode).toBe(200);
    expect(served.body).toContain('Visit the studio');
    expect((await patch(editor, `/api/owner/pages/${page.id}`, { status: 'private' })).statusCode).toBe(200);
    expect((await visitor.request({ method: 'GET', url: '/studio' })).statusCode).toBe(404);
    expect((await patch(editor, `/api/owner/pages/${page.id}`, { status: 'needs-review' })).statusCode).toBe(200);
    expect((await visitor.request({ method: 'GET', url: '/studio' })).statusCode).toBe(404);
  });

  it('refuses bad settings with a 400 and changes nothing', async () => {
    const editor = await ownerVisitor(store, 'EDITOR');
    const page = json(await editor.send('POST', '/api/owner/pages', { title: 'Careful' })).page;
    const bad = async (body: unknown, message: string) => {
      const response = await patch(editor, `/api/owner/pages/${page.id}`, body);
      expect(response.statusCode, message).toBe(400);
      expect(error(response)).toContain(message);
    };
    await bad({ status: 'scheduled' }, 'Choose when to publish: a date and time in the future.');
    await bad({ status: 'scheduled', publishAt: Date.now() - 1000 }, 'Choose when to publish: a date and time in the future.');
    await bad({ status: 'live' }, 'Status must be one of published, scheduled, needs-review, draft, private.');
    await bad({ title: '' }, 'Title is required.');
    await bad({ color: 'red' }, 'color');
    await bad({ socialImageMediaId: 'nope' }, 'The library has no file nope.');
    expect(json(await editor.request({ method: 'GET', url: `/api/owner/pages/${page.id}` })).page).toEqual(page);
    const home = await pageId('home');
    await (async () => {
      const response = await patch(editor, `/api/owner/pages/${home}`, { status: 'draft' });
      expect(response.statusCode).toBe(400);
      expect(error(response)).toBe('The home page is always published.');
      expect(error(await patch(editor, `/api/owner/pages/${home}`, { urlId: 'start' }))).toBe('The home page always lives at /; its URL cannot change.');
    })();
  });

  it('answers 404 for a page of another site', async () => {
    const other = await createWebsite(store.db, { name: 'Other', hosts: ['other.test'] });
    const foreign = (await store.db.insertInto('collections').values({ id: `foreign-${other.id}`, website_id: other.id, url_id: 'x', title: 'X', navigation_title: 'X', type: 'page', nav_index: null, created_at: 1 }).returning('id').executeTakeFirstOrThrow()).id;
    const editor = await ownerVisitor(store, 'EDITOR');
    for (const response of [
      await editor.request({ method: 'GET', url: `/api/owner/pages/${foreign}` }),
      await patch(editor, `/api/owner/pages/${foreign}`, { title: 'Mine' }),
      await editor.send('POST', `/api/owner/pages/${foreign}/duplicate`),
      await editor.send('DELETE', `/api/owner/pages/${foreign}`),
      await editor.request({ method: 'GET', url: `/api/owner/editor/pages/${foreign}/document` }),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    expect((await store.db.selectFrom('collections').select('title').where('id', '=', foreign).executeTakeFirstOrThrow()).title).toBe('X');
  });

  it('duplicates a page as a draft copy with its document, outside the navigation', async () => {
    const editor = await ownerVisitor(store, 'EDITOR');
    const about = await pageId('about');
    const copy = await editor.send('POST', `/api/owner/pages/${about}/duplicate`);
    expect(copy.statusCode).toBe(201);
    expect(json(copy).page).toMatchObject({ title: 'About (copy)', urlId: 'about-copy', status: 'draft' });
    expect(json(await editor.send('POST', `/api/owner/pages/${about}/duplicate`)).page.urlId).toBe('about-copy-1');
    // A published document comes along as the copy's first version; the copy publishes as it is.
    const source = json(await editor.send('POST', '/api/owner/pages', { title: 'Menu' })).page;
    const document = { version: 1, sections: [{ id: 's', blocks: [{ id: 'q', type: 'quote', text: 'Bread first.' }] }] };
    await editor.send('PUT', `/api/owner/editor/pages/${source.id}/document`, { document, baseRevision: 0 });
    await editor.send('POST', `/api/owner/editor/pages/${source.id}/publish`, { revision: 1 });
    const menuCopy = json(await editor.send('POST', `/api/owner/pages/${source.id}/duplicate`)).page;
    const draft = json(await editor.request({ method: 'GET', url: `/api/owner/editor/pages/${menuCopy.id}/document` }));
    expect(draft).toMatchObject({ revision: 1, publishedRevision: 1, legacyHtml: null, document: { sections: [{ blocks: [{ text: 'Bread first.' }] }] } });
    expect(json(await editor.request({ method: 'GET', url: `/api/owner/editor/pages/${menuCopy.id}/versions` })).versions).toHaveLength(1);
    expect((await editor.send('POST', `/api/owner/editor/pages/${menuCopy.id}/publish`, { revision: 1 })).statusCode).toBe(200);
    expect(json(await editor.request({ method: 'GET', url: `/api/owner/pages/${menuCopy.id}` })).page.status).toBe('published');
    const shop = await pageId('shop');
    const store_ = await editor.send('POST', `/api/owner/pages/${shop}/duplicate`);
    expect(store_.statusCode).toBe(400);
    expect(error(store_)).toBe('A store cannot be duplicated; create a new one instead.');
  });

  it('deletes a page, but never the home page or a store with products', async () => {
    const editor = await ownerVisitor(store, 'EDITOR');
    const page = json(await editor.send('POST', '/api/owner/pages', { title: 'Short lived', urlId: 'short-lived' })).page;
    expect((await patch(editor, `/api/owner/pages/${page.id}`, { status: 'published' })).statusCode).toBe(200);
    expect((await editor.request({ method: 'GET', url: '/short-lived' })).statusCode).toBe(200);
    expect((await editor.send('DELETE', `/api/owner/pages/${page.id}`)).statusCode).toBe(204);
    expect((await editor.request({ method: 'GET', url: '/short-lived' })).statusCode).toBe(404);
    expect((await editor.request({ method: 'GET', url: `/api/owner/pages/${page.id}` })).statusCode).toBe(404);
    const home = await editor.send('DELETE', `/api/owner/pages/${await pageId('home')}`);
    expect(home.statusCode).toBe(409);
    expect(error(home)).toBe('The home page cannot be deleted.');
    const shop = await editor.send('DELETE', `/api/owner/pages/${await pageId('shop')}`);
    expect(shop.statusCode).toBe(409);
    expect(error(shop)).toBe('This store still has products. Delete them before deleting the store.');
    expect((await editor.request({ method: 'GET', url: '/shop' })).statusCode).toBe(200);
  });

  it('orders the navigation; pages left out leave it, and visitors see the new order at once', async () => {
    const editor = await ownerVisitor(store, 'EDITOR');
    const [home, shop, blog, about] = [await pageId('home'), await pageId('shop'), await pageId('blog'), await pageId('about')];
    const ordered = await editor.send('PUT', '/api/owner/pages/order', { navigation: [about, home, shop, blog] });
    expect(ordered.statusCode).toBe(200);
    expect(json(ordered).navigation).toEqual([about, home, shop, blog]);
    const context = json(await new Visitor(() => store.app).request({ method: 'GET', url: '/?format=json' }));
    expect(context.navigation.map((n: { url: string }) => n.url)).toEqual(['/about', '/', '/shop', '/blog']);
    const twice = await editor.send('PUT', '/api/owner/pages/order', { navigation: [about, about] });
    expect(twice.statusCode).toBe(400);
    expect(error(twice)).toBe('A page can be in the navigation only once.');
    expect((await editor.send('PUT', '/api/owner/pages/order', { navigation: ['nope'] })).statusCode).toBe(400);
    expect((await editor.send('PUT', '/api/owner/pages/order', { navigation: 'x' })).statusCode).toBe(400);
    expect(json(await editor.request({ method: 'GET', url: '/api/owner/pages' })).pages.slice(0, 4).map((p: { id: string }) => p.id)).toEqual([about, home, shop, blog]);
  });

  it("shows a page's SEO title, description and social image to visitors, and records the files it uses", async () => {
    const editor = await ownerVisitor(store, 'EDITOR');
    const site = await defaultSiteId(store.db);
    const file = async (name: string) => {
      const id = newId();
      await store.db.insertInto('media_files').values({
        id, website_id: site, file_name: name, search_text: name, content_type: 'image/jpeg', size: 1000, width: 1200, height: 800, color_data_json: null,
        focal_x: null, focal_y: null, status: 'ready', status_message: null, processing_started_at: null, seed_source: null, created_at: 1, updated_at: 1,
      }).execute();
      return id;
    };
    const [social, photo] = [await file('share.jpg'), await file('kiln.jpg')];
    const page = json(await editor.send('POST', '/api/owner/pages', { title: 'Kiln room', urlId: 'kiln-room' })).page;
    const set = await patch(editor, `/api/owner/pages/${page.id}`, { seoTitle: 'Our kiln room | Plinth', seoDescription: 'Where the pots are fired.', socialImageMediaId: social });
    expect(json(set).page).toMatchObject({ seoTitle: 'Our kiln room | Plinth', socialImageMediaId: social });
    const url = `/api/owner/editor/pages/${page.id}`;
    const document = { version: 1, sections: [{ id: 's', blocks: [{ id: 'i', type: 'image', mediaId: photo, alt: 'The kiln' }] }] };
    await editor.send('PUT', `${url}/document`, { document, baseRevision: 0 });
    await editor.send('POST', `${url}/publish`, { revision: 1 });
    const served = await new Visitor(() => store.app).request({ method: 'GET', url: '/kiln-room' });
    expect(served.statusCode).toBe(200);
    expect(served.body).toContain('<title>Our kiln room | Plinth</title>');
    expect(served.body).toContain('<meta name="description" content="Where the pots are fired.">');
    expect(served.body).toMatch(new RegExp(`<meta property="og:image" content="http://localhost:80/media/${social}/v1/share.jpg">`));
    const usage = await store.db.selectFrom('media_usage').select(['media_id', 'kind', 'title']).where('ref_id', '=', page.id).orderBy('media_id').execute();
    expect(usage).toEqual([social, photo].sort().map((media_id) => ({ media_id, kind: 'page', title: 'Kiln room' })));
    expect((await editor.send('DELETE', `/api/owner/pages/${page.id}`)).statusCode).toBe(204);
    expect(await store.db.selectFrom('media_usage').select('media_id').where('ref_id', '=', page.id).execute()).toEqual([]);
  });
});
