/**
 * Performance (`/config/performance`): Core Web Vitals from real visitors over a range — the p75
 * of each metric with the share of good, needs-improvement and poor page loads, per page template
 * and per device (mobile ≤ 432 px), the daily trend with publishes marked, and the "what to fix"
 * list of culprits ranked by the visits they cost. The range lives in the URL; tables download as
 * CSV. Targets are selectors the visitors' browsers wrote: React prints them as text.
 */
import type { getPerformanceReport } from '@plinth/api';
import { useMemo, useState } from 'react';
import type { z } from 'zod';
import { LoadView } from '../../components/load-view.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { requestFor } from '@plinth/api/client';
import { useRouteQuery } from '../../api/use-route-query.ts';
import type { PageProps } from '../page-entry.ts';
import { analyticsQuery, parseAnalyticsRange, type AnalyticsRange } from '../analytics/analytics-query.ts';
import '../analytics/analytics.css';
import { RangePicker } from '../analytics/range-picker.tsx';
import { ReportTable } from '../analytics/report-table.tsx';
import { FIX_KINDS, formatMetric, METRIC_NAMES, RATING_NAMES, share, shownMetrics, templateName } from './performance-format.ts';
import './performance.css';
import { TrendChart } from './trend-chart.tsx';

type Report = z.infer<typeof getPerformanceReport.response>;
type Summary = Report['overall'][number];
type Fix = Report['fixes'][number];

/** The URL of `getPerformanceReport` over the range (with `format=csv` for the download). */
export function performanceApiPath(range: AnalyticsRange, extra: Record<string, string> = {}): string {
  return requestFor('getPerformanceReport', { query: analyticsQuery(range, extra) } as never).url;
}

/** The report as the view shows it: the metrics in their order, FID (retired in 2024) left out. */
function withoutRetired(report: Report): Report {
  return {
    ...report,
    overall: shownMetrics(report.overall),
    devices: report.devices.map((d) => ({ ...d, metrics: shownMetrics(d.metrics) })),
    templates: report.templates.map((t) => ({ ...t, metrics: shownMetrics(t.metrics) })),
    daily: report.daily.map((d) => ({ ...d, metrics: shownMetrics(d.metrics) })),
    fixes: report.fixes.filter((fix) => fix.metric !== 'FID'),
  };
}

/** A p75 with its rating, as text and colour (the text says it: colour is not the only cue). */
function P75({ summary }: { summary: Summary | undefined }) {
  if (!summary || summary.p75 === null) return <span className="muted">–</span>;
  return (
    <span className={`perf-rating perf-rating--${summary.rating}`}>
      {formatMetric(summary.metric, summary.p75)} <span className="perf-rating__label">{RATING_NAMES[summary.rating ?? ''] ?? ''}</span>
    </span>
  );
}

/** Each metric of the site: p75, rating and the share of each rating. */
function SiteTable({ report, csvHref }: { report: Report; csvHref: string }) {
  return (
    <ReportTable<Summary>
      title="Core Web Vitals (p75)"
      csvHref={csvHref}
      rows={report.overall}
      rowKey={(row) => row.metric}
      empty="No measurements in this range."
      wide
      columns={[
        { heading: 'Metric', cell: (row) => METRIC_NAMES[row.metric] ?? row.metric },
        { heading: 'p75', cell: (row) => <P75 summary={row} /> },
        { heading: 'Good', numeric: true, cell: (row) => share(row.good, row.samples) },
        { heading: 'Needs improvement', numeric: true, cell: (row) => share(row.needsImprovement, row.samples) },
        { heading: 'Poor', numeric: true, cell: (row) => share(row.poor, row.samples) },
        { heading: 'Page loads', numeric: true, cell: (row) => row.samples },
        { heading: 'Good / poor at', numeric: true, cell: (row) => report.thresholds[row.metric]?.map((v) => formatMetric(row.metric, v)).join(' / ') },
      ]}
    />
  );
}

/** One row per group (a template or a device), one p75 column per metric. */
function GroupTable({ title, rows, csvHref, empty }: { title: string; rows: Array<{ name: string; metrics: Summary[] }>; csvHref: string; empty: string }) {
  const metrics = rows[0]?.metrics.map((m) => m.metric) ?? [];
  return (
    <ReportTable<{ name: string; metrics: Summary[] }>
      title={title}
      csvHref={csvHref}
      rows={rows}
      rowKey={(row) => row.name}
      empty={empty}
      wide
      columns={[
        { heading: title.startsWith('By device') ? 'Device' : 'Template', cell: (row) => row.name },
        ...metrics.map((metric) => ({ heading: metric, cell: (row: { metrics: Summary[] }) => <P75 summary={row.metrics.find((m) => m.metric === metric)} /> })),
      ]}
    />
  );
}

function FixTable({ fixes, csvHref }: { fixes: Fix[]; csvHref: string }) {
  return (
    <ReportTable<Fix>
      title="What to fix"
      csvHref={csvHref}
      rows={fixes}
      rowKey={(fix) => `${fix.metric}/${fix.kind}/${fix.target}`}
      empty="Nothing made a page load miss “good” in this range."
      wide
      columns={[
        { heading: 'Element or resource', cell: (fix) => <code className="perf-target">{fix.target}</code> },
        { heading: 'What', cell: (fix) => FIX_KINDS[fix.kind] ?? fix.kind },
        { heading: 'Metric', cell: (fix) => fix.metric },
        { heading: 'Visits it costs', numeric: true, cell: (fix) => fix.visits },
        { heading: 'Of them poor', numeric: true, cell: (fix) => fix.poor },
        { heading: 'Page loads seen', numeric: true, cell: (fix) => fix.samples },
      ]}
    />
  );
}

function Trend({ report }: { report: Report }) {
  const days = useMemo(() => report.daily.map((d) => ({ date: d.date, values: Object.fromEntries(d.metrics.map((m) => [m.metric, m.p75])) })), [report]);
  const publishDays = useMemo(() => [...new Set(report.publishes.map((p) => p.date))], [report]);
  const measured = report.daily.filter((d) => d.metrics.some((m) => m.samples > 0));
  return (
    <section className="analytics-panel analytics-panel--wide" aria-labelledby="perf-trend">
      <div className="analytics-panel__head">
        <h2 id="perf-trend">Trend</h2>
      </div>
      <TrendChart days={days} publishes={publishDays} label="Daily p75 of largest paint, first paint, interaction and first byte; the table below has the same numbers" />
      <p className="analytics-note perf-legend">Dashed red lines: days content was published.</p>
      <details className="analytics-days">
        <summary>Daily figures and publishes</summary>
        <div className="analytics-scroll">
          <table className="table analytics-table">
            <caption className="visually-hidden">Daily p75 per metric</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                {report.overall.map((m) => (
                  <th key={m.metric} scope="col">
                    {m.metric}
                  </th>
                ))}
                <th scope="col">Published</th>
              </tr>
            </thead>
            <tbody>
              {measured.map((day) => (
                <tr key={day.date}>
                  <th scope="row">{day.date}</th>
                  {day.metrics.map((m) => (
                    <td key={m.metric}>{formatMetric(m.metric, m.p75)}</td>
                  ))}
                  <td>{report.publishes.filter((p) => p.date === day.date).map((p) => p.title).join(', ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {measured.length === 0 && <p className="empty">No measurements in this range.</p>}
      </details>
    </section>
  );
}

export default function PerformancePage({ query }: PageProps) {
  const [now] = useState(() => Date.now());
  const range = parseAnalyticsRange(query, now);
  const report = useRouteQuery('getPerformanceReport', { query: analyticsQuery(range) });
  const csvHref = performanceApiPath(range, { format: 'csv' });
  return (
    <>
      <PageHeader title="Performance" />
      <RangePicker key={`${range.from}/${range.to}`} pageName="performance" range={range} now={now} />
      <p className="analytics-note">
        Core Web Vitals — largest paint (LCP), interaction (INP) and layout shift (CLS) — of real visitors from {range.from} to {range.to} (UTC days), with first paint and first byte: the 75th percentile of each metric, so three visits in four were at least this fast. Mobile is a viewport up to 432 px wide.
      </p>
      <LoadView load={report}>
        {(answer) => {
          const data = withoutRetired(answer);
          return (
          <>
            <SiteTable report={data} csvHref={csvHref} />
            <GroupTable title="By device" rows={data.devices.map((d) => ({ name: d.device === 'mobile' ? 'Mobile' : 'Desktop', metrics: d.metrics }))} csvHref={csvHref} empty="No measurements in this range." />
            <GroupTable title="By page template" rows={data.templates.map((t) => ({ name: templateName(t.template), metrics: t.metrics }))} csvHref={csvHref} empty="No measurements in this range." />
            <Trend report={data} />
            <FixTable fixes={data.fixes} csvHref={csvHref} />
          </>
          );
        }}
      </LoadView>
    </>
  );
}
