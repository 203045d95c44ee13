import { describe, expect, it } from 'vitest';
import { hrefFor, matchRoute, ROUTES } from './routes.ts';

describe('matchRoute', () => {
  it('matches every page by its path, with a trailing slash too', () => {
    expect(matchRoute('/config/products')?.route.name).toBe('products');
    expect(matchRoute('/config/products/')?.route.name).toBe('products');
    expect(matchRoute('/config/products/new')?.route.name).toBe('product-new');
    expect(matchRoute('/config/stores/new')?.route.name).toBe('store-new');
    expect(matchRoute('/config/header-footer')?.route.name).toBe('header-footer');
  });

  it('reads :id segments, decoded', () => {
    const match = matchRoute('/config/orders/o%201');
    expect(match?.route.name).toBe('order');
    expect(match?.params).toEqual({ id: 'o 1' });
    expect(matchRoute('/config/outbox/m1')?.params.id).toBe('m1');
  });

  it('keeps the query', () => {
    expect(matchRoute('/config/products', '?q=tee&sort=stock')?.query.get('sort')).toBe('stock');
  });

  it('returns null for the root, unknown paths, other prefixes and bad escapes', () => {
    expect(matchRoute('/config')).toBeNull();
    expect(matchRoute('/config/')).toBeNull();
    expect(matchRoute('/config/nope')).toBeNull();
    expect(matchRoute('/config/orders/1/2')).toBeNull();
    expect(matchRoute('/configuration/products')).toBeNull();
    expect(matchRoute('/products')).toBeNull();
    expect(matchRoute('/config/orders/%E0%A4%A')).toBeNull();
  });

  it('prefers a literal segment to a parameter, whatever the list order', () => {
    expect(matchRoute('/config/forms/captcha')?.route.name).toBe('captcha');
    expect(matchRoute('/config/forms/f1')?.route.name).toBe('form');
    expect(matchRoute('/config/products/new')?.route.name).toBe('product-new');
  });
});

describe('hrefFor', () => {
  it('builds paths that matchRoute reads back', () => {
    for (const route of ROUTES) {
      const href = hrefFor(route.name, { id: 'x/y', submissionId: 's 1' });
      expect(matchRoute(href)?.route.name, href).toBe(route.name);
    }
    expect(hrefFor('order', { id: 'a b' })).toBe('/config/orders/a%20b');
  });

  it('knows every page name at compile time, and refuses others at run time', () => {
    // @ts-expect-error: not a page name (the name type comes from the page list, so tsc catches typos)
    expect(() => hrefFor('nope')).toThrow('Unknown page nope');
  });
});
