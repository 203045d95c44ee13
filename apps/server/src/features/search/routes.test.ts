import { beforeAll, expect, it } from 'vitest';
import { createItem } from '../catalog/index.ts';
import { addFreeMemberArea, addMembership } from '../member-areas/index.ts';
import { changeContent } from '../site/index.ts';
import { defaultSiteId } from '../../test-support/owner.ts';
import { signedInCustomer } from '../../test-support/site-users.ts';
import { forEachStore, Visitor, type TestStore } from '../../test-support/test-app.ts';

/*
 * The search page and API, the blog's RSS feed and the sitemap on both databases, with what a
 * visitor notices: what is found and highlighted, what is never shown (drafts, not-yet-live,
 * members-only content to non-members), and that no query shape fails.
 */

type Json = Record<string, any>;

async function collectionId(store: TestStore, urlId: string): Promise<string> {
  const site = await defaultSiteId(store.db);
  return (await store.db.selectFrom('collections').select('id').where('website_id', '=', site).where('url_id', '=', urlId).executeTakeFirstOrThrow()).id;
}

const api = async (store: TestStore, query: string, visitor?: Visitor) => {
  const response = visitor ? await visitor.request({ method: 'GET', url: `/api/search?${query}` }) : await store.app.inject(`/api/search?${query}`);
  return { status: response.statusCode, body: response.json() as Json, headers: response.headers };
};
const titles = (body: Json) => (body.results as Json[]).map((r) => r.title);

forEachStore('search: the /search page and /api/search', (store) => {
  it('finds a product by a word of its description, marks the word in the excerpt, and is never cached', async () => {
    const { status, body, headers } = await api(store, 'q=dishwasher');
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('private, no-store');
    expect(titles(body)).toEqual(['Speckled Stoneware Mug']);
    expect(body.results[0]).toMatchObject({ kind: 'product', kindLabel: 'Product', url: '/shop/stoneware-mug' });
    expect(body.results[0].excerptHtml).toContain('<mark>dishwasher</mark>');

    const page = await store.app.inject('/search?q=dishwasher');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).toContain('<a href="/shop/stoneware-mug">Speckled Stoneware Mug</a>');
    expect(page.body).toContain('1 result for “dishwasher”');
    expect(page.body).toContain('<mark>dishwasher</mark>');
    expect(page.body).toContain('value="dishwasher"');
    expect(page.body).toContain('<meta name="robots" content="noindex">');
    const context = (await store.app.inject('/search?q=dishwasher&format=json')).json() as Json;
    expect(context.pageType).toBe(102);
    expect(context.search.results[0].title).toBe('Speckled Stoneware Mug');
  });

  it('finds the seeded events as events', async () => {
    const { body } = await api(store, 'q=fair&type=event');
    expect(titles(body)).toContain('Winter pottery fair');
    expect(body.results[0]).toMatchObject({ kind: 'event', kindLabel: 'Event' });
    expect(body.results[0].url).toMatch(/^\/events\//);
    // By its place, dated by the day it starts.
    const byPlace = (await api(store, 'q=broadway&type=event')).body;
    expect(titles(byPlace)).toEqual(['Wheel-throwing evening class']);
    const start = await store.db.selectFrom('calendar_events').innerJoin('items', 'items.id', 'calendar_events.item_id').select('calendar_events.start_at').where('items.title', '=', 'Wheel-throwing evening class').executeTakeFirstOrThrow();
    expect(byPlace.results[0].publishedAt).toBe(Number(start.start_at));
  });

  it('finds a post by its tag, a post’s date shown, excerpts of its text only', async () => {
    const { body } = await api(store, 'q=makers&type=post');
    expect(titles(body)).toEqual(['A visit to the pottery']);
    expect(body.results[0].excerptHtml).not.toContain('makers');
    expect(body.results[0].publishedAt).toEqual(expect.any(Number));
    expect((await api(store, 'q=dishwasher')).body.results[0].publishedAt).toBeNull();
  });

  it('searches pages, posts and products, counts each kind, filters by one and pages through', async () => {
    const all = (await api(store, 'q=sourdough')).body;
    expect(all.counts.post).toBeGreaterThan(0);
    expect(all.counts.product).toBeGreaterThan(0);
    expect(all.counts.page).toBeGreaterThan(0);
    expect(all.counts.all).toBe(all.counts.page + all.counts.post + all.counts.product + all.counts.event);
    const posts = (await api(store, 'q=sourdough&type=post')).body;
    expect(posts.total).toBe(all.counts.post);
    expect(posts.results.every((r: Json) => r.kind === 'post')).toBe(true);
    expect(titles(posts)).toContain('Feeding a sourdough starter, without the fuss');

    // Twelve new posts sharing a word: two pages of ten.
    const blog = await collectionId(store, 'blog');
    const site = await defaultSiteId(store.db);
    for (let i = 1; i <= 12; i++) await createItem(store.db, site, blog, { urlId: `quince-${i}`, title: `Quince note ${i}`, bodyHtml: '<p>Quince paste keeps.</p>', publishedAt: Date.now() - i * 1000 });
    const first = (await api(store, 'q=quince&type=post')).body;
    expect([first.total, first.pageCount, first.results.length]).toEqual([12, 2, 10]);
    const second = (await api(store, 'q=quince&type=post&page=2')).body;
    expect(second.results.length).toBe(2);
    expect(new Set([...titles(first), ...titles(second)]).size).toBe(12);
    const html = (await store.app.inject('/search?q=quince')).body;
    expect(html).toContain('Page 1 of 2');
    expect(html).toContain('href="/search?q=quince&amp;page=2" rel="next"');
    expect(html).toMatch(/<a href="\/search\?q=quince&amp;type=post">Posts <span class="search__count">\(12\)<\/span><\/a>/);
  });

  it('keeps the index current: an edited title is found by its new word, not its old one; a deleted post is gone', async () => {
    const site = await defaultSiteId(store.db);
    expect(titles((await api(store, 'q=tote')).body)).toContain('Waxed Canvas Tote');
    await changeContent(store.db, site, (tx) => tx.updateTable('items').set({ title: 'Waxed Canvas Satchel' }).where('url_id', '=', 'waxed-canvas-tote').execute());
    expect(titles((await api(store, 'q=satchel')).body)).toEqual(['Waxed Canvas Satchel']);
    expect(titles((await api(store, 'q=waxed')).body)).toEqual(['Waxed Canvas Satchel']);
    const blog = await collectionId(store, 'blog');
    const id = await createItem(store.db, site, blog, { urlId: 'ephemeral', title: 'Ephemeral zucchini', bodyHtml: '<p>Soon gone.</p>' });
    expect(titles((await api(store, 'q=zucchini')).body)).toEqual(['Ephemeral zucchini']);
    await changeContent(store.db, site, (tx) => tx.deleteFrom('items').where('id', '=', id).execute());
    expect((await api(store, 'q=zucchini')).body.total).toBe(0);
  });

  it('answers searches that arrive together after a change with the same, current results (one rebuild)', async () => {
    const site = await defaultSiteId(store.db);
    const blog = await collectionId(store, 'blog');
    await createItem(store.db, site, blog, { urlId: 'together', title: 'Tamarind together', bodyHtml: '<p>tamarind</p>' });
    const answers = await Promise.all(Array.from({ length: 6 }, () => api(store, 'q=tamarind')));
    expect(answers.map((a) => [a.status, titles(a.body)])).toEqual(Array.from({ length: 6 }, () => [200, ['Tamarind together']]));
  });

  it('never shows drafts, private posts or scheduled posts before their time', async () => {
    const site = await defaultSiteId(store.db);
    const blog = await collectionId(store, 'blog');
    await createItem(store.db, site, blog, { urlId: 'draft-rhubarb', title: 'Draft rhubarb', bodyHtml: '<p>rhubarb</p>', status: 'draft' });
    await createItem(store.db, site, blog, { urlId: 'private-rhubarb', title: 'Private rhubarb', bodyHtml: '<p>rhubarb</p>', status: 'private' });
    await createItem(store.db, site, blog, { urlId: 'later-rhubarb', title: 'Later rhubarb', bodyHtml: '<p>rhubarb</p>', status: 'scheduled', publishAt: Date.now() + 3_600_000 });
    await createItem(store.db, site, blog, { urlId: 'past-rhubarb', title: 'Live rhubarb', bodyHtml: '<p>rhubarb</p>', status: 'scheduled', publishAt: Date.now() - 1000 });
    expect(titles((await api(store, 'q=rhubarb')).body)).toEqual(['Live rhubarb']);
  });

  it('shows members-only content to members only', async () => {
    const site = await defaultSiteId(store.db);
    const blog = await collectionId(store, 'blog');
    const postId = await createItem(store.db, site, blog, { urlId: 'members-damson', title: 'Damson jam for members', bodyHtml: '<p>The damson recipe.</p>' });
    const areaId = await addFreeMemberArea(store.db, site, { name: 'Jam club', description: 'Jam.', content: [{ collectionId: blog, itemId: postId }], now: Date.now() });
    // The demo's members page: its schedule is for members.
    expect((await api(store, 'q=fridge')).body.total).toBe(0);
    expect((await api(store, 'q=damson')).body.total).toBe(0);
    expect((await store.app.inject('/search?q=damson')).body).toContain('No results for “damson”.');

    const member = await signedInCustomer(store);
    expect((await api(store, 'q=damson', member)).body.total).toBe(0);
    await addMembership(store.db, site, areaId, member.siteUser.id, 'manual', Date.now());
    expect(titles((await api(store, 'q=damson', member)).body)).toEqual(['Damson jam for members']);
    const page = await member.request({ method: 'GET', url: '/search?q=damson' });
    expect(page.body).toContain('Damson jam for members');
    // …and the next visitor still does not see it (nothing was cached).
    expect((await store.app.inject('/search?q=damson')).body).not.toContain('Damson jam for members');
  });

  it('escapes what a page holds and what the visitor typed', async () => {
    const site = await defaultSiteId(store.db);
    const blog = await collectionId(store, 'blog');
    await createItem(store.db, site, blog, { urlId: 'angle-brackets', title: 'Brackets <b>bold</b> & co', bodyHtml: '<p>Write &lt;script&gt;alert(1)&lt;/script&gt; mangosteen</p>' });
    const { body } = await api(store, 'q=mangosteen');
    expect(body.results[0].excerptHtml).toBe('Write &lt;script&gt;alert(1)&lt;/script&gt; <mark>mangosteen</mark>');
    const html = (await store.app.inject(`/search?q=${encodeURIComponent('mangosteen "><script>x()</script>')}`)).body;
    expect(html).not.toContain('<script>x()');
    expect(html).toContain('value="mangosteen &quot;&gt;&lt;script&gt;x()&lt;/script&gt;"');
    const found = (await store.app.inject('/search?q=mangosteen')).body;
    expect(found).not.toContain('<script>alert(1)');
    expect(found).toContain('Brackets &lt;b&gt;bold&lt;/b&gt; &amp; co');
  });

  it.each([
    ['quotes', '"stoneware mug"', ['Speckled Stoneware Mug']],
    ['an open quote', '"stoneware mug', ['Speckled Stoneware Mug']],
    ['or', 'dishwasher or satchel', null],
    ['a left-out word', 'mug -speckled', []],
    ['FTS5 operators', 'mug AND NOT OR NEAR( * ^ : col:mug', null],
    ['tsquery operators', 'mug & !tote | (bowl) <-> x:*', null],
    ['SQL-ish', "'; DROP TABLE items; -- \" OR 1=1", null],
    ['emoji only', '🍞🥐☕', []],
    ['emoji and a word', '☕ dishwasher 🍞', ['Speckled Stoneware Mug']],
    ['only punctuation', '!!! --- """ ***', []],
    ['a lone minus', '-', []],
    ['10 kB', 'mug '.repeat(2500), null],
    ['null and control characters', 'mug\u0000\u0001\u001f', null],
    ['lone surrogates', 'mug \ud800 \udc00', null],
    ['right-to-left and accents', 'خبز crème brûlée', []],
  ])('answers %s with results or none, never an error', async (_name, q, expected) => {
    const query = new URLSearchParams({ q }).toString();
    const { status, body } = await api(store, query);
    expect(status).toBe(200);
    if (expected) expect(titles(body)).toEqual(expected);
    const page = await store.app.inject(`/search?${query}`);
    expect(page.statusCode).toBe(200);
  });

  it('refuses bad parameters on the API with a clear message; the page shows its default instead', async () => {
    const cases: Array<[string, string]> = [
      ['q=mug&type=recipes', 'Type must be one of all, page, post, product or event.'],
      ['q=mug&page=0', 'Page must be a whole number from 1 to 100.'],
      ['q=mug&page=1.5', 'Page must be a whole number from 1 to 100.'],
      ['q=mug&page=abc', 'Page must be a whole number from 1 to 100.'],
      [`q=${'a'.repeat(10_001)}`, 'q must be at most 10000 characters.'],
    ];
    for (const [query, message] of cases) {
      const { status, body } = await api(store, query);
      expect([query, status]).toEqual([query, 400]);
      expect(body.error.message).toContain(message);
      expect((await store.app.inject(`/search?${query}`)).statusCode).toBe(200);
    }
    const empty = await store.app.inject('/search');
    expect(empty.body).toContain('Type a word or two to search the site.');
    const none = await store.app.inject('/search?q=xylophone&type=product');
    expect(none.body).toContain('No results for “xylophone”.');
    expect(none.body).toContain('href="/search?q=xylophone">Search all types</a>');
  });
});

forEachStore('search: RSS feeds and the sitemap', (store) => {
  // The feeds' links name the site's own host: shop.example is made one of the demo site's.
  beforeAll(async () => {
    await store.db.insertInto('website_hosts').values({ host: 'shop.example', website_id: await defaultSiteId(store.db) }).execute();
  });

  it('serves the blog’s RSS 2.0 feed, newest first, without drafts, future posts or members-only posts', async () => {
    const site = await defaultSiteId(store.db);
    const blog = await collectionId(store, 'blog');
    await createItem(store.db, site, blog, { urlId: 'feed-draft', title: 'Feed draft', status: 'draft', publishedAt: Date.now() });
    await createItem(store.db, site, blog, { urlId: 'feed-later', title: 'Feed later', status: 'scheduled', publishAt: Date.now() + 3_600_000 });
    const gated = await createItem(store.db, site, blog, { urlId: 'feed-members', title: 'Feed members', publishedAt: Date.now() });
    await addFreeMemberArea(store.db, site, { name: 'Feed club', description: '', content: [{ collectionId: blog, itemId: gated }], now: Date.now() });
    await createItem(store.db, site, blog, { urlId: 'feed-news', title: 'Feed news & <views>', excerpt: 'Fresh <em>news</em>.', publishedAt: Date.now(), authorName: 'Ada' });

    const response = await store.app.inject({ url: '/blog/rss.xml', headers: { host: 'shop.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const xml = response.body;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml).toContain('<atom:link href="http://shop.example/blog/rss.xml" rel="self" type="application/rss+xml"/>');
    const items = [...xml.matchAll(/<item><title>([^<]*)<\/title><link>([^<]*)<\/link>/g)].map((m) => [m[1], m[2]]);
    expect(items[0]).toEqual(['Feed news &amp; &lt;views&gt;', 'http://shop.example/blog/feed-news']);
    expect(items.map(([title]) => title)).toContain('Feeding a sourdough starter, without the fuss');
    expect(xml).toContain('<description>Fresh news.</description>');
    expect(xml).toContain('<dc:creator>Ada</dc:creator>');
    for (const hidden of ['Feed draft', 'Feed later', 'Feed members']) expect(xml).not.toContain(hidden);

    // The blog's pages name the feed; other pages do not.
    expect((await store.app.inject('/blog')).body).toContain('<link rel="alternate" type="application/rss+xml" title="Journal — ');
    expect((await store.app.inject('/blog/feed-news')).body).toContain('href="/blog/rss.xml"');
    expect((await store.app.inject('/shop')).body).not.toContain('application/rss+xml');
  });

  it('has no feed for what is not a blog', async () => {
    for (const path of ['/shop/rss.xml', '/nothing/rss.xml', '/members/rss.xml']) {
      expect([path, (await store.app.inject(path)).statusCode]).toEqual([path, 404]);
    }
  });

  it('lists live public pages, posts and products in sitemap.xml, leaving out private, draft, scheduled and members-only content', async () => {
    const site = await defaultSiteId(store.db);
    const blog = await collectionId(store, 'blog');
    await createItem(store.db, site, blog, { urlId: 'map-draft', title: 'Map draft', status: 'draft' });
    await createItem(store.db, site, blog, { urlId: 'map-private', title: 'Map private', status: 'private' });
    await createItem(store.db, site, blog, { urlId: 'map-later', title: 'Map later', status: 'scheduled', publishAt: Date.now() + 3_600_000 });
    const gated = await createItem(store.db, site, blog, { urlId: 'map-members', title: 'Map members' });
    await addFreeMemberArea(store.db, site, { name: 'Map club', description: '', content: [{ collectionId: blog, itemId: gated }], now: Date.now() });
    await changeContent(store.db, site, (tx) => tx.updateTable('collections').set({ status: 'draft' }).where('website_id', '=', site).where('url_id', '=', 'about').execute());

    const response = await store.app.inject({ url: '/sitemap.xml', headers: { host: 'shop.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...response.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => (m[1] as string).replace('http://shop.example', ''));
    expect(response.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs).toEqual(expect.arrayContaining(['/', '/shop', '/blog', '/shop/stoneware-mug', '/blog/feeding-a-sourdough-starter']));
    for (const hidden of ['/about', '/members', '/trade', '/home', '/blog/map-draft', '/blog/map-private', '/blog/map-later', '/blog/map-members']) expect(locs).not.toContain(hidden);
    expect(new Set(locs).size).toBe(locs.length);
    expect(response.headers['cache-control']).toBe('private, max-age=300');
  });

  it('names the sitemap in robots.txt and keeps crawlers out of search, cart, checkout, accounts and the dashboard', async () => {
    const response = await store.app.inject({ url: '/robots.txt', headers: { host: 'shop.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe('User-agent: *\nDisallow: /config\nDisallow: /api/\nDisallow: /search\nDisallow: /cart\nDisallow: /checkout\nDisallow: /commerce/\nDisallow: /account\n\nSitemap: http://shop.example/sitemap.xml\n');
  });

  it('keeps pages with their own password out of search, and everything out while the site is locked', async () => {
    // The demo's password-protected page, /trade.
    expect((await api(store, 'q=trade')).body.total).toBe(0);
    expect((await store.app.inject('/search?q=trade')).body).toContain('No results for “trade”.');
    const site = await defaultSiteId(store.db);
    await changeContent(store.db, site, (tx) =>
      tx.insertInto('site_access_settings').values({ website_id: site, lock_enabled: 1, lock_password_hash: 'not-a-real-hash', lock_secret: 'secret', updated_at: Date.now() })
        .onConflict((oc) => oc.column('website_id').doUpdateSet({ lock_enabled: 1, lock_password_hash: 'not-a-real-hash', lock_secret: 'secret' })).execute());
    try {
      const locked = await api(store, 'q=mug');
      expect([locked.status, locked.body.error.message]).toEqual([401, 'Enter the password to view the site.']);
      expect((await store.app.inject('/sitemap.xml')).statusCode).toBe(404);
      expect((await store.app.inject('/blog/rss.xml')).statusCode).toBe(404);
      expect((await store.app.inject('/search?q=mug')).body).not.toContain('Speckled Stoneware Mug');
    } finally {
      await changeContent(store.db, site, (tx) => tx.updateTable('site_access_settings').set({ lock_enabled: 0 }).where('website_id', '=', site).execute());
    }
    expect((await api(store, 'q=mug')).status).toBe(200);
  });
});
