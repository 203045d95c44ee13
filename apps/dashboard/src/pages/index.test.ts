import { describe, expect, it } from 'vitest';
import { PAGES } from './index.ts';

describe('PAGES', () => {
  it('declares each name, path and sidebar position once', () => {
    const unique = (values: unknown[]) => new Set(values).size === values.length;
    expect(unique(PAGES.map((page) => page.name))).toBe(true);
    expect(unique(PAGES.map((page) => page.path))).toBe(true);
    expect(unique(PAGES.flatMap((page) => (page.sidebar === undefined ? [] : [page.sidebar])))).toBe(true);
  });

  it('loads a component for every page from its own chunk', async () => {
    for (const page of PAGES) expect(typeof (await page.load()).default, page.name).toBe('function');
  });
});
