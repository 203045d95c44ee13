import { expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { defaultSiteId, ownerVisitor } from '../../test-support/owner.ts';
import { forEachStore, Visitor, type TestStore } from '../../test-support/test-app.ts';

/*
 * Designs to choose from (issue 31), on both databases: every shipped design draws every page kind
 * of the demo; switching keeps the content, navigation and styles and shows at once, in another
 * process too; the `?design=` preview is the owner's alone.
 */

const json = (response: { json(): unknown }) => response.json() as Record<string, any>;

/** Every page kind of the demo, with its status and a piece of its content. */
const PAGES: Array<[path: string, status: number, content: string]> = [
  ['/', 200, 'Welcome to the Plinth Demo Store'],
  ['/shop', 200, 'Merino Crew Tee'],
  ['/shop/merino-crew-tee', 200, 'Merino Crew Tee'],
  ['/blog', 200, 'Feeding a sourdough starter'],
  ['/blog/feeding-a-sourdough-starter', 200, 'Feeding a sourdough starter'],
  ['/events', 200, 'Winter pottery fair'],
  ['/events/winter-pottery-fair', 200, 'Winter pottery fair'],
  ['/gallery', 200, 'Gallery'],
  ['/about', 200, 'About'],
  ['/contact', 200, 'Contact'],
  ['/search?q=mug', 200, 'Search'],
  ['/account', 200, 'Account'],
  ['/cart', 200, 'Cart'],
  ['/checkout', 200, 'Checkout'],
  ['/no-such-page', 404, 'Home'],
  ['/members', 403, 'Members'],
];

/** What marks a page as drawn by each design (its layout's body class; the default has none). */
const MARKS: Record<string, string> = { default: 'class="page-type-', market: 'design-market', journal: 'design-journal', portfolio: 'design-portfolio' };

async function use(owner: Visitor, id: string) {
  return owner.request({ method: 'PUT', url: '/api/owner/themes/active', payload: { id } });
}

async function page(visitor: Visitor | TestStore['app'], url: string) {
  return visitor instanceof Visitor ? visitor.request({ method: 'GET', url }) : visitor.inject({ method: 'GET', url });
}

function designOf(html: string): string {
  if (html.includes(MARKS.market as string)) return 'market';
  if (html.includes(MARKS.journal as string)) return 'journal';
  if (html.includes(MARKS.portfolio as string)) return 'portfolio';
  return 'default';
}

forEachStore('themes: designs to choose from', (store) => {
  it('lists the designs to a reader, switches only with content:write and the crumb, refuses an unknown design', async () => {
    expect((await new Visitor(() => store.app).request({ method: 'GET', url: '/api/owner/themes' })).statusCode).toBe(401);
    const viewer = await ownerVisitor(store, 'VIEWER');
    const listed = json(await viewer.request({ method: 'GET', url: '/api/owner/themes' }));
    expect(listed.themes.map((design: { id: string }) => design.id)).toEqual(['default', 'journal', 'market', 'portfolio']);
    expect(listed.themes.filter((design: { active: boolean }) => design.active).map((design: { id: string }) => design.id)).toEqual(['default']);
    expect(listed.themes[2]).toMatchObject({ name: 'Market', previewUrl: '/?design=market', previewImage: '/assets/designs/market/preview.svg' });
    expect((await viewer.request({ method: 'GET', url: '/assets/designs/market/preview.svg' })).headers['content-type']).toContain('image/svg+xml');
    expect((await use(viewer, 'market')).statusCode).toBe(403);

    const editor = await ownerVisitor(store, 'EDITOR');
    expect((await editor.request({ method: 'PUT', url: '/api/owner/themes/active', payload: { id: 'market' }, csrf: false })).statusCode).toBe(403);
    const unknown = await use(editor, 'brutalist');
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown).error.message).toBe('There is no design "brutalist". Choose one of the designs listed.');
    const empty = await editor.request({ method: 'PUT', url: '/api/owner/themes/active', payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(json(empty).error.message).toContain('id must be the id of a design.');
    expect(designOf((await page(store.app, '/')).body)).toBe('default');
  });

  it('draws every page kind of the demo with each design', async () => {
    const owner = await ownerVisitor(store, 'ADMIN');
    for (const id of ['market', 'journal', 'portfolio', 'default']) {
      expect((await use(owner, id)).statusCode).toBe(200);
      const visitor = new Visitor(() => store.app);
      for (const [path, status, content] of PAGES) {
        const response = await page(visitor, path);
        expect(response.statusCode, `${id} ${path}`).toBe(status);
        expect(response.body, `${id} ${path}`).toContain(content);
        expect(designOf(response.body), `${id} ${path}`).toBe(id);
        expect(response.body, `${id} ${path}`).toContain('<main id="main"');
        expect(response.body, `${id} ${path}`).toContain('id="plinth-page"');
      }
    }
  });

  it('keeps content, navigation and styles when switching, and shows the new design at once in every process', async () => {
    const owner = await ownerVisitor(store, 'ADMIN');
    const site = await defaultSiteId(store.db);
    const other = await buildApp({ database: store.database }); // another process of the same site
    try {
      const before = {
        home: json(await page(store.app, '/?format=json')),
        shop: json(await page(store.app, '/shop?format=json')),
        post: json(await page(store.app, '/blog/feeding-a-sourdough-starter?format=json')),
        styles: await store.db.selectFrom('site_styles').selectAll().where('website_id', '=', site).execute(),
      };
      expect(designOf((await page(other, '/shop')).body)).toBe('default'); // cached there
      expect((await use(owner, 'market')).statusCode).toBe(200);
      expect(designOf((await page(other, '/shop')).body)).toBe('market');
      expect(designOf((await page(store.app, '/shop')).body)).toBe('market');
      const after = {
        home: json(await page(store.app, '/?format=json')),
        shop: json(await page(store.app, '/shop?format=json')),
        post: json(await page(store.app, '/blog/feeding-a-sourdough-starter?format=json')),
        styles: await store.db.selectFrom('site_styles').selectAll().where('website_id', '=', site).execute(),
      };
      for (const key of ['home', 'shop', 'post'] as const) {
        expect(after[key].navigation).toEqual(before[key].navigation);
        expect(after[key].collection).toEqual(before[key].collection);
        expect(after[key].item).toEqual(before[key].item);
        expect(after[key].items).toEqual(before[key].items);
      }
      expect(after.styles).toEqual(before.styles);
      const listed = json(await owner.request({ method: 'GET', url: '/api/owner/themes' }));
      expect(listed.themes.find((design: { active: boolean }) => design.active).id).toBe('market');
      expect((await use(owner, 'default')).statusCode).toBe(200);
      expect(designOf((await page(other, '/shop')).body)).toBe('default');
    } finally {
      await other.close();
    }
  });

  it('draws the page editor’s preview with the site’s design', async () => {
    const owner = await ownerVisitor(store, 'EDITOR');
    const site = await defaultSiteId(store.db);
    const about = await store.db.selectFrom('collections').select('id').where('website_id', '=', site).where('url_id', '=', 'about').executeTakeFirstOrThrow();
    const preview = () => owner.request({ method: 'GET', url: `/api/owner/editor/pages/${about.id}/preview` });
    expect(designOf((await preview()).body)).toBe('default');
    expect((await use(owner, 'journal')).statusCode).toBe(200);
    const drawn = await preview();
    expect(drawn.statusCode).toBe(200);
    expect(designOf(drawn.body)).toBe('journal');
    expect((await use(owner, 'default')).statusCode).toBe(200);
  });

  it('draws the error page (500) with the site’s design', async () => {
    const owner = await ownerVisitor(store, 'EDITOR');
    // A page kind that fails while its page is built (a bug, a database that stopped answering).
    store.app.deps.pageExtensions.kinds.push({ name: 'failing', match: (info) => (info.path === '/failing-page' ? {} : null), resolve: async () => { throw new Error('This page kind failed.'); } });
    expect((await use(owner, 'portfolio')).statusCode).toBe(200);
    const failed = await page(store.app, '/failing-page');
    expect(failed.statusCode).toBe(500);
    expect(designOf(failed.body)).toBe('portfolio');
    expect((await use(owner, 'default')).statusCode).toBe(200);
  });

  it('shows ?design= to a signed-in owner only, and never hands the preview to a visitor', async () => {
    const viewer = await ownerVisitor(store, 'VIEWER');
    const visitor = new Visitor(() => store.app);
    expect(designOf((await page(visitor, '/shop?design=journal')).body)).toBe('default');
    expect(designOf((await page(viewer, '/shop?design=journal')).body)).toBe('journal');
    expect(designOf((await page(viewer, '/shop/merino-crew-tee?design=market')).body)).toBe('market');
    expect(designOf((await page(viewer, '/shop?design=unknown')).body)).toBe('default');
    // The owner's preview was rendered, and a visitor asking for the same address still sees the site's design.
    expect(designOf((await page(visitor, '/shop?design=journal')).body)).toBe('default');
    expect(designOf((await page(visitor, '/shop')).body)).toBe('default');
  });
});
