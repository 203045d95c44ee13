/**
 * The two tables of the forms and restock view: views, submissions and conversion per form, and
 * restock sign-ups and notices per product, each with its CSV link. Names and titles are shown as
 * text (React escapes them).
 */
import type { getAnalyticsForms, getAnalyticsRestock } from '@plinth/api';
import type { z } from 'zod';
import { formatCount, formatRate } from './analytics-format.ts';
import { ReportTable } from './report-table.tsx';

export type FormsReport = z.infer<typeof getAnalyticsForms.response>;
export type RestockReport = z.infer<typeof getAnalyticsRestock.response>;
type FormRow = FormsReport['rows'][number];
type RestockRow = RestockReport['rows'][number];

export function FormsTable({ rows, csvHref }: { rows: FormRow[]; csvHref: string }) {
  return (
    <ReportTable<FormRow>
      title="Forms"
      csvHref={csvHref}
      rows={rows}
      columns={[
        { heading: 'Form', cell: (row) => row.name || <span className="muted">Untitled form</span> },
        { heading: 'Views', numeric: true, cell: (row) => formatCount(row.views) },
        { heading: 'Submissions', numeric: true, cell: (row) => formatCount(row.submissions) },
        { heading: 'Conversion', numeric: true, cell: (row) => formatRate(row.conversionRate) },
      ]}
      empty="The site has no forms yet."
      rowKey={(row) => row.formId}
      wide
    />
  );
}

export function RestockTable({ rows, csvHref }: { rows: RestockRow[]; csvHref: string }) {
  return (
    <ReportTable<RestockRow>
      title="Restock sign-ups"
      csvHref={csvHref}
      rows={rows}
      columns={[
        { heading: 'Product', cell: (row) => row.title ?? <span className="muted">Removed product</span> },
        { heading: 'Sign-ups', numeric: true, cell: (row) => formatCount(row.signUps) },
        { heading: 'Notified', numeric: true, cell: (row) => formatCount(row.notified) },
      ]}
      empty="Nobody asked to be told of a restock in this range."
      rowKey={(row) => row.productId}
      wide
    />
  );
}
