import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import type { ApiClient } from '../../api/client.ts';
import { fakeApiByUrl } from '../../test-support/fake-api.ts';
import { createStore, storeFirst, type SiteLayoutAnswer } from './store-flow.ts';

const layout: SiteLayoutAnswer = {
  templateId: 'default',
  layout: [
    { identifier: 'secondaryNavigation', links: [{ collectionId: 'legal' }] },
    { identifier: 'mainNavigation', links: [{ collectionId: 'home' }, { collectionId: 'shop', items: [{ collectionId: 'sale' }] }] },
  ],
};

/** An ApiClient double: records every call, answers from `answers` by "METHOD path". */
function fakeApi(answers: Record<string, unknown>) {
  const calls: Array<[string, string, unknown]> = [];
  const answer = (method: string, path: string, body?: unknown) => {
    calls.push([method, path, body]);
    const value = answers[`${method} ${path}`];
    return value instanceof Error ? Promise.reject(value) : Promise.resolve(value);
  };
  const api: ApiClient = fakeApiByUrl({ get: (path) => answer('GET', path), send: (method, path, body) => answer(method, path, body) });
  return { api, calls };
}

const base = '/api/content-service/product/1.1/websites/w1/products';

describe('storeFirst', () => {
  it('puts the new collection ahead of the main navigation links, nesting kept', () => {
    expect(storeFirst(layout, 'new')).toEqual([
      { collectionId: 'new', externalLink: null, memberAreaId: null, items: [] },
      { collectionId: 'home', externalLink: null, memberAreaId: null, items: [] },
      { collectionId: 'shop', externalLink: null, memberAreaId: null, items: [{ collectionId: 'sale', externalLink: null, memberAreaId: null, items: [] }] },
    ]);
    expect(storeFirst(layout, 'shop').map((i) => i.collectionId)).toEqual(['shop', 'home']);
  });

  it("fails with 'Unable to find site main navigation' without one", () => {
    expect(() => storeFirst({ templateId: 't', layout: [layout.layout[0]] }, 'new')).toThrow('Unable to find site main navigation');
  });
});

describe('createStore', () => {
  it('creates the collection, its ROOT category, then the navigation, in that order', async () => {
    const { api, calls } = fakeApi({
      [`POST ${base}`]: { id: 'c9', collection: { urlId: 'summer-sale' } },
      [`POST ${base}/c9/categories`]: {},
      'GET /api/commondata/GetSiteLayout': layout,
      'POST /api/widget/UpdateNavigation': {},
    });
    const result = await createStore(api, 'w1', { title: ' Summer Sale ', description: 'Hot deals', addToNavigation: true });
    expect(result).toEqual({ collectionId: 'c9', urlId: 'summer-sale', navigationProblem: null });
    expect(calls.map(([m, p]) => `${m} ${p}`)).toEqual([`POST ${base}`, `POST ${base}/c9/categories`, 'GET /api/commondata/GetSiteLayout', 'POST /api/widget/UpdateNavigation']);
    expect(calls[0][2]).toEqual({ navigationTitle: 'Summer Sale', title: 'Summer Sale', urlId: '', description: 'Hot deals', enabled: true });
    expect(calls[1][2]).toEqual({ displayName: 'Summer Sale', parentCategoryId: null, type: 'ROOT', pageRendering: 'LIST_VIEW', displayIndex: 1 });
    const update = calls[3][2] as { fieldName: string; templateId: string; navigation: { items: Array<{ collectionId: string }> } };
    expect(update.fieldName).toBe('mainNavigation');
    expect(update.templateId).toBe('default');
    expect(update.navigation.items.map((i) => i.collectionId)).toEqual(['c9', 'home', 'shop']);
  });

  it('caps the ROOT category name at 25 characters and keeps the full store title', async () => {
    const { api, calls } = fakeApi({ [`POST ${base}`]: { id: 'c9', collection: { urlId: 'the-very-long' } }, [`POST ${base}/c9/categories`]: {} });
    await createStore(api, 'w1', { title: 'The Very Long Midsummer Clearance Sale', description: '', addToNavigation: false });
    expect(calls[0][2]).toMatchObject({ title: 'The Very Long Midsummer Clearance Sale' });
    expect(calls[1][2]).toMatchObject({ displayName: 'The Very Long Midsummer C' });
  });

  it('skips the navigation when not asked', async () => {
    const { api, calls } = fakeApi({ [`POST ${base}`]: { id: 'c9' }, [`POST ${base}/c9/categories`]: {} });
    await createStore(api, 'w1', { title: 'Outlet', description: '', addToNavigation: false });
    expect(calls).toHaveLength(2);
  });

  it('reports a missing main navigation without failing the store', async () => {
    const { api, calls } = fakeApi({
      [`POST ${base}`]: { id: 'c9', urlId: 'x' },
      [`POST ${base}/c9/categories`]: {},
      'GET /api/commondata/GetSiteLayout': { templateId: 't', layout: [] },
    });
    const result = await createStore(api, 'w1', { title: 'X shop', description: '', addToNavigation: true });
    expect(result.navigationProblem).toBe('Unable to find site main navigation');
    expect(calls.map(([m]) => m)).toEqual(['POST', 'POST', 'GET']);
  });

  it('rejects when the collection cannot be made, and stops there', async () => {
    const { api, calls } = fakeApi({ [`POST ${base}`]: new ApiError('http', 500, null) });
    await expect(createStore(api, 'w1', { title: 'X shop', description: '', addToNavigation: true })).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(1);
  });
});
