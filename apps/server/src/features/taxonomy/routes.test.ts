import { expect, it } from 'vitest';
import { defaultSiteId, ownerVisitor } from '../../test-support/owner.ts';
import { forEachStore, type TestStore } from '../../test-support/test-app.ts';

/* The tag and category manager's routes, an item's terms and the sort control, on both databases, and what a visitor then sees. */

const json = (response: { json(): unknown }) => response.json() as Record<string, any>;

async function collectionId(store: TestStore, urlId: string): Promise<string> {
  const site = await defaultSiteId(store.db);
  return (await store.db.selectFrom('collections').select('id').where('website_id', '=', site).where('url_id', '=', urlId).executeTakeFirstOrThrow()).id;
}

async function itemOf(store: TestStore, urlId: string): Promise<{ id: string; tags: string[]; categories: string[] }> {
  const row = await store.db.selectFrom('items').select(['id', 'tags_json', 'categories_json']).where('url_id', '=', urlId).executeTakeFirstOrThrow();
  return { id: row.id, tags: JSON.parse(row.tags_json), categories: JSON.parse(row.categories_json) };
}

/** The titles a visitor sees on a blog list, in order. */
const postTitles = (html: string) => [...html.matchAll(/<h2 class="blog-card__title"><a [^>]*>([^<]*)<\/a>/g)].map((m) => m[1]);
const productTitles = (html: string) => [...html.matchAll(/<span class="product-card__title">([^<]*)<\/span>/g)].map((m) => m[1]);

forEachStore('taxonomy: the tag and category manager', (store) => {
  it('reads with content:read and writes only with content:write and the crumb', async () => {
    expect((await (await ownerVisitor(store)).request({ method: 'GET', url: '/api/owner/taxonomy' })).statusCode).toBe(401);
    const viewer = await ownerVisitor(store, 'VIEWER');
    const collections = json(await viewer.request({ method: 'GET', url: '/api/owner/taxonomy' })).collections;
    expect(collections.map((c: { title: string; type: string }) => `${c.title}:${c.type}`)).toEqual(['Journal:blog', 'Shop:products']);
    const blog = await collectionId(store, 'blog');
    const refused = await viewer.send('POST', `/api/owner/taxonomy/${blog}/tags`, { name: 'nope' });
    expect(refused.statusCode).toBe(403);
    const editor = await ownerVisitor(store, 'EDITOR');
    expect((await editor.send('POST', `/api/owner/taxonomy/${blog}/tags`, { name: 'nope' }, false)).statusCode).toBe(403);
  });

  it('lists a blog’s tags and categories with their counts; New adds one no post has yet, refusing a repeat in any case', async () => {
    const editor = await ownerVisitor(store, 'EDITOR');
    const blog = await collectionId(store, 'blog');
    const made = await editor.send('POST', `/api/owner/taxonomy/${blog}/tags`, { name: '  Pastry  ' });
    expect(made.statusCode).toBe(201);
    expect(json(made).term).toEqual({ name: 'Pastry', count: 0 });
    const list = json(await editor.request({ method: 'GET', url: `/api/owner/taxonomy/${blog}` }));
    expect(list.collection).toMatchObject({ title: 'Journal', type: 'blog', fullUrl: '/blog' });
    expect(list.tags).toEqual([
      { name: 'bread', count: 1 }, { name: 'ceramics', count: 1 }, { name: 'how-to', count: 1 }, { name: 'makers', count: 1 },
      { name: 'Pastry', count: 0 }, { name: 'workshops', count: 1 },
    ]);
    expect(list.categories.map((c: { name: string }) => c.name)).toEqual(['Baking', 'News', 'Studio']);

    for (const [kind, name, message] of [
      ['tags', 'PASTRY', 'This tag already exists.'],
      ['tags', 'Bread', 'This tag already exists.'],
      ['categories', 'baking', 'This category already exists.'],
    ] as const) {
      const again = await editor.send('POST', `/api/owner/taxonomy/${blog}/${kind}`, { name });
      expect(again.statusCode, name).toBe(409);
      expect(json(again)).toEqual({ error: { code: 'CONFLICT', message } });
    }
  });

  it('makes one tag when two owners press New together, and keeps every item’s tags when a rename and an item’s change cross', async () => {
    const [a, b] = [await ownerVisitor(store, 'EDITOR'), await ownerVisitor(store, 'ADMIN')];
    const blog = await collectionId(store, 'blog');
    const made = await Promise.all([a.send('POST', `/api/owner/taxonomy/${blog}/tags`, { name: 'Rye' }), b.send('POST', `/api/owner/taxonomy/${blog}/tags`, { name: 'rye' })]);
    expect(made.map((r) => r.statusCode).sort()).toEqual([201, 409]);

    const winter = await itemOf(store, 'winter-workshop-dates');
    await Promise.all([
      a.request({ method: 'PATCH', url: `/api/owner/taxonomy/${blog}/tags`, payload: { name: 'workshops', newName: 'Classes' } }),
      b.send('PUT', `/api/owner/items/${winter.id}/taxonomy`, { tags: ['workshops', 'Rye'], categories: ['News'] }),
    ]);
    // Either order ends with both changes: the item has Rye, and workshops became Classes (or came back after the rename).
    const tags = (await itemOf(store, 'winter-workshop-dates')).tags;
    // (Spelt as whichever New won: Rye or rye.)
    expect(tags.map((t) => t.toLowerCase())).toContain('rye');
    expect(tags.filter((t) => t === 'Classes' || t === 'workshops')).toHaveLength(1);
    // Back as it was, for the tests that follow.
    await a.send('PUT', `/api/owner/items/${winter.id}/taxonomy`, { tags: ['workshops'], categories: ['News'] });
    await a.request({ method: 'DELETE', url: `/api/owner/taxonomy/${blog}/tags?name=Classes` });
    await a.request({ method: 'DELETE', url: `/api/owner/taxonomy/${blog}/tags?name=Rye` });
  });

  it('refuses names too long, empty names, unknown kinds and collections (4xx with a clear message)', async () => {
    const editor = await ownerVisitor(store, 'EDITOR');
    const blog = await collectionId(store, 'blog');
    const bad = async (url: string, body: unknown, status: number, message: string) => {
      const response = await editor.send('POST', url, body);
      expect(response.statusCode, message).toBe(status);
      expect(JSON.stringify(json(response)), message).toContain(message);
    };
    await bad(`/api/owner/taxonomy/${blog}/tags`, { name: 't'.repeat(51) }, 400, 'A tag is at most 50 characters.');
    await bad(`/api/owner/taxonomy/${blog}/categories`, { name: 'c'.repeat(26) }, 400, 'A category is at most 25 characters.');
    await bad(`/api/owner/taxonomy/${blog}/tags`, { name: '   ' }, 400, 'Please enter a tag name.');
    await bad(`/api/owner/taxonomy/${blog}/labels`, { name: 'x' }, 400, 'kind must be tags or categories.');
    await bad(`/api/owner/taxonomy/${blog}/tags`, [], 400, 'The body must be a JSON object with name.');
    await bad('/api/owner/taxonomy/nope/tags', { name: 'x' }, 404, 'That blog or store does not exist.');
    await bad(`/api/owner/taxonomy/${await collectionId(store, 'about')}/tags`, { name: 'x' }, 404, 'That blog or store does not exist.');
    expect((await editor.send('POST', `/api/owner/taxonomy/${blog}/categories`, { name: 'c'.repeat(25) })).statusCode).toBe(201);
    expect((await editor.send('POST', `/api/owner/taxonomy/${blog}/tags`, { name: 't'.repeat(50) })).statusCode).toBe(201);
  });

  it('takes a name with half an emoji as it is stored (U+FFFD), so a rename onto it is a 409; refuses a NUL with 400', async () => {
    const editor = await ownerVisitor(store, 'EDITOR');
    const blog = await collectionId(store, 'blog');
    const made = await editor.send('POST', `/api/owner/taxonomy/${blog}/tags`, { name: 'Half \ud83d' });
    expect(made.statusCode).toBe(201);
    expect(json(made).term.name).toBe('Half \ufffd');
    expect((await editor.send('POST', `/api/owner/taxonomy/${blog}/tags`, { name: 'Whole' })).statusCode).toBe(201);
    const renamed = await editor.request({ method: 'PATCH', url: `/api/owner/taxonomy/${blog}/tags`, payload: { name: 'Whole', newName: 'Half \ud83d' } });
    expect({ status: renamed.statusCode, body: json(renamed) }).toEqual({ status: 409, body: { error: { code: 'CONFLICT', message: 'This tag already exists.' } } });
    const nul = await editor.send('POST', `/api/owner/taxonomy/${blog}/tags`, { name: 'Nul\u0000' });
    expect({ status: nul.statusCode, body: json(nul) }).toEqual({ status: 400, body: { error: { code: 'INVALID', message: 'name: must not contain a NUL character.' } } });
  });

  it('Edit renames a tag on every post that has it, and the visitor’s filtered list follows', async () => {
    const editor = await ownerVisitor(store, 'EDITOR');
    const blog = await collectionId(store, 'blog');
    // The visitor's filtered list, cached before the change.
    expect(postTitles((await editor.request({ method: 'GET', url: '/blog?tag=bread' })).body)).toEqual(['Feeding a sourdough starter, without the fuss']);
    // Cached apart: the whole list is not the filtered one.
    expect(postTitles((await editor.request({ method: 'GET', url: '/blog' })).body)).toHaveLength(3);
    expect((await editor.request({ method: 'GET', url: '/blog' })).body).not.toContain('Show all posts');
    const renamed = await editor.request({ method: 'PATCH', url: `/api/owner/taxonomy/${blog}/tags`, payload: { name: 'BREAD', newName: 'Sourdough' } });
    expect(renamed.statusCode).toBe(200);
    expect(json(renamed)).toEqual({ term: { name: 'Sourdough', count: 1 }, updatedItems: 1 });
    expect((await itemOf(store, 'feeding-a-sourdough-starter')).tags).toEqual(['Sourdough', 'how-to']);
    expect(postTitles((await editor.request({ method: 'GET', url: '/blog?tag=bread' })).body)).toEqual([]);
    const filtered = (await editor.request({ method: 'GET', url: '/blog?tag=sourdough' })).body;
    expect(postTitles(filtered)).toEqual(['Feeding a sourdough starter, without the fuss']);
    expect(filtered).toContain('Posts tagged “Sourdough”');
    expect(filtered).toContain('<a href="/blog">Show all posts</a>');

    // A change of case is a rename; another existing name is refused, an unknown one is not found.
    expect(json(await editor.request({ method: 'PATCH', url: `/api/owner/taxonomy/${blog}/tags`, payload: { name: 'sourdough', newName: 'SOURDOUGH' } })).term.name).toBe('SOURDOUGH');
    const taken = await editor.request({ method: 'PATCH', url: `/api/owner/taxonomy/${blog}/tags`, payload: { name: 'SOURDOUGH', newName: 'Ceramics' } });
    expect(taken.statusCode).toBe(409);
    expect(json(taken)).toEqual({ error: { code: 'CONFLICT', message: 'This tag already exists.' } });
    const missing = await editor.request({ method: 'PATCH', url: `/api/owner/taxonomy/${blog}/categories`, payload: { name: 'Nope', newName: 'Yes' } });
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toEqual({ error: { code: 'NOT_FOUND', message: 'There is no category named “Nope”.' } });
    const long = await editor.request({ method: 'PATCH', url: `/api/owner/taxonomy/${blog}/categories`, payload: { name: 'News', newName: 'n'.repeat(26) } });
    expect(long.statusCode).toBe(400);
    expect((await itemOf(store, 'winter-workshop-dates')).categories).toEqual(['News']);
  });

  it('Merge gives every post the target once and the merged tag disappears; Remove takes a tag off every post', async () => {
    const editor = await ownerVisitor(store, 'EDITOR');
    const blog = await collectionId(store, 'blog');
    const pottery = await itemOf(store, 'a-visit-to-the-pottery');
    const winter = await itemOf(store, 'winter-workshop-dates');
    expect((await editor.send('PUT', `/api/owner/items/${winter.id}/taxonomy`, { tags: ['workshops', 'makers'], categories: ['News'] })).statusCode).toBe(200);

    const merged = await editor.send('POST', `/api/owner/taxonomy/${blog}/tags/merge`, { name: 'makers', into: 'Ceramics' });
    expect(merged.statusCode).toBe(200);
    expect(json(merged)).toEqual({ term: { name: 'ceramics', count: 2 }, updatedItems: 2 });
    expect((await itemOf(store, 'a-visit-to-the-pottery')).tags).toEqual(['ceramics']);
    expect((await itemOf(store, 'winter-workshop-dates')).tags).toEqual(['workshops', 'ceramics']);
    const tags = json(await editor.request({ method: 'GET', url: `/api/owner/taxonomy/${blog}` })).tags.map((t: { name: string }) => t.name);
    expect(tags).not.toContain('makers');
    expect(postTitles((await editor.request({ method: 'GET', url: '/blog?tag=ceramics' })).body)).toEqual([
      'A visit to the pottery', 'Winter workshop dates are open',
    ]);
    expect((await editor.send('POST', `/api/owner/taxonomy/${blog}/tags/merge`, { name: 'ceramics', into: 'CERAMICS' })).statusCode).toBe(400);
    expect((await editor.send('POST', `/api/owner/taxonomy/${blog}/tags/merge`, { name: 'ceramics', into: 'nope' })).statusCode).toBe(404);

    const removed = await editor.request({ method: 'DELETE', url: `/api/owner/taxonomy/${blog}/tags?name=CERAMICS` });
    expect(removed.statusCode).toBe(200);
    expect(json(removed)).toEqual({ updatedItems: 2 });
    expect((await itemOf(store, 'a-visit-to-the-pottery')).tags).toEqual([]);
    expect(pottery.categories).toEqual(['Studio']);
    expect(postTitles((await editor.request({ method: 'GET', url: '/blog?tag=ceramics' })).body)).toEqual([]);
    expect((await editor.request({ method: 'GET', url: '/blog?tag=ceramics' })).body).toContain('No posts match this filter.');
    expect((await editor.request({ method: 'DELETE', url: `/api/owner/taxonomy/${blog}/tags?name=ceramics` })).statusCode).toBe(404);
    expect((await editor.request({ method: 'DELETE', url: `/api/owner/taxonomy/${blog}/tags` })).statusCode).toBe(400);
  });

  it('sets one post’s or product’s tags and categories, adopting the list’s spelling; the item page links them to the filtered lists', async () => {
    const editor = await ownerVisitor(store, 'EDITOR');
    const post = await itemOf(store, 'a-visit-to-the-pottery');
    const set = await editor.send('PUT', `/api/owner/items/${post.id}/taxonomy`, { tags: ['sourdough', 'Clay & glaze', 'clay & GLAZE'], categories: ['studio'] });
    expect(set.statusCode).toBe(200);
    expect(json(set)).toEqual({ tags: ['SOURDOUGH', 'Clay & glaze'], categories: ['Studio'] });
    const page = (await editor.request({ method: 'GET', url: '/blog/a-visit-to-the-pottery' })).body;
    expect(page).toContain('<a href="/blog?tag=Clay+%26+glaze" rel="tag">Clay &amp; glaze</a>');
    expect(page).toContain('<a href="/blog?category=Studio">Studio</a>');

    const product = (await store.db.selectFrom('items').select('id').where('record_type', '=', 11).executeTakeFirstOrThrow()).id;
    expect(json(await editor.send('PUT', `/api/owner/items/${product}/taxonomy`, { tags: ['gift'], categories: ['Kitchen'] }))).toEqual({ tags: ['gift'], categories: ['Kitchen'] });
    const shop = (await editor.request({ method: 'GET', url: '/shop?category=kitchen&tag=gift' })).body;
    expect(productTitles(shop)).toHaveLength(1);
    expect(shop).toContain('Products tagged “gift” in “Kitchen”');

    const bad = async (id: string, body: unknown, status: number, message: string) => {
      const response = await editor.send('PUT', `/api/owner/items/${id}/taxonomy`, body);
      expect(response.statusCode, message).toBe(status);
      expect(JSON.stringify(json(response)), message).toContain(message);
    };
    await bad(post.id, { tags: ['x'.repeat(51)], categories: [] }, 400, 'A tag is at most 50 characters.');
    await bad(post.id, { tags: [], categories: ['y'.repeat(26)] }, 400, 'A category is at most 25 characters.');
    await bad(post.id, { tags: 'bread', categories: [] }, 400, 'tags must be a list of names.');
    await bad('nope', { tags: [], categories: [] }, 404, 'That post or product does not exist.');
    expect((await itemOf(store, 'a-visit-to-the-pottery')).tags).toEqual(['SOURDOUGH', 'Clay & glaze']);
  });
});

forEachStore('taxonomy: the sort control', (store) => {
  it('is unsorted until the owner sorts; Sort By orders the blog and the shop where visitors see them', async () => {
    const editor = await ownerVisitor(store, 'EDITOR');
    const blog = await collectionId(store, 'blog');
    const shop = await collectionId(store, 'shop');
    expect(json(await editor.request({ method: 'GET', url: `/api/owner/sort/${blog}` }))).toEqual({ sort: { field: 'unsorted', direction: 'asc' }, fields: ['unsorted', 'title', 'date'] });
    const before = postTitles((await editor.request({ method: 'GET', url: '/blog' })).body);
    expect(before).toHaveLength(3);

    const byTitle = await editor.send('PUT', `/api/owner/sort/${blog}`, { field: 'title', direction: 'asc' });
    expect(json(byTitle)).toEqual({ sort: { field: 'title', direction: 'asc' }, fields: ['unsorted', 'title', 'date'] });
    expect(postTitles((await editor.request({ method: 'GET', url: '/blog' })).body)).toEqual([...before].sort());
    await editor.send('PUT', `/api/owner/sort/${blog}`, { field: 'date', direction: 'asc' });
    expect(postTitles((await editor.request({ method: 'GET', url: '/blog' })).body)).toEqual([
      'Winter workshop dates are open', 'A visit to the pottery', 'Feeding a sourdough starter, without the fuss',
    ]);
    await editor.send('PUT', `/api/owner/sort/${blog}`, { field: 'unsorted' });
    expect(postTitles((await editor.request({ method: 'GET', url: '/blog' })).body)).toEqual(before);

    expect(json(await editor.request({ method: 'GET', url: `/api/owner/sort/${shop}` })).fields).toEqual(['unsorted', 'title', 'date', 'price']);
    await editor.send('PUT', `/api/owner/sort/${shop}`, { field: 'price', direction: 'desc' });
    const prices = json(await editor.request({ method: 'GET', url: '/shop?format=json' })).items.map(
      (item: { variants?: { priceMoney?: { value: string } }[]; structuredContent: { variants: { price: number; salePrice: number; onSale: boolean }[] } }) =>
        Math.min(...item.structuredContent.variants.map((v) => (v.onSale ? v.salePrice : v.price))),
    );
    expect(prices.length).toBeGreaterThan(3);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => b - a));
    // The home page's featured products are the first of the shop's order.
    const shopTitles = productTitles((await editor.request({ method: 'GET', url: '/shop' })).body);
    const featured = json(await editor.request({ method: 'GET', url: '/?format=json' })).featuredProducts.map((p: { title: string }) => p.title);
    expect(featured).toEqual(shopTitles.slice(0, featured.length));
  });

  it('Sort By title orders a gallery’s images where a page shows it; Unsorted gives back the owner’s order', async () => {
    const editor = await ownerVisitor(store, 'EDITOR');
    const titles = async () => json(await editor.request({ method: 'GET', url: '/gallery?format=json' })).pageGalleries[0].items.map((item: { title: string }) => item.title);
    const gallery = json(await editor.request({ method: 'GET', url: '/gallery?format=json' })).pageGalleries[0].id;
    const before = await titles();
    expect(json(await editor.request({ method: 'GET', url: `/api/owner/sort/${gallery}` })).fields).toEqual(['unsorted', 'title']);
    await editor.send('PUT', `/api/owner/sort/${gallery}`, { field: 'title', direction: 'desc' });
    const sorted = await titles();
    expect(sorted).toEqual([...before].sort((a: string, b: string) => b.localeCompare(a, 'en', { sensitivity: 'base' })));
    expect(sorted).not.toEqual(before);
    expect((await editor.send('PUT', `/api/owner/sort/${gallery}`, { field: 'date', direction: 'asc' })).statusCode).toBe(400);
    await editor.send('PUT', `/api/owner/sort/${gallery}`, { field: 'unsorted' });
    expect(await titles()).toEqual(before);
  });

  it('refuses an order the collection cannot take, an unknown target and roles without content:write', async () => {
    const editor = await ownerVisitor(store, 'EDITOR');
    const blog = await collectionId(store, 'blog');
    const price = await editor.send('PUT', `/api/owner/sort/${blog}`, { field: 'price', direction: 'asc' });
    expect(price.statusCode).toBe(400);
    expect(json(price)).toEqual({ error: { code: 'INVALID', message: 'Only a store can be sorted by price.' } });
    const field = await editor.send('PUT', `/api/owner/sort/${blog}`, { field: 'colour' });
    expect(field.statusCode).toBe(400);
    expect(JSON.stringify(json(field))).toContain('field must be one of unsorted, title, date, price.');
    expect((await editor.send('PUT', '/api/owner/sort/nope', { field: 'title' })).statusCode).toBe(404);
    expect((await editor.request({ method: 'GET', url: '/api/owner/sort/nope' })).statusCode).toBe(404);
    const viewer = await ownerVisitor(store, 'VIEWER');
    expect((await viewer.send('PUT', `/api/owner/sort/${blog}`, { field: 'title' })).statusCode).toBe(403);
  });
});
