import { PAGE_TYPES } from '@plinth/platform';
import { describe, expect, it } from 'vitest';
import { FEATURES } from '../../features.ts';
import { forEachStore } from '../../test-support/test-app.ts';

/* The registry of page kinds (page-service.ts resolvePage): declared in order, asked in order, the first that answers wins. */

describe('the declared page kinds', () => {
  it('are the pages feature’s, in their order of precedence, not-found last', () => {
    expect(FEATURES.flatMap((feature) => feature.pageKinds ?? []).map((kind) => kind.name)).toEqual([
      'cart',
      'checkout',
      'membership-confirmed',
      'account',
      'home',
      'page',
      'product-list',
      'blog-list',
      'product-item',
      'blog-item',
      'not-found',
    ]);
  });
});

forEachStore('page kinds of other features', (store) => {
  const context = async (url: string) => {
    const response = await store.app.inject({ method: 'GET', url: `${url}?format=json` });
    return { status: response.statusCode, context: response.json() as Record<string, any> };
  };

  it('are asked before the pages feature’s own: one that declines leaves the path to the next, one that answers wins', async () => {
    const asked: string[] = [];
    store.app.deps.pageExtensions.kinds.push({
      name: 'declines',
      match: (info) => (info.path === '/about' ? info.path : null),
      resolve: async (path) => {
        asked.push(path);
        return null;
      },
    });
    const about = await context('/about');
    expect(asked).toEqual(['/about']);
    expect(about.status).toBe(200);
    expect(about.context.collection.urlId).toBe('about');

    store.app.deps.pageExtensions.kinds.push({
      name: 'answers',
      match: (info) => info.path === '/about' || null,
      resolve: async () => ({ status: 200, template: 'page', title: 'Taken', pageType: PAGE_TYPES.SEARCH, context: { taken: true } }),
    });
    const taken = await context('/about');
    expect(taken.context).toMatchObject({ taken: true, pageType: PAGE_TYPES.SEARCH });
    expect(taken.context.collection).toBeUndefined();
    expect(asked).toEqual(['/about', '/about']);
  });
});
