/**
 * Forms and restock (`/config/analytics/forms`): per form its views (the census's form renders),
 * submissions and conversion; per product its restock sign-ups and the notices sent; both over the
 * range in the URL, both downloadable as CSV.
 */
import { useState } from 'react';
import { LoadView } from '../../components/load-view.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { requestFor } from '@plinth/api/client';
import { useRouteQuery } from '../../api/use-route-query.ts';
import type { PageProps } from '../page-entry.ts';
import { analyticsQuery, parseAnalyticsRange, type AnalyticsRange } from './analytics-query.ts';
import './analytics.css';
import { AnalyticsTabs } from './analytics-tabs.tsx';
import { FormsTable, RestockTable, type FormsReport, type RestockReport } from './forms-page-tables.tsx';
import { RangePicker } from './range-picker.tsx';

/**
 * The API path of the forms or restock report over a range.
 * @example reportPath('forms', { from: '2026-11-01', to: '2026-11-23' }, 'csv') // the forms report's URL with ?from=2026-11-01&to=2026-11-23&format=csv
 */
export function reportPath(report: 'forms' | 'restock', range: AnalyticsRange, format?: 'csv'): string {
  const query = analyticsQuery(range, format ? { format } : {});
  return requestFor(report === 'forms' ? 'getAnalyticsForms' : 'getAnalyticsRestock', { query } as never).url;
}

export default function FormsPage({ query }: PageProps) {
  const [now] = useState(() => Date.now());
  const range = parseAnalyticsRange(query, now);
  const forms = useRouteQuery('getAnalyticsForms', { query: analyticsQuery(range) });
  const restock = useRouteQuery('getAnalyticsRestock', { query: analyticsQuery(range) });
  return (
    <>
      <PageHeader title="Analytics" />
      <AnalyticsTabs current="analytics-forms" />
      <RangePicker key={`${range.from}/${range.to}`} pageName="analytics-forms" range={range} now={now} />
      <p className="analytics-note">
        {range.from} to {range.to}, UTC days. A view is a form shown on a page; views older than the raw events kept (see Settings) are no longer counted.
      </p>
      <LoadView load={forms}>{(report) => <FormsTable rows={report.rows} csvHref={reportPath('forms', range, 'csv')} />}</LoadView>
      <LoadView load={restock}>{(report) => <RestockTable rows={report.rows} csvHref={reportPath('restock', range, 'csv')} />}</LoadView>
    </>
  );
}
