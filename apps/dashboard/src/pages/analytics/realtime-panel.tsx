/**
 * The last 30 minutes, from the raw events: visitors, page views per minute and the pages being
 * read. Reloaded every 30 seconds while the page is open.
 */
import type { getAnalyticsRealtime } from '@plinth/api';
import type { z } from 'zod';
import { LoadView } from '../../components/load-view.tsx';
import { useApi } from '../../components/api-context.ts';
import { useRouteQuery } from '../../api/use-route-query.ts';
import { formatCount } from './analytics-format.ts';
import { ReportTable } from './report-table.tsx';

type Realtime = z.infer<typeof getAnalyticsRealtime.response>;
type PageRow = Realtime['pages'][number];

const REFRESH_MS = 30_000;
/** Rows shown; the CSV has all 20. */
const SHOWN_PAGES = 8;

export function RealtimePanel() {
  const api = useApi();
  const load = useRouteQuery('getAnalyticsRealtime', undefined, { refetchInterval: REFRESH_MS });
  return (
    <LoadView load={load}>
      {(now) => {
        const peak = Math.max(1, ...now.perMinute.map((m) => m.pageViews));
        return (
          <div className="analytics-grid">
            <section className="analytics-panel" aria-labelledby="realtime-heading">
              <div className="analytics-panel__head">
                <h2 id="realtime-heading">Last 30 minutes</h2>
              </div>
              <dl className="analytics-sales">
                <div>
                  <dt>Visitors</dt>
                  <dd>{formatCount(now.visitors)}</dd>
                </div>
                <div>
                  <dt>Page views</dt>
                  <dd>{formatCount(now.pageViews)}</dd>
                </div>
              </dl>
              <div className="analytics-minutes" aria-hidden="true">
                {now.perMinute.map((minute) => (
                  <span key={minute.minute} style={{ height: `${(minute.pageViews / peak) * 100}%` }} title={`${minute.pageViews}`} />
                ))}
              </div>
              <p className="visually-hidden">Page views per minute, oldest first: {now.perMinute.map((m) => m.pageViews).join(', ')}.</p>
            </section>
            <ReportTable<PageRow>
              title="Pages being read"
              csvHref={api.urlFor('getAnalyticsRealtime', { query: { format: 'csv' } })}
              rows={now.pages.slice(0, SHOWN_PAGES)}
              columns={[
                { heading: 'Page', cell: (row) => row.value },
                { heading: 'Visitors', numeric: true, cell: (row) => formatCount(row.visitors) },
                { heading: 'Page views', numeric: true, cell: (row) => formatCount(row.pageViews) },
              ]}
              empty="Nobody in the last 30 minutes."
              rowKey={(row) => row.value}
            />
          </div>
        );
      }}
    </LoadView>
  );
}
