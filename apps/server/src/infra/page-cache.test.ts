import { describe, expect, it } from 'vitest';
import { PageCache, type CachedPage } from './page-cache.ts';

const page = (bytes: number): CachedPage => ({ status: 200, etag: '"x"', body: Buffer.alloc(bytes, 'a') });

describe('the page cache', () => {
  it('drops the least recently used page when the bytes pass the budget: a page read lately stays', () => {
    const cache = new PageCache(10_000);
    cache.set('a', page(3000));
    cache.set('b', page(3000));
    cache.set('c', page(3000));
    expect(cache.get('a')).toBeDefined(); // a is now the most recently used
    cache.set('d', page(3000));
    expect([cache.get('a'), cache.get('b'), cache.get('c'), cache.get('d')].map(Boolean)).toEqual([true, false, true, true]);
    expect(cache.bytes).toBeLessThanOrEqual(10_000);
  });

  it('counts compressed copies made later, and keeps no page bigger than the budget', () => {
    const cache = new PageCache(10_000);
    const a = page(2000);
    cache.set('a', a);
    cache.set('b', page(2000));
    const before = cache.bytes;
    a.gzip = Buffer.alloc(1500);
    cache.grew('a', a);
    expect(cache.bytes - before).toBe(1500);
    cache.set('huge', page(20_000));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.size).toBe(2);
  });

  it('counts hits and misses for GET /metrics', () => {
    const cache = new PageCache();
    cache.set('a', page(10));
    cache.get('a');
    cache.get('nope');
    expect([cache.hits, cache.misses]).toEqual([1, 1]);
  });
});
