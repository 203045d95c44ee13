import { PERFORMANCE_METRICS, PERFORMANCE_THRESHOLDS, type PerformanceMetric } from '@plinth/api';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { dayText, type DayRange } from '../insights/index.ts';
import { summarise, type MetricSummary } from './percentile.ts';
import { bucketsBy, publishesBetween, topFixes, type GroupBucket } from './report-repository.ts';

/** Lines of the "what to fix" list and publishes marked on the trend. */
export const MAX_FIXES = 20;
export const MAX_PUBLISHES = 100;
const DAY_MS = 86_400_000;

/** Every metric's summary of one group's buckets (metrics without samples included, in a fixed order). */
function summaries(buckets: readonly GroupBucket[]): MetricSummary[] {
  return PERFORMANCE_METRICS.map((metric) => summarise(metric, buckets.filter((b) => b.metric === metric)));
}

/** Buckets split by group, in the groups' order. */
function byGroup<G extends string | number>(buckets: readonly GroupBucket[]): Map<G, GroupBucket[]> {
  const groups = new Map<G, GroupBucket[]>();
  for (const b of buckets) {
    const list = groups.get(b.group as G) ?? [];
    list.push(b);
    groups.set(b.group as G, list);
  }
  return groups;
}

/** The owner's performance report of a range. */
export async function performanceReport(db: Kysely<Schema>, websiteId: string, range: DayRange) {
  const { startMs, endMs } = range;
  const [templates, devices, days, fixes, publishes] = await Promise.all([
    bucketsBy(db, websiteId, startMs, endMs, 'template'),
    bucketsBy(db, websiteId, startMs, endMs, 'device'),
    bucketsBy(db, websiteId, startMs, endMs, 'day'),
    topFixes(db, websiteId, startMs, endMs, MAX_FIXES),
    publishesBetween(db, websiteId, startMs, endMs, MAX_PUBLISHES),
  ]);
  const templateGroups = [...byGroup<string>(templates)].map(([template, buckets]) => ({ template, metrics: summaries(buckets) }));
  // Most measured templates first.
  templateGroups.sort((a, b) => Math.max(...b.metrics.map((m) => m.samples)) - Math.max(...a.metrics.map((m) => m.samples)) || a.template.localeCompare(b.template));
  const deviceGroups = byGroup<string>(devices);
  const dayGroups = byGroup<number>(days);
  const daily = [];
  for (let day = startMs; day < endMs; day += DAY_MS) daily.push({ date: dayText(day), metrics: summaries(dayGroups.get(day) ?? []) });
  return {
    range: { from: range.from, to: range.to },
    thresholds: Object.fromEntries(PERFORMANCE_METRICS.map((metric) => [metric, [...PERFORMANCE_THRESHOLDS[metric]] as [number, number]])),
    // Every page load has one device: the devices' buckets together are the site's.
    overall: summaries(devices),
    templates: templateGroups,
    devices: (['mobile', 'desktop'] as const).map((device) => ({ device, metrics: summaries(deviceGroups.get(device) ?? []) })),
    daily,
    publishes: publishes.map((p) => ({ at: Number(p.published_at), date: dayText(Number(p.published_at)), title: p.title })),
    fixes: fixes.map((fix) => ({ metric: fix.metric as PerformanceMetric, kind: fix.kind as 'lcp-element', target: fix.target, visits: fix.visits, poor: fix.poor, samples: fix.samples })),
  };
}

export type PerformanceReport = Awaited<ReturnType<typeof performanceReport>>;
