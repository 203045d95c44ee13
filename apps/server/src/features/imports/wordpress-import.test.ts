import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_INTEGRATIONS } from '../../infra/integrations-config.ts';
import { ownerVisitor } from '../../test-support/owner.ts';
import { forEachStore, Visitor, type TestStore } from '../../test-support/test-app.ts';
import { fixture, runImportThrough, startPictureServer, type PictureServer } from './test-kit.ts';

/* A WordPress export (WXR 1.2) on both databases, its pictures from a local file server. */

let pictures: PictureServer;
beforeAll(async () => {
  pictures = await startPictureServer();
});
afterAll(async () => {
  await pictures.close();
});

async function post(store: TestStore, urlId: string) {
  return store.db.selectFrom('items').selectAll().where('url_id', '=', urlId).where('record_type', '=', 1).executeTakeFirstOrThrow();
}

async function snapshot(store: TestStore) {
  return {
    items: await store.db.selectFrom('items').select(['id', 'url_id', 'title', 'body_html', 'status', 'main_image_url', 'published_at']).orderBy('id').execute(),
    pages: await store.db.selectFrom('collections').select(['id', 'url_id', 'title', 'body_html', 'status']).orderBy('id').execute(),
    comments: await store.db.selectFrom('comments').select(['id', 'parent_id', 'body']).orderBy('id').execute(),
    media: await store.db.selectFrom('media_files').select('id').orderBy('id').execute(),
    redirects: await store.db.selectFrom('redirects').select(['from_key', 'to_path']).orderBy('from_key').execute(),
  };
}

forEachStore(
  'imports: a WordPress export',
  (store) => {
    it('brings posts into the blog and pages to the site, with their status, terms, pictures, comments and old addresses; a re-run changes nothing', async () => {
      const admin = await ownerVisitor(store, 'ADMIN');
      const xml = fixture('wordpress.xml', pictures.origin);
      const done = await runImportThrough(admin, 'wordpress', 'garden.WordPress.xml', xml);
      expect(done).toMatchObject({ status: 'done', progress: 100, created: 3, updated: 0, skipped: 1 });
      expect(done.errors).toEqual([{ line: expect.any(Number), message: '“Contact form” is a wpcf7_contact_form, which is not imported.' }]);

      const sowing = await post(store, 'spring-sowing');
      expect(sowing).toMatchObject({ title: 'Spring Sowing', status: 'published', author_name: 'Ada Gardener', excerpt: 'When and how to sow.', published_at: Date.UTC(2024, 2, 15, 9) });
      expect(JSON.parse(sowing.tags_json)).toEqual(['Spring', 'Peas']);
      expect(JSON.parse(sowing.categories_json)).toEqual(['Seeds']);
      expect(sowing.main_image_url).toMatch(/^\/media\/.*tray\.png$/);
      // The rich text as the editor's blocks: no script, class or handler; the picture brought home; links to the new addresses.
      expect(sowing.body_html).toContain('<p>Sow <strong>early</strong>, sow thin.</p>');
      expect(sowing.body_html).toContain('<h2>What to sow</h2>');
      expect(sowing.body_html).toContain('<ul><li>Peas</li><li>Broad beans</li></ul>');
      expect(sowing.body_html).toContain('<blockquote><p>The best time to plant was last year.</p></blockquote>');
      expect(sowing.body_html).toMatch(/<figure><img src="\/media\/[^"]+seedlings\.png" alt="Seedlings" \/><figcaption>Seedlings<\/figcaption><\/figure>/);
      expect(sowing.body_html).toContain('<a href="/about-the-garden">about us</a>');
      expect(sowing.body_html).toContain('<a href="/blog/notes-on-compost">the draft</a>');
      expect(sowing.body_html).not.toMatch(/script|onclick|class=|wp:paragraph/);

      const draft = await post(store, 'notes-on-compost');
      expect(draft).toMatchObject({ status: 'draft', published_at: null });
      expect(draft.body_html).toBe('<p>Half-finished thoughts.</p>\n<p>Second paragraph.</p>');

      const page = await store.db.selectFrom('collections').selectAll().where('url_id', '=', 'about-the-garden').executeTakeFirstOrThrow();
      expect(page).toMatchObject({ type: 'page', title: 'About', body_html: '<p>We grow vegetables.</p>', status: 'published' });

      // Approved comments only, the reply under its comment.
      const comments = await store.db.selectFrom('comments').selectAll().where('item_id', '=', sowing.id).orderBy('created_at').execute();
      expect(comments.map((c) => [c.author_name, c.body, c.status])).toEqual([
        ['Bea', 'Do peas mind the frost?', 'approved'],
        ['Ada Gardener', 'A light frost is fine.', 'approved'],
      ]);
      expect(comments[1]?.parent_id).toBe(comments[0]?.id);

      // A visitor reads the post, not the draft, and the old addresses send them on.
      const visitor = new Visitor(() => store.app);
      const read = await visitor.request({ method: 'GET', url: '/blog/spring-sowing' });
      expect(read.statusCode).toBe(200);
      expect(read.body).toContain('What to sow');
      expect((await visitor.request({ method: 'GET', url: '/blog/notes-on-compost' })).statusCode).toBe(404);
      const old = await visitor.request({ method: 'GET', url: '/2024/03/spring-sowing/' });
      expect(old.statusCode).toBe(301);
      expect(old.headers.location).toBe('/blog/spring-sowing');
      // The demo site has a live /about page: the redirect from WordPress's /about/ is kept but never shadows it.
      expect(await store.db.selectFrom('redirects').select(['from_path', 'to_path', 'status']).where('from_key', '=', '/about').execute()).toEqual([{ from_path: '/about/', to_path: '/about-the-garden', status: 301 }]);
      expect((await visitor.request({ method: 'GET', url: '/about' })).statusCode).toBe(200);
      expect((await visitor.request({ method: 'GET', url: sowing.main_image_url as string })).statusCode).toBe(200);

      const before = await snapshot(store);
      const again = await runImportThrough(admin, 'wordpress', 'garden.WordPress.xml', xml);
      expect(again).toMatchObject({ status: 'done', created: 0, updated: 0, skipped: 4 });
      expect(await snapshot(store)).toEqual(before);
    });

    it('fails a file that is not well-formed XML, naming the line', async () => {
      const admin = await ownerVisitor(store, 'ADMIN');
      const done = await runImportThrough(admin, 'wordpress', 'broken.xml', '<?xml version="1.0"?>\n<rss>\n<channel>\n<item><title>A</title></channel></rss>');
      expect(done.status).toBe('failed');
      expect(done.failure).toMatch(/^The file could not be read to its end: The file is not well-formed XML \(line 4\)/);
      const notWordpress = await runImportThrough(admin, 'wordpress', 'feed.xml', '<?xml version="1.0"?><feed><entry/></feed>');
      expect(notWordpress.failure).toContain('This is not a WordPress export');
    });
  },
  { integrations: { ...DEFAULT_INTEGRATIONS, importAllowHosts: ['127.0.0.1'] } },
);
