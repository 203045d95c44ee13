import { LAYOUT_LIMITS } from '@plinth/platform';
import { expect, it } from 'vitest';
import { newId } from '../../infra/database/ids.ts';
import { defaultSiteId, ownerVisitor } from '../../test-support/owner.ts';
import { forEachStore } from '../../test-support/test-app.ts';
import { termKey } from './terms.ts';

/* platform.md §9 "Nested categories limit: 10000", as the owner meets it in the category manager. */
forEachStore('taxonomy: at most 10,000 categories', (store) => {
  it('refuses the 10,001st category of a blog with 400; tags are not limited by it', async () => {
    const websiteId = await defaultSiteId(store.db);
    const blog = (await store.db.selectFrom('collections').select('id').where('website_id', '=', websiteId).where('url_id', '=', 'blog').executeTakeFirstOrThrow()).id;
    const listed = (await store.db.selectFrom('taxonomy_terms').select('id').where('collection_id', '=', blog).where('kind', '=', 'categories').execute()).length;
    const used = new Set((await store.db.selectFrom('items').select('categories_json').where('collection_id', '=', blog).execute()).flatMap((r) => JSON.parse(r.categories_json) as string[]));
    const missing = LAYOUT_LIMITS.maxNestedCategories - Math.max(listed, used.size);
    const rows = Array.from({ length: missing }, (_, i) => ({
      id: newId(), website_id: websiteId, collection_id: blog, kind: 'categories', name: `Filler ${i}`, name_key: termKey(`Filler ${i}`), created_at: 1,
    }));
    for (let i = 0; i < rows.length; i += 500) await store.db.insertInto('taxonomy_terms').values(rows.slice(i, i + 500)).execute();

    const editor = await ownerVisitor(store, 'EDITOR');
    const refused = await editor.send('POST', `/api/owner/taxonomy/${blog}/categories`, { name: 'One more' });
    expect([refused.statusCode, refused.json().error.message]).toEqual([400, 'A blog or store has at most 10,000 categories: merge or remove some first.']);
    expect((await editor.send('POST', `/api/owner/taxonomy/${blog}/tags`, { name: 'Still a tag' })).statusCode).toBe(201);
  });
});
