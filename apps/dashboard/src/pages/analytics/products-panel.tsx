/**
 * Top products of the range: product-page views, adds to cart, the add rate, and what sold (orders
 * and revenue from the range's orders), ranked by views or by revenue. Both rankings load at once,
 * so switching between them keeps the table (and the focus) in place.
 */
import type { getAnalyticsProducts } from '@plinth/api';
import { useState } from 'react';
import type { z } from 'zod';
import { LoadView } from '../../components/load-view.tsx';
import { useRouteQuery } from '../../api/use-route-query.ts';
import { formatCount, formatRate } from './analytics-format.ts';
import { analyticsApiPath, analyticsQuery, type AnalyticsRange } from './analytics-query.ts';
import { formatMoneyValue } from '../../money.ts';
import { ReportTable } from './report-table.tsx';

type Products = z.infer<typeof getAnalyticsProducts.response>;
type ProductRow = Products['rows'][number];
type Sort = Products['sort'];

const SORTS: ReadonlyArray<{ value: Sort; label: string; empty: string }> = [
  { value: 'views', label: 'Views', empty: 'No product was viewed in this range.' },
  { value: 'revenue', label: 'Revenue', empty: 'No product was sold in this range.' },
];

/** The ranking picker, in the panel's head. */
function SortPicker({ sort, onChange }: { sort: Sort; onChange(sort: Sort): void }) {
  return (
    <label className="field field--inline field--compact">
      <span className="field__label">Rank by</span>
      <select value={sort} onChange={(event) => onChange(event.target.value as Sort)}>
        {SORTS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The table of one ranking (loaded), with its picker and CSV link. */
export function ProductsTable({ products, range, onSort }: { products: Products; range: AnalyticsRange; onSort(sort: Sort): void }) {
  const chosen = SORTS.find((option) => option.value === products.sort) ?? SORTS[0];
  return (
    <ReportTable<ProductRow>
      title="Top products"
      actions={<SortPicker sort={products.sort} onChange={onSort} />}
      csvHref={analyticsApiPath('products', range, { limit: '1000', sort: products.sort, format: 'csv' })}
      rows={products.rows}
      columns={[
        { heading: 'Product', cell: (row) => row.title ?? <span className="muted">Removed product</span> },
        { heading: 'Views', numeric: true, cell: (row) => formatCount(row.views) },
        { heading: 'Adds to cart', numeric: true, cell: (row) => formatCount(row.adds) },
        { heading: 'Add rate', numeric: true, cell: (row) => formatRate(row.addRate) },
        { heading: 'Orders', numeric: true, cell: (row) => formatCount(row.orders) },
        { heading: 'Revenue', numeric: true, cell: (row) => formatMoneyValue({ value: row.revenue, currency: products.currency }) },
      ]}
      empty={chosen.empty}
      rowKey={(row) => row.itemId}
      wide
    />
  );
}

export function ProductsPanel({ range }: { range: AnalyticsRange }) {
  const [sort, setSort] = useState<Sort>('views');
  const byViews = useRouteQuery('getAnalyticsProducts', { query: analyticsQuery(range, { limit: '10', sort: 'views' }) });
  const byRevenue = useRouteQuery('getAnalyticsProducts', { query: analyticsQuery(range, { limit: '10', sort: 'revenue' }) });
  return <LoadView load={sort === 'revenue' ? byRevenue : byViews}>{(products) => <ProductsTable products={products} range={range} onSort={setSort} />}</LoadView>;
}
