/**
 * What Analytics shows for a range without a single visit (a new site's first days): one empty state
 * with what to do, instead of a "No visits" card for each of its tables.
 */
import type { AnalyticsRange } from './analytics-query.ts';

/** Whether the range's overview counted anyone: a visitor or a page view. */
export function hasVisits(overview: { current: { visitors: number; pageViews: number } }): boolean {
  return overview.current.visitors > 0 || overview.current.pageViews > 0;
}

/** The one empty state. */
export function NoVisits({ range }: { range: Pick<AnalyticsRange, 'from' | 'to'> }) {
  return (
    <section className="analytics-panel analytics-empty" aria-labelledby="no-visits-heading">
      <h2 id="no-visits-heading">
        No visits from {range.from} to {range.to} yet
      </h2>
      <p>Visitors, pages, sources, countries and sales show here a few minutes after people open the site.</p>
      <p>
        Try a longer range, or <a href="/">open the site</a> in another browser to see the first visit arrive.
      </p>
    </section>
  );
}
