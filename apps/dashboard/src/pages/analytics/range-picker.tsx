/** The range of an analytics view: quick ranges and a custom from–to, kept in the view's URL. */
import { useState, type FormEvent } from 'react';
import { navigate } from '../../router/history.ts';
import { hrefFor, type PageName } from '../../router/routes.ts';
import { analyticsSearch, PRESET_DAYS, presetOf, presetRange, type AnalyticsRange } from './analytics-query.ts';

/** Quick ranges and a custom range; choosing one navigates `pageName` (a dashboard page name) to it. */
export function RangePicker({ pageName, range, now }: { pageName: PageName; range: AnalyticsRange; now: number }) {
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const go = (next: AnalyticsRange) => navigate(hrefFor(pageName) + analyticsSearch(next));
  const pressed = presetOf(range, now);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (from && to && from <= to) go({ from, to });
  };
  return (
    <div className="toolbar analytics-range">
      <div role="group" aria-label="Quick ranges" className="analytics-range__presets">
        {PRESET_DAYS.map((days) => (
          <button key={days} type="button" className="button button--small" aria-pressed={pressed === days} onClick={() => go(presetRange(days, now))}>
            Last {days} days
          </button>
        ))}
      </div>
      <form className="analytics-range__custom" onSubmit={submit} aria-label="Custom range">
        <label className="field field--inline">
          <span className="field__label">From</span>
          <input type="date" value={from} max={to || undefined} required onChange={(e) => setFrom(e.target.value)} />
        </label>
        <label className="field field--inline">
          <span className="field__label">To</span>
          <input type="date" value={to} min={from || undefined} required onChange={(e) => setTo(e.target.value)} />
        </label>
        <button type="submit" className="button button--small">
          Show range
        </button>
      </form>
    </div>
  );
}
