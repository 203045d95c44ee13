/**
 * Analytics (`/config/analytics`): visitors, page views, sessions, bounce rate and visit duration
 * of a range against the period before it; the daily chart; top pages, referrers and sources; the
 * purchase funnel with revenue and conversion by source. Every table downloads as CSV. The range
 * lives in the URL.
 */
import type { getAnalyticsFunnel, getAnalyticsOverview, getAnalyticsTop } from '@plinth/api';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { LoadView } from '../../components/load-view.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { Loading } from '../../components/status-views.tsx';
import { useRouteQuery } from '../../api/use-route-query.ts';
import type { PageProps } from '../page-entry.ts';
import { changeOf, formatCount, formatDuration, formatRate, pointsChange, type Change } from './analytics-format.ts';
import { analyticsApiPath, analyticsQuery, parseAnalyticsRange, type AnalyticsRange } from './analytics-query.ts';
import './analytics.css';
import { AnalyticsTabs } from './analytics-tabs.tsx';
import { countingLabel, countryName } from './dimension-labels.ts';
import { formatMoneyValue } from '../../money.ts';
import { ProductsPanel } from './products-panel.tsx';
import { RangePicker } from './range-picker.tsx';
import { hasVisits, NoVisits } from './no-visits.tsx';
import { RealtimePanel } from './realtime-panel.tsx';
import { ReportTable } from './report-table.tsx';

type Overview = z.infer<typeof getAnalyticsOverview.response>;
type Top = z.infer<typeof getAnalyticsTop.response>;
type Funnel = z.infer<typeof getAnalyticsFunnel.response>;
type TopRow = Top['rows'][number];
type SalesRow = Funnel['bySource'][number];

// uPlot comes with the chart only.
const DailyChart = lazy(() => import('./daily-chart.tsx').then((m) => ({ default: m.DailyChart })));

function ChangeText({ change, period }: { change: Change; period: string }) {
  if (change.direction === 'new') return <span className="analytics-change">no figures for the previous {period}</span>;
  const arrow = change.direction === 'up' ? '↑' : change.direction === 'down' ? '↓' : '→';
  return (
    <span className={`analytics-change analytics-change--${change.direction}`}>
      <span aria-hidden="true">{arrow} </span>
      {change.text} vs previous {period}
    </span>
  );
}

function Stats({ overview }: { overview: Overview }) {
  const { current: c, previous: p } = overview;
  const period = `${overview.daily.length} days`;
  const stats = [
    { label: 'Visitors', value: formatCount(c.visitors), change: changeOf(c.visitors, p.visitors) },
    { label: 'Page views', value: formatCount(c.pageViews), change: changeOf(c.pageViews, p.pageViews) },
    { label: 'Sessions', value: formatCount(c.sessions), change: changeOf(c.sessions, p.sessions) },
    { label: 'Bounce rate', value: formatRate(c.bounceRate), change: p.sessions ? pointsChange(c.bounceRate, p.bounceRate) : ({ direction: 'new', text: '' } as Change) },
    { label: 'Visit duration', value: formatDuration(c.visitDurationSeconds), change: changeOf(c.visitDurationSeconds, p.visitDurationSeconds) },
  ];
  return (
    <dl className="analytics-stats">
      {stats.map((stat) => (
        <div key={stat.label} className="analytics-stat">
          <dt>{stat.label}</dt>
          <dd className="analytics-stat__value">{stat.value}</dd>
          <dd>
            <ChangeText change={stat.change} period={period} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

const topColumns = (heading: string, label: (value: string) => ReactNode) => [
  { heading, cell: (row: TopRow) => label(row.value) },
  { heading: 'Visitors', numeric: true, cell: (row: TopRow) => formatCount(row.visitors) },
  { heading: 'Page views', numeric: true, cell: (row: TopRow) => formatCount(row.pageViews) },
];

/** One top list; `label` says a value in words (a country's name), the CSV keeps the values. */
function TopPanel({ range, dimension, title, heading, empty, label = (value) => value }: { range: AnalyticsRange; dimension: z.input<typeof getAnalyticsTop.query>['dimension']; title: string; heading: string; empty: string; label?: (value: string) => ReactNode }) {
  const load = useRouteQuery('getAnalyticsTop', { query: analyticsQuery(range, { dimension, limit: '10' }) });
  return (
    <LoadView load={load}>
      {(top) => (
        <ReportTable
          title={title}
          csvHref={analyticsApiPath('top', range, { dimension, limit: '1000', format: 'csv' })}
          rows={top.rows}
          columns={topColumns(heading, label)}
          empty={empty}
          rowKey={(row) => row.value}
          bar={(row) => row.visitors}
        />
      )}
    </LoadView>
  );
}

function FunnelPanel({ range }: { range: AnalyticsRange }) {
  const load = useRouteQuery('getAnalyticsFunnel', { query: analyticsQuery(range) });
  const salesColumns = (heading: string, currency: string) => [
    { heading, cell: (row: SalesRow) => row.value },
    { heading: 'Sessions', numeric: true, cell: (row: SalesRow) => formatCount(row.sessions) },
    { heading: 'Orders', numeric: true, cell: (row: SalesRow) => formatCount(row.orders) },
    { heading: 'Revenue', numeric: true, cell: (row: SalesRow) => formatMoneyValue({ value: row.revenue, currency }) },
    { heading: 'Conversion', numeric: true, cell: (row: SalesRow) => formatRate(row.conversionRate) },
  ];
  return (
    <LoadView load={load}>
      {(funnel) => {
        const top = Math.max(1, funnel.steps[0]?.sessions ?? 1);
        return (
          <>
            <section className="analytics-panel analytics-panel--wide" aria-labelledby="funnel-heading">
              <div className="analytics-panel__head">
                <h2 id="funnel-heading">Purchase funnel</h2>
                <a className="button button--small button--quiet" href={analyticsApiPath('funnel', range, { format: 'csv', table: 'steps' })} download aria-label="Download the purchase funnel as CSV">
                  CSV
                </a>
              </div>
              <dl className="analytics-sales">
                <div>
                  <dt>Revenue</dt>
                  <dd>{formatMoneyValue({ value: funnel.revenue, currency: funnel.currency })}</dd>
                </div>
                <div>
                  <dt>Orders</dt>
                  <dd>{formatCount(funnel.orders)}</dd>
                </div>
                <div>
                  <dt>Conversion rate</dt>
                  <dd>{formatRate(funnel.conversionRate)}</dd>
                </div>
              </dl>
              <table className="table analytics-funnel">
                <caption className="visually-hidden">Sessions reaching each step, with the drop-off from the step before</caption>
                <thead>
                  <tr>
                    <th scope="col">Step</th>
                    <th scope="col">
                      <span className="visually-hidden">Share of product views</span>
                    </th>
                    <th scope="col" className="num">
                      Sessions
                    </th>
                    <th scope="col" className="num">
                      Drop-off
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {funnel.steps.map((step, index) => (
                    <tr key={step.step}>
                      <th scope="row">{step.label}</th>
                      <td className="analytics-funnel__bar-cell">
                        <span className="analytics-funnel__bar" style={{ width: `${(step.sessions / top) * 100}%` }} aria-hidden="true" />
                      </td>
                      <td className="num">{formatCount(step.sessions)}</td>
                      <td className="num">{index === 0 ? '—' : formatRate(step.dropOff)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
            <ReportTable
              title="Sales by source"
              csvHref={analyticsApiPath('funnel', range, { format: 'csv', table: 'sources' })}
              rows={funnel.bySource}
              columns={salesColumns('Source', funnel.currency)}
              empty="No visits in this range."
              rowKey={(row) => row.value}
              bar={(row) => row.sessions}
              wide
            />
            <ReportTable
              title="Sales by UTM campaign"
              csvHref={analyticsApiPath('funnel', range, { format: 'csv', table: 'campaigns' })}
              rows={funnel.byCampaign}
              columns={salesColumns('Campaign', funnel.currency)}
              empty="No visits with a UTM campaign in this range."
              rowKey={(row) => row.value}
              wide
            />
          </>
        );
      }}
    </LoadView>
  );
}

export default function AnalyticsPage({ query }: PageProps) {
  const [now] = useState(() => Date.now());
  const range = parseAnalyticsRange(query, now);
  const overview = useRouteQuery('getAnalyticsOverview', { query: analyticsQuery(range) });
  return (
    <>
      <PageHeader title="Analytics" />
      <AnalyticsTabs current="analytics" />
      <RealtimePanel />
      <h2 className="analytics-section-title">Over a range</h2>
      <RangePicker key={`${range.from}/${range.to}`} pageName="analytics" range={range} now={now} />
      <p className="analytics-note">
        {range.from} to {range.to}, UTC days. Figures are updated every few minutes.
      </p>
      <LoadView load={overview}>
        {(data) =>
          !hasVisits(data) ? (
            <NoVisits range={range} />
          ) : (
          <>
            <Stats overview={data} />
            <section className="analytics-panel analytics-panel--wide" aria-labelledby="daily-heading">
              <div className="analytics-panel__head">
                <h2 id="daily-heading">Visitors and page views per day</h2>
                <a className="button button--small button--quiet" href={analyticsApiPath('overview', range, { format: 'csv' })} download aria-label="Download visitors and page views per day as CSV">
                  CSV
                </a>
              </div>
              <Suspense fallback={<Loading />}>
                <DailyChart days={data.daily} label={`Line chart of visitors and page views per day from ${range.from} to ${range.to}; the same numbers are in the table “Every day” below.`} />
              </Suspense>
              <details className="analytics-days">
                <summary>Every day</summary>
                <table className="table">
                  <caption className="visually-hidden">Every day</caption>
                  <thead>
                    <tr>
                      <th scope="col">Day</th>
                      <th scope="col" className="num">
                        Visitors
                      </th>
                      <th scope="col" className="num">
                        Page views
                      </th>
                      <th scope="col" className="num">
                        Sessions
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.daily.map((day) => (
                      <tr key={day.date}>
                        <th scope="row">{day.date}</th>
                        <td className="num">{formatCount(day.visitors)}</td>
                        <td className="num">{formatCount(day.pageViews)}</td>
                        <td className="num">{formatCount(day.sessions)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </details>
            </section>
            <div className="analytics-grid">
              <TopPanel range={range} dimension="page" title="Top pages" heading="Page" empty="No page views in this range." />
              <TopPanel range={range} dimension="source" title="Top sources" heading="Source" empty="No visits in this range." />
              <TopPanel range={range} dimension="referrer" title="Top referrers" heading="Referrer" empty="No visits came from another site in this range." />
              <TopPanel range={range} dimension="entry" title="Entry pages" heading="Page" empty="No visits in this range." />
              <TopPanel range={range} dimension="exit" title="Exit pages" heading="Page" empty="No visits in this range." />
              <TopPanel range={range} dimension="utm_campaign" title="UTM campaigns" heading="Campaign" empty="No visits with a UTM campaign in this range." />
              <TopPanel range={range} dimension="utm_medium" title="UTM mediums" heading="Medium" empty="No visits with a UTM medium in this range." />
              <TopPanel range={range} dimension="device" title="Devices" heading="Device" empty="No visits in this range." />
              <TopPanel range={range} dimension="browser" title="Browsers" heading="Browser" empty="No visits in this range." />
              <TopPanel range={range} dimension="os" title="Operating systems" heading="System" empty="No visits in this range." />
              <TopPanel range={range} dimension="country" title="Countries" heading="Country" empty="No visits in this range." label={countryName} />
              <TopPanel range={range} dimension="counting" title="Counting method" heading="Method" empty="No visits in this range." label={countingLabel} />
            </div>
            <div className="analytics-grid">
              <ProductsPanel range={range} />
              <FunnelPanel range={range} />
            </div>
          </>
          )
        }
      </LoadView>
    </>
  );
}
