import { describe, expect, it } from 'vitest';
import { isExcludedPage } from './exclusions.ts';
import { parsePageInfo } from './page.ts';

describe('parsePageInfo', () => {
  it('reads the layout data block', () => {
    const json = '{"websiteId":"w1","pageType":50,"locale":"en-US","collectionId":"c1","itemId":"i1","recordType":11,"cookiePolicy":"restrictive"}';
    expect(parsePageInfo(json, 'page-type-2')).toEqual({
      websiteId: 'w1', pageType: 50, locale: 'en-US', collectionId: 'c1', itemId: 'i1', recordType: 11, cookiePolicy: 'restrictive',
    });
  });
  it('falls back to the body class page-type-N and a permissive policy', () => {
    expect(parsePageInfo(null, 'x page-type-103 y')).toMatchObject({ pageType: 103, cookiePolicy: 'permissive' });
    expect(parsePageInfo('{not json', 'page-type-100')).toMatchObject({ pageType: 100, websiteId: undefined });
    expect(parsePageInfo('{"cookiePolicy":"odd"}', 'page-type-')).toMatchObject({ pageType: undefined, cookiePolicy: 'permissive' });
    expect(parsePageInfo('[1]', 'no-page-type-5')).toMatchObject({ pageType: undefined });
  });
});

describe('isExcludedPage', () => {
  it('skips /search and page types 100, 103, 106', () => {
    expect(isExcludedPage('/search', 102)).toBe(true);
    expect(isExcludedPage('/search/more', undefined)).toBe(true);
    for (const type of [100, 103, 106]) expect(isExcludedPage('/x', type)).toBe(true);
  });
  it('counts other pages', () => {
    for (const type of [1, 2, 50, 101, 105, 200, 201]) expect(isExcludedPage('/shop', type)).toBe(false);
    expect(isExcludedPage('/searching', undefined)).toBe(false);
  });
});
