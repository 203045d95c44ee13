/**
 * How the performance view writes its figures: times in ms below a second and in seconds above,
 * layout shift unitless, templates by what an owner calls them.
 */

/** A metric's value as read: `'230 ms'`, `'2.45 s'`, CLS `'0.12'`; `'–'` without samples. */
export function formatMetric(metric: string, value: number | null): string {
  if (value === null) return '–';
  if (metric === 'CLS') return value.toFixed(2);
  return value < 1000 ? `${Math.round(value)} ms` : `${(value / 1000).toFixed(2)} s`;
}

/** The metrics' names as the dashboard shows them: the Core Web Vitals first. */
export const METRIC_NAMES: Readonly<Record<string, string>> = {
  LCP: 'Largest paint (LCP)',
  INP: 'Interaction (INP)',
  CLS: 'Layout shift (CLS)',
  FCP: 'First paint (FCP)',
  TTFB: 'First byte (TTFB)',
};

/** The Core Web Vitals since March 2024: INP replaced FID, which web-vitals 5 no longer measures. */
export const CORE_WEB_VITALS = ['LCP', 'INP', 'CLS'] as const;

const ORDER = Object.keys(METRIC_NAMES);

/**
 * The metrics the view shows, in its order (LCP, INP, CLS, then FCP and TTFB): FID, retired, is
 * left out (older records still carry it).
 * @example shownMetrics([{ metric: 'FID' }, { metric: 'CLS' }, { metric: 'LCP' }]) // [{ metric: 'LCP' }, { metric: 'CLS' }]
 */
export function shownMetrics<T extends { metric: string }>(metrics: readonly T[]): T[] {
  const rank = (metric: string) => (ORDER.includes(metric) ? ORDER.indexOf(metric) : ORDER.length);
  return metrics.filter((m) => m.metric !== 'FID').sort((a, b) => rank(a.metric) - rank(b.metric));
}

export const RATING_NAMES: Readonly<Record<string, string>> = { good: 'Good', 'needs-improvement': 'Needs improvement', poor: 'Poor' };

const TEMPLATE_NAMES: Readonly<Record<string, string>> = {
  'content-item:products': 'Product page',
  'main-content:products': 'Shop',
  'content-item:blog': 'Blog post',
  'main-content:blog': 'Blog',
  'main-content:page': 'Page',
  page: 'Page',
  'content-item': 'Item page',
  'main-content': 'Collection',
  'show-cart': 'Cart',
  checkout: 'Checkout',
  'order-confirmed': 'Order confirmed',
};

/** A template key as an owner reads it: `'content-item:products'` → `'Product page'`; unknown ones as they are. */
export function templateName(template: string): string {
  return TEMPLATE_NAMES[template] ?? template;
}

/** What a culprit is: the LCP element or resource, the largest shift's or the slowest interaction's target. */
export const FIX_KINDS: Readonly<Record<string, string>> = {
  'lcp-element': 'Largest paint element',
  'lcp-resource': 'Largest paint resource',
  'shift-target': 'Largest layout shift',
  'interaction-target': 'Slowest interaction',
};

/** A share as a whole percentage of `total`: `'42%'` (`'–'` of nothing). */
export function share(part: number, total: number): string {
  return total ? `${Math.round((part / total) * 100)}%` : '–';
}
