import { beforeAll, expect, it } from 'vitest';
import { createRootCategory, listCategories } from '../catalog/index.ts';
import { createCollection } from '../catalog/index.ts';
import { createStore } from './service.ts';
import { findStore } from './stores-repository.ts';
import { createWebsite } from '../site/index.ts';
import { forEachDialect } from '../../test-support/dialects.ts';

forEachDialect('stores and categories', (t) => {
  let siteId: string;
  beforeAll(async () => {
    siteId = (await createWebsite(t.db, { name: 'Racing', hosts: ['racing.test'] })).id;
    await createCollection(t.db, siteId, { urlId: 'sale', title: 'Sale', type: 'page' });
  });

  it('gives racing creations of one title distinct url ids, the next free suffix each', async () => {
    const stores = await Promise.all(Array.from({ length: 4 }, () => createStore(t.db, siteId, { title: 'Sale' }, Date.now())));
    expect(stores.map((store) => store.urlId).sort()).toEqual(['sale-1', 'sale-2', 'sale-3', 'sale-4']);
  });

  it('gives a store exactly one ROOT category, even when two creations race', async () => {
    const store = await createStore(t.db, siteId, { title: 'Root race' }, Date.now());
    const results = await Promise.all([1, 2].map(() => createRootCategory(t.db, siteId, store.id, { displayName: 'All', displayIndex: 1 }, Date.now())));
    expect(results.filter((result) => result === 'root-exists')).toHaveLength(1);
    expect(await listCategories(t.db, siteId, store.id)).toHaveLength(1);
  });

  it('finds stores of the site only, and only product collections', async () => {
    const other = await createWebsite(t.db, { name: 'Other' });
    const store = await createStore(t.db, siteId, { title: 'Mine' }, Date.now());
    expect(await findStore(t.db, siteId, store.id)).toMatchObject({ urlId: 'mine', type: 'products' });
    expect(await findStore(t.db, other.id, store.id)).toBeNull();
    const page = await createCollection(t.db, siteId, { urlId: 'a-page', title: 'A page', type: 'page' });
    expect(await findStore(t.db, siteId, page)).toBeNull();
    expect(await createRootCategory(t.db, other.id, store.id, { displayName: 'All', displayIndex: 1 }, Date.now())).toBe('no-store');
  });
});
