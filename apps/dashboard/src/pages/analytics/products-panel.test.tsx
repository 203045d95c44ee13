import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProductsTable } from './products-panel.tsx';

const range = { from: '2026-01-01', to: '2026-01-31' };
const row = { views: 12, adds: 3, addRate: 0.25, visitors: 9 };

describe('ProductsTable', () => {
  it('shows views, adds, orders and revenue in the site currency, ranked as chosen', () => {
    const html = renderToString(
      <ProductsTable
        range={range}
        onSort={() => {}}
        products={{
          range,
          currency: 'EUR',
          sort: 'revenue',
          rows: [
            { itemId: 'p1', title: 'Stoneware <Mug>', ...row, orders: 4, revenue: '1234.50' },
            { itemId: 'p2', title: null, ...row, orders: 0, revenue: '0.00' },
          ],
        }}
      />,
    );
    for (const heading of ['Views', 'Adds to cart', 'Add rate', 'Orders', 'Revenue']) expect(html).toContain(`>${heading}</th>`);
    expect(html).toContain('Stoneware &lt;Mug&gt;');
    expect(html).toContain('€1,234.50');
    expect(html).toContain('Removed product');
    // The picker is labelled and shows the ranking; the CSV is of the same ranking.
    expect(html).toMatch(/<label class="field field--inline field--compact"><span class="field__label">Rank by<\/span><select>/);
    expect(html).toMatch(/<option value="revenue" selected="">Revenue<\/option>/);
    expect(html).toContain('href="/api/owner/analytics/products?from=2026-01-01&amp;to=2026-01-31&amp;limit=1000&amp;sort=revenue&amp;format=csv"');
  });

  it('says when nothing sold', () => {
    const html = renderToString(<ProductsTable range={range} onSort={() => {}} products={{ range, currency: 'USD', sort: 'revenue', rows: [] }} />);
    expect(html).toContain('No product was sold in this range.');
  });
});
