import { listMemberAreaContentChoices } from '@plinth/api';
import { expect, it } from 'vitest';
import { createCollection, createItem } from '../catalog/index.ts';
import { createWebsite } from '../site/index.ts';
import { defaultSiteId, ownerVisitor } from '../../test-support/owner.ts';
import { forEachStore } from '../../test-support/test-app.ts';

forEachStore('member-area content choices', (t) => {
  it('offers every page, blog and store whole, then every blog post newest first, with titles and URLs; nothing of another site', async () => {
    const websiteId = await defaultSiteId(t.db);
    const blog = (await t.db.selectFrom('collections').select(['id', 'url_id']).where('website_id', '=', websiteId).where('type', '=', 'blog').executeTakeFirstOrThrow());
    const newest = await createItem(t.db, websiteId, blog.id, { urlId: 'members-recipe', title: 'Members recipe', publishedAt: Date.UTC(2099, 0, 1) });
    const elsewhere = await createWebsite(t.db, { name: 'Other', hosts: ['choices-other.test'] });
    await createCollection(t.db, elsewhere.id, { urlId: 'secret', title: 'Other site page', type: 'page' });

    const response = await (await ownerVisitor(t, 'STORE_MANAGER')).request({ method: 'GET', url: '/api/owner/member-areas/content-choices' });
    expect(response.statusCode, response.body).toBe(200);
    expect(listMemberAreaContentChoices.response.safeParse(response.json()).error).toBeUndefined();
    const choices: { collectionId: string; itemId: string | null; title: string; url: string; kind: string }[] = response.json().choices;

    // Pages, blogs and stores (an events collection is not offered for member areas).
    const collections = await t.db.selectFrom('collections').select(['id', 'type']).where('website_id', '=', websiteId).where('type', 'in', ['page', 'blog', 'products']).execute();
    const wholes = choices.filter((c) => c.itemId === null);
    expect(wholes.map((c) => c.collectionId).sort()).toEqual(collections.map((c) => c.id).sort());
    // Pages, then blogs, then stores.
    const rank = { page: 0, blog: 1, products: 2 } as Record<string, number>;
    expect(wholes.map((c) => rank[c.kind])).toEqual([...wholes.map((c) => rank[c.kind])].sort());
    expect(choices.findIndex((c) => c.itemId !== null)).toBe(wholes.length);

    const posts = choices.filter((c) => c.itemId !== null);
    const stored = await t.db.selectFrom('items').select('id').where('website_id', '=', websiteId).where('collection_id', '=', blog.id).execute();
    expect(posts.length).toBe(stored.length);
    expect(posts.every((p) => p.kind === 'post' && p.collectionId === blog.id)).toBe(true);
    expect(posts[0]).toEqual({ collectionId: blog.id, itemId: newest, title: 'Members recipe', url: `/${blog.url_id}/members-recipe`, kind: 'post' });
    expect(choices.some((c) => c.title === 'Other site page')).toBe(false);
  });
});
