import { describe, expect, it } from 'vitest';
import { createCollection } from '../catalog/index.ts';
import { changeContent } from '../site/index.ts';
import { setPageStatus } from './owner-pages-service.ts';
import { defaultSiteId, ownerVisitor } from '../../test-support/owner.ts';
import { forEachStore } from '../../test-support/test-app.ts';

const navBar = (html: string) => [...html.matchAll(/class="site-nav__link" href="([^"]*)"/g)].map((m) => m[1]);

forEachStore('owner pages list', (t) => {
  const pages = async () => {
    const owner = await ownerVisitor(t, 'VIEWER');
    const response = await owner.request({ method: 'GET', url: '/api/owner/pages' });
    expect(response.statusCode).toBe(200);
    return response.json().pages as Record<string, unknown>[];
  };

  it('lists the demo pages in navigation order, all published (no label)', async () => {
    const list = await pages();
    expect(list.map((page) => [page.title, page.urlId, page.type, page.fullUrl, page.status, page.statusLabel, page.navIndex])).toEqual([
      ['Home', 'home', 'page', '/', 'published', null, 0],
      ['Shop', 'shop', 'products', '/shop', 'published', null, 1],
      ['Journal', 'blog', 'blog', '/blog', 'published', null, 2],
      ['About', 'about', 'page', '/about', 'published', null, 3],
      ['Contact', 'contact', 'page', '/contact', 'published', null, 4],
      ['Members', 'members', 'page', '/members', 'published', null, 5],
      ['Events', 'events', 'events', '/events', 'published', null, 6],
      ['Gallery', 'gallery', 'page', '/gallery', 'published', null, null],
      ['Trade prices', 'trade', 'page', '/trade', 'published', null, null],
    ]);
    for (const page of list) expect(Object.keys(page).sort()).toEqual(['fullUrl', 'id', 'navIndex', 'status', 'statusLabel', 'title', 'type', 'urlId']);
  });

  it("labels every status as platform.md names them; draft, private, needs-review and not-yet-scheduled pages are 404 for visitors and leave the navigation bar", async () => {
    const siteId = await defaultSiteId(t.db);
    const statuses = [
      ['Spring Lookbook', 'scheduled', 'Scheduled', 404],
      ['Press Kit', 'needs-review', 'Needs Review', 404],
      ['Wholesale', 'draft', 'Draft', 404],
      ['Staff Notes', 'private', 'Private', 404],
    ] as const;
    for (const [index, [title, status]] of statuses.entries()) {
      const id = await createCollection(t.db, siteId, { urlId: title.toLowerCase().replace(' ', '-'), title, type: 'page', navIndex: 10 + index, bodyHtml: `<h1>${title}</h1>` });
      expect(await setPageStatus(t.db, siteId, id, status)).toBe(true);
    }
    const list = await pages();
    for (const [title, status, label, visitorStatus] of statuses) {
      const page = list.find((p) => p.title === title);
      expect(page).toMatchObject({ status, statusLabel: label });
      expect((await t.app.inject({ url: page?.fullUrl as string })).statusCode, title).toBe(visitorStatus);
    }
    const bar = navBar((await t.app.inject({ url: '/' })).body);
    expect(bar).not.toContain('/spring-lookbook');
    expect(bar).not.toContain('/press-kit');
    // A scheduled page is served from its publish-at time on.
    await changeContent(t.db, siteId, (tx) => tx.updateTable('collections').set({ publish_at: Date.now() - 1000 }).where('url_id', '=', 'spring-lookbook').execute());
    expect((await t.app.inject({ url: '/spring-lookbook' })).statusCode).toBe(200);
    expect(navBar((await t.app.inject({ url: '/' })).body)).toContain('/spring-lookbook');
    expect(bar).not.toContain('/wholesale');
    expect(bar).not.toContain('/staff-notes');
    expect((await t.app.inject({ url: '/wholesale?format=json' })).statusCode).toBe(404);

    // A drafted shop hides its products too; publishing brings it back.
    const shop = list.find((p) => p.urlId === 'shop') as { id: string };
    await setPageStatus(t.db, siteId, shop.id, 'draft');
    expect((await t.app.inject({ url: '/shop' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/shop/merino-crew-tee' })).statusCode).toBe(404);
    await setPageStatus(t.db, siteId, shop.id, 'published');
    expect((await t.app.inject({ url: '/shop/merino-crew-tee' })).statusCode).toBe(200);
    expect(await setPageStatus(t.db, siteId, 'missing', 'draft')).toBe(false);
  });

  it('lists pages outside the navigation after it, by title', async () => {
    const siteId = await defaultSiteId(t.db);
    await createCollection(t.db, siteId, { urlId: 'zebra', title: 'Zebra', type: 'page' });
    await createCollection(t.db, siteId, { urlId: 'aardvark', title: 'Aardvark', type: 'page' });
    const list = await pages();
    const firstOut = list.findIndex((page) => page.navIndex === null);
    expect(list.slice(firstOut).every((page) => page.navIndex === null)).toBe(true);
    const outTitles = list.slice(firstOut).map((page) => page.title);
    expect(outTitles).toEqual([...outTitles].sort((a, b) => String(a).localeCompare(String(b), 'en')));
    expect(outTitles).toContain('Aardvark');
  });
});
