/**
 * Analytics → Errors (`/config/analytics/errors`): the storefront's client errors grouped by
 * message and top frame, the most frequent first, with their pages and when they were last seen;
 * each group's stack unfolds in place, mapped back to our source files, beside the stack as the
 * browser sent it. The range lives in the URL; the table downloads as CSV. Messages, paths and
 * stacks are the visitors' browsers' to write: React prints them as text.
 */
import type { getAnalyticsErrors } from '@plinth/api';
import { useState } from 'react';
import type { z } from 'zod';
import { LoadView } from '../../components/load-view.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { requestFor } from '@plinth/api/client';
import { useRouteQuery } from '../../api/use-route-query.ts';
import { formatDateTime } from '../../format.ts';
import type { PageProps } from '../page-entry.ts';
import { formatCount } from './analytics-format.ts';
import { analyticsQuery, parseAnalyticsRange, type AnalyticsRange } from './analytics-query.ts';
import './analytics.css';
import { AnalyticsTabs } from './analytics-tabs.tsx';
import './errors-page.css';
import { RangePicker } from './range-picker.tsx';
import { ReportTable } from './report-table.tsx';

type Errors = z.infer<typeof getAnalyticsErrors.response>;
type Group = Errors['groups'][number];

/** Pages listed in a row; the stack's details and the CSV have them all. */
const SHOWN_PAGES = 3;

/** The URL of `getAnalyticsErrors` over the range (with `format=csv` for the download). */
export function errorsApiPath(range: AnalyticsRange, extra: Record<string, string> = {}): string {
  return requestFor('getAnalyticsErrors', { query: analyticsQuery(range, extra) } as never).url;
}

/** An ISO time as the dashboard writes times, in UTC like the ranges. */
function When({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDateTime(Date.parse(iso), 'UTC')} UTC</time>;
}

function MessageCell({ group }: { group: Group }) {
  const mapped = group.mappedStack !== group.stack;
  return (
    <div className="errors-message">
      <span className="errors-message__text">{group.message || '(no message)'}</span>
      <details className="errors-stack">
        <summary>Stack trace</summary>
        {group.stack ? (
          <>
            <h3>{mapped ? 'In the source' : 'Stack (no source map for these frames)'}</h3>
            <pre>{group.mappedStack}</pre>
            {mapped && (
              <>
                <h3>As the browser sent it</h3>
                <pre>{group.stack}</pre>
              </>
            )}
          </>
        ) : (
          <p>The browser sent no stack.</p>
        )}
        <dl>
          <dt>First seen</dt>
          <dd>
            <When iso={group.firstSeenAt} />
          </dd>
          <dt>Pages</dt>
          <dd>{group.pages.map((page) => `${page.path} (${formatCount(page.count)})`).join(', ')}</dd>
          <dt>Releases</dt>
          <dd>{group.releases.map((release) => `${release.release || 'unknown'} (${formatCount(release.count)})`).join(', ')}</dd>
        </dl>
      </details>
    </div>
  );
}

function PagesCell({ pages }: { pages: Group['pages'] }) {
  const more = pages.length - SHOWN_PAGES;
  return (
    <ul className="errors-pages">
      {pages.slice(0, SHOWN_PAGES).map((page) => (
        <li key={page.path}>
          {page.path} ({formatCount(page.count)})
        </li>
      ))}
      {more > 0 && <li className="muted">and {more} more</li>}
    </ul>
  );
}

/** The error groups, each message with its stacks behind a disclosure. */
export function ErrorsTable({ groups, csvHref }: { groups: Group[]; csvHref: string }) {
  return (
    <ReportTable<Group>
      title="Client errors"
      csvHref={csvHref}
      rows={groups}
      columns={[
        { heading: 'Message', cell: (group) => <MessageCell group={group} /> },
        { heading: 'Occurrences', numeric: true, cell: (group) => formatCount(group.count) },
        { heading: 'Pages', cell: (group) => <PagesCell pages={group.pages} /> },
        { heading: 'Last seen', cell: (group) => <When iso={group.lastSeenAt} /> },
      ]}
      empty="No errors in this range."
      rowKey={(group) => group.groupKey}
      wide
    />
  );
}

export default function ErrorsPage({ query }: PageProps) {
  const [now] = useState(() => Date.now());
  const range = parseAnalyticsRange(query, now);
  const errors = useRouteQuery('getAnalyticsErrors', { query: analyticsQuery(range) });
  return (
    <>
      <PageHeader title="Analytics" />
      <AnalyticsTabs current="analytics-errors" />
      <RangePicker key={`${range.from}/${range.to}`} pageName="analytics-errors" range={range} now={now} />
      <p className="analytics-note">
        Errors last seen from {range.from} to {range.to}, UTC days; occurrences count every report since the error was first seen.
      </p>
      <LoadView load={errors}>{(data) => <ErrorsTable groups={data.groups} csvHref={errorsApiPath(range, { format: 'csv' })} />}</LoadView>
    </>
  );
}
