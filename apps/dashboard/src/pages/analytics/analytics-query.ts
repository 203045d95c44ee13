/**
 * The analytics view's range in the URL (`/config/analytics?from=2026-11-01&to=2026-11-23`) and the
 * API paths it loads, so a range can be linked and bookmarked. Days are UTC, as the server's.
 */
import { requestFor } from '@plinth/api/client';

/** A range of days, both ends included, `YYYY-MM-DD`. */
export interface AnalyticsRange {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The quick choices of the range picker, in days ending today. */
export const PRESET_DAYS = [7, 30, 90] as const;

/** `'2026-11-23'` of a millisecond (UTC). */
export function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

function validDay(text: string | null): text is string {
  return text !== null && DAY.test(text) && dayOf(Date.parse(`${text}T00:00:00Z`)) === text;
}

/** The last `days` days up to the day of `now`. */
export function presetRange(days: number, now: number): AnalyticsRange {
  return { from: dayOf(now - (days - 1) * DAY_MS), to: dayOf(now) };
}

/** The range in the page's query; a missing or unreadable one is the last 30 days. */
export function parseAnalyticsRange(params: URLSearchParams, now: number): AnalyticsRange {
  const from = params.get('from');
  const to = params.get('to');
  if (validDay(from) && validDay(to) && from <= to) return { from, to };
  return presetRange(30, now);
}

/** Which preset a range is, if it is one (for the picker's pressed button). */
export function presetOf(range: AnalyticsRange, now: number): number | null {
  return PRESET_DAYS.find((days) => {
    const preset = presetRange(days, now);
    return preset.from === range.from && preset.to === range.to;
  }) ?? null;
}

/**
 * The page's own query string.
 * @example analyticsSearch({ from: '2026-11-01', to: '2026-11-23' }) // '?from=2026-11-01&to=2026-11-23'
 */
export function analyticsSearch(range: AnalyticsRange): string {
  return `?${new URLSearchParams({ from: range.from, to: range.to }).toString()}`;
}

/**
 * An API path of a report over the range, with extra parameters (`dimension`, `format`, `table`).
 * @example analyticsApiPath('top', { from: '2026-11-01', to: '2026-11-23' }, { dimension: 'page' }) // the top report's URL with ?from=2026-11-01&to=2026-11-23&dimension=page
 */
export function analyticsApiPath(report: 'overview' | 'top' | 'funnel' | 'products', range: AnalyticsRange, extra: Record<string, string> = {}): string {
  return requestFor(REPORT_ROUTES[report], { query: analyticsQuery(range, extra) } as never).url;
}

/** The route of each report. */
const REPORT_ROUTES = { overview: 'getAnalyticsOverview', top: 'getAnalyticsTop', funnel: 'getAnalyticsFunnel', products: 'getAnalyticsProducts' } as const;

/**
 * The query of a report over the range, with extra parameters (`dimension`, `limit`, `sort`).
 * @example analyticsQuery({ from: '2026-11-01', to: '2026-11-23' }, { dimension: 'page' }) // { from: '2026-11-01', to: '2026-11-23', dimension: 'page' }
 */
export function analyticsQuery<const E extends Record<string, string>>(range: AnalyticsRange, extra: E = {} as E): { from: string; to: string } & E {
  return { from: range.from, to: range.to, ...extra };
}
