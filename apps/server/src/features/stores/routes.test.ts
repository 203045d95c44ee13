import { describe, expect, it } from 'vitest';
import { listCategories } from '../catalog/index.ts';
import { getWebsite } from '../site/index.ts';
import { createWebsite } from '../site/index.ts';
import { defaultSiteId, ownerVisitor } from '../../test-support/owner.ts';
import { storeFirstNavigationUpdate } from './create-store.ts';
import type { SiteLayout } from '../content/index.ts';
import { forEachStore } from '../../test-support/test-app.ts';

const productsUrl = (websiteId: string) => `/api/content-service/product/1.1/websites/${websiteId}/products`;
const categoriesUrl = (websiteId: string, collectionId: string) => `${productsUrl(websiteId)}/${collectionId}/categories`;
const store = (title: string, extra: Record<string, unknown> = {}) => ({ navigationTitle: title, title, urlId: '', description: '', enabled: true, ...extra });
const rootCategory = { displayName: 'All', parentCategoryId: null, type: 'ROOT', pageRendering: 'LIST_VIEW', displayIndex: 1 };
/** The visible navigation bar links of a page, in order. */
const navBar = (html: string) => [...html.matchAll(/class="site-nav__link" href="([^"]*)"/g)].map((m) => m[1]);

forEachStore('store creation', (t) => {
  describe('POST …/websites/{websiteId}/products', () => {
    it('creates the store with the url id derived from the title, live at once and out of the navigation', async () => {
      const owner = await ownerVisitor(t, 'EDITOR');
      const siteId = await defaultSiteId(t.db);
      const before = (await getWebsite(t.db, siteId))?.contentVersion ?? 0;
      const response = await owner.send('POST', productsUrl(siteId), store('Summer Sale', { description: 'Warm-weather <b>finds</b>.' }));
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body.id).toMatch(/^[0-9a-f]{24}$/);
      expect(body.collection).toEqual({
        id: body.id,
        title: 'Summer Sale',
        navigationTitle: 'Summer Sale',
        urlId: 'summer-sale',
        fullUrl: '/summer-sale',
        description: 'Warm-weather <b>finds</b>.',
        enabled: true,
        type: 'products',
        navIndex: null,
        status: 'published',
      });
      expect((await getWebsite(t.db, siteId))?.contentVersion).toBeGreaterThan(before);

      const page = await t.app.inject({ url: '/summer-sale' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>Summer Sale — Plinth Demo Store</title>');
      expect(page.body).toContain('<li class="product-grid__empty">No products yet.</li>');
      expect(page.body).toContain('Warm-weather &lt;b&gt;finds&lt;/b&gt;.');
      expect(navBar(page.body)).not.toContain('/summer-sale');
    });

    it('appends the next free suffix on collisions, treats reserved paths as taken, falls back to Store', async () => {
      const owner = await ownerVisitor(t, 'ADMIN');
      const siteId = await defaultSiteId(t.db);
      const urlIdOf = async (body: Record<string, unknown>) => (await owner.send('POST', productsUrl(siteId), body)).json().collection.urlId;
      expect(await urlIdOf(store('Winter Sale'))).toBe('winter-sale');
      expect(await urlIdOf(store('Winter Sale'))).toBe('winter-sale-1');
      expect(await urlIdOf(store('Winter  sale!'))).toBe('winter-sale-2');
      expect(await urlIdOf(store('Shop'))).toBe('shop-1');
      expect(await urlIdOf(store('Cart'))).toBe('cart-1');
      expect(await urlIdOf(store('Search'))).toBe('search-1');
      expect(await urlIdOf(store('Go'))).toBe('store');
      expect(await urlIdOf(store('??'))).toBe('store-1');
      expect(await urlIdOf(store('Anything', { urlId: 'Gifts & Cards' }))).toBe('gifts-cards');
      expect(await urlIdOf(store('Anything', { urlId: 'gifts-cards' }))).toBe('gifts-cards-1');
      expect((await t.app.inject({ url: '/cart-1' })).statusCode).toBe(200);
    });

    it('defaults the navigation title, description and enabled; a disabled store is not served', async () => {
      const owner = await ownerVisitor(t, 'WEBSITE_MANAGER');
      const siteId = await defaultSiteId(t.db);
      const response = await owner.send('POST', productsUrl(siteId), { title: 'Hidden Stock', enabled: false });
      expect(response.statusCode).toBe(201);
      expect(response.json().collection).toMatchObject({ navigationTitle: 'Hidden Stock', description: '', enabled: false, urlId: 'hidden-stock' });
      expect((await t.app.inject({ url: '/hidden-stock' })).statusCode).toBe(404);
    });

    it('refuses bad payloads with 400 and writes nothing', async () => {
      const owner = await ownerVisitor(t, 'EDITOR');
      const siteId = await defaultSiteId(t.db);
      const count = async () => (await t.db.selectFrom('collections').select('id').execute()).length;
      const before = await count();
      const cases: [unknown, string][] = [
        [{}, 'Title is required.'],
        [{ title: '   ' }, 'Title is required.'],
        [{ title: 'x'.repeat(201) }, 'Title must be at most 200 characters.'],
        [{ title: 'Ok', enabled: 'yes' }, 'Enabled must be true or false.'],
        [{ title: 'Ok', description: 5 }, 'Description must be text.'],
        [{ title: 'Ok', urlId: 12 }, 'UrlId must be text.'],
      ];
      for (const [payload, message] of cases) {
        const response = await owner.send('POST', productsUrl(siteId), payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json()).toEqual({ error: { code: 'INVALID', message } });
      }
      const raw = await owner.request({ method: 'POST', url: productsUrl(siteId), headers: { 'content-type': 'application/json' }, payload: '[1]' });
      expect(raw.statusCode).toBe(400);
      expect(raw.json().error.message).toBe('The body must be a JSON object.');
      expect(await count()).toBe(before);
    });

    it("answers 404 for another website's id", async () => {
      const owner = await ownerVisitor(t, 'ADMIN');
      const other = await createWebsite(t.db, { name: 'Other', hosts: ['other.test'] });
      const response = await owner.send('POST', productsUrl(other.id), store('Elsewhere'));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Website not found.' } });
      expect((await owner.send('POST', productsUrl('nope'), store('Elsewhere'))).statusCode).toBe(404);
      // The other site's host does not know this site's session.
      const there = await owner.request({ method: 'POST', url: productsUrl(other.id), headers: { host: 'other.test' }, payload: store('Elsewhere') });
      expect(there.statusCode).toBe(401);
    });
  });

  describe('POST …/products/{collectionId}/categories', () => {
    it('creates the ROOT category of a new store, once', async () => {
      const owner = await ownerVisitor(t, 'EDITOR');
      const siteId = await defaultSiteId(t.db);
      const { id: collectionId } = (await owner.send('POST', productsUrl(siteId), store('Pottery'))).json();
      const response = await owner.send('POST', categoriesUrl(siteId, collectionId), rootCategory);
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body.category).toEqual({ id: body.id, collectionId, displayName: 'All', parentCategoryId: null, type: 'ROOT', pageRendering: 'LIST_VIEW', displayIndex: 1 });
      expect(await listCategories(t.db, siteId, collectionId)).toEqual([body.category]);

      const again = await owner.send('POST', categoriesUrl(siteId, collectionId), rootCategory);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ error: { code: 'CONFLICT', message: 'This store already has a ROOT category.' } });
      expect(await listCategories(t.db, siteId, collectionId)).toHaveLength(1);
    });

    it('refuses bad payloads (400) and unknown or non-store collections (404)', async () => {
      const owner = await ownerVisitor(t, 'EDITOR');
      const siteId = await defaultSiteId(t.db);
      const { id: collectionId } = (await owner.send('POST', productsUrl(siteId), store('Linens'))).json();
      const cases: [Record<string, unknown>, string][] = [
        [{ ...rootCategory, displayName: '' }, 'DisplayName is required.'],
        [{ ...rootCategory, displayName: 'x'.repeat(26) }, 'DisplayName must be at most 25 characters.'],
        [{ ...rootCategory, type: 'CATEGORY' }, "Type must be 'ROOT'."],
        [{ ...rootCategory, pageRendering: 'GRID' }, "PageRendering must be 'LIST_VIEW'."],
        [{ ...rootCategory, displayIndex: 1.5 }, 'DisplayIndex must be a whole number.'],
        [{ ...rootCategory, parentCategoryId: 'abc' }, 'ParentCategoryId must be null for a ROOT category.'],
      ];
      for (const [payload, message] of cases) {
        const response = await owner.send('POST', categoriesUrl(siteId, collectionId), payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json()).toEqual({ error: { code: 'INVALID', message } });
      }
      expect(await listCategories(t.db, siteId, collectionId)).toEqual([]);

      const blog = await t.db.selectFrom('collections').select('id').where('url_id', '=', 'blog').executeTakeFirstOrThrow();
      for (const id of ['missing', blog.id]) {
        const response = await owner.send('POST', categoriesUrl(siteId, id), rootCategory);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Store not found.' } });
      }
      expect((await owner.send('POST', categoriesUrl('other-site', collectionId), rootCategory)).statusCode).toBe(404);
    });
  });

  describe('the whole flow: collection, ROOT category, then first in the main navigation', () => {
    it('puts the new store ahead of the existing links, on the site at once', async () => {
      const owner = await ownerVisitor(t, 'EDITOR');
      const siteId = await defaultSiteId(t.db);
      const before = (await owner.request({ method: 'GET', url: '/api/commondata/GetSiteLayout' })).json() as SiteLayout;
      const { id } = (await owner.send('POST', productsUrl(siteId), store('New Arrivals'))).json();
      expect((await owner.send('POST', categoriesUrl(siteId, id), rootCategory)).statusCode).toBe(201);

      const update = storeFirstNavigationUpdate(before.layout, before.templateId, id);
      const response = await owner.send('POST', '/api/widget/UpdateNavigation', update);
      expect(response.statusCode).toBe(200);
      const after = response.json() as SiteLayout;
      expect(after.layout[0].identifier).toBe('mainNavigation');
      expect(after.layout[0].links.map((link) => link.collectionId)).toEqual([id, ...before.layout[0].links.map((link) => link.collectionId)]);
      expect(after.layout[0].links[0]).toEqual({ collectionId: id, title: 'New Arrivals', url: '/new-arrivals', externalLink: null, memberAreaId: null, enabled: true, items: [] });

      const home = await t.app.inject({ url: '/' });
      expect(navBar(home.body)[0]).toBe('/new-arrivals');
      expect(home.body).toContain('<a class="site-nav__link" href="/new-arrivals">New Arrivals</a>');
      expect((await t.app.inject({ url: '/new-arrivals' })).statusCode).toBe(200);
    });
  });
});
