import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SortControl, sortSummary } from './sort-control.tsx';

const html = (field: 'unsorted' | 'title' | 'price', direction: 'asc' | 'desc' = 'asc') =>
  renderToString(<SortControl legend="Order on the shop" value={{ field, direction }} fields={['title', 'date', 'price']} onChange={() => {}} />);

describe('SortControl', () => {
  it('offers Unsorted and Sort By in a labelled group, the field and direction disabled while unsorted', () => {
    const unsorted = html('unsorted');
    expect(unsorted).toContain('<legend class="field__label">Order on the shop</legend>');
    expect(unsorted).toMatch(/checked=""\/>Unsorted/);
    expect(unsorted).toContain('Sort By');
    expect(unsorted).toMatch(/<select disabled=""/);
    expect(unsorted).toContain('>Title</option>');
    expect(unsorted).toContain('>Price</option>');
  });

  it('shows the chosen field with directions in words that fit it', () => {
    const byPrice = html('price', 'desc');
    expect(byPrice).toMatch(/checked=""\/>Sort By/);
    expect(byPrice).not.toMatch(/<select disabled=""/);
    expect(byPrice).toContain('Highest first');
    expect(html('title')).toContain('A to Z');
  });

  it('sums the order up in one sentence', () => {
    expect(sortSummary({ field: 'unsorted', direction: 'asc' })).toBe('Unsorted: your own order.');
    expect(sortSummary({ field: 'date', direction: 'desc' })).toBe('Sorted by date: Newest first.');
  });
});
