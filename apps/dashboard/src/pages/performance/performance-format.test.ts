import { describe, expect, it } from 'vitest';
import { formatMetric, METRIC_NAMES, share, shownMetrics, templateName } from './performance-format.ts';

describe('performance figures', () => {
  it('writes times in ms or s, CLS unitless, and a dash without samples', () => {
    expect(formatMetric('INP', 230.4)).toBe('230 ms');
    expect(formatMetric('LCP', 2450)).toBe('2.45 s');
    expect(formatMetric('CLS', 0.125)).toBe('0.13');
    expect(formatMetric('LCP', null)).toBe('–');
  });

  it('names templates as an owner calls them and shares as percentages', () => {
    expect(templateName('content-item:products')).toBe('Product page');
    expect(templateName('donate')).toBe('donate');
    expect(share(1, 3)).toBe('33%');
    expect(share(0, 0)).toBe('–');
  });
});

describe('the metrics shown', () => {
  it('are the Core Web Vitals LCP, INP and CLS first, then first paint and first byte; FID is retired', () => {
    const metrics = ['FCP', 'CLS', 'FID', 'INP', 'LCP', 'TTFB'].map((metric) => ({ metric }));
    expect(shownMetrics(metrics).map((m) => m.metric)).toEqual(['LCP', 'INP', 'CLS', 'FCP', 'TTFB']);
    expect(Object.values(METRIC_NAMES)).not.toContain('Input delay (FID)');
  });
});
