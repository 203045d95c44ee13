import { expect, it } from 'vitest';
import { createWebsite } from '../site/index.ts';
import { forEachDialect } from '../../test-support/dialects.ts';
import { eventPages } from './rollup-repository.ts';
import { insertEvents } from './test-traffic.ts';

const START = Date.parse('2026-01-10T00:00:00Z');

forEachDialect('insights rollup reading', (t) => {
  it('reads every event of a range once, oldest first, in pages no bigger than asked — however many share a millisecond', async () => {
    const site = (await createWebsite(t.db, { name: 'Paged read', isDefault: false, settings: {} })).id;
    // Times with ties across every page edge: 7 events in one millisecond (more than a page), pairs, singles.
    const times = [0, 1, 1, 2, 3, 3, 3, 3, 3, 3, 3, 4, 5, 5, 6, 9];
    await insertEvents(t.db, site, times.map((offset, i) => ({ at: START + offset, visitor_id: `v${i}` })));
    await insertEvents(t.db, site, [{ at: START - 1, visitor_id: 'before' }, { at: START + 10, visitor_id: 'after' }]);

    const pages: string[][] = [];
    for await (const page of eventPages(t.db, site, START, START + 10, 4)) pages.push(page.map((event) => `${Number(event.occurred_at) - START}:${event.visitor_id}`));

    const read = pages.flat();
    expect(read.map((entry) => Number(entry.split(':')[0]))).toEqual(times);
    expect(new Set(read.map((entry) => entry.split(':')[1])).size).toBe(times.length);
    // Only the millisecond holding 7 events makes a page bigger than 4.
    expect(pages.filter((page) => page.length > 4).map((page) => page.length)).toEqual([7]);
  });
});
