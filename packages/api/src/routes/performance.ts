import { z } from 'zod';
import { defineRoute, type ApiRoute } from '../api-route.ts';
import { dayRange, rangeQuery } from './insights.ts';

/*
 * The performance feature's routes (apps/server/src/features/performance, docs/performance-api.md):
 * Core Web Vitals from real visitors (platform.md §7 "Performance", §9 "Performance"). The browser
 * asks for a page-load id, then sends its records; the owner reads p75 per template and device,
 * the share of each rating, a daily trend and what to fix.
 */

/** The metrics rated and reported: first paint, layout shift, input delay, interaction, largest paint, first byte. */
export const PERFORMANCE_METRICS = ['FCP', 'CLS', 'FID', 'INP', 'LCP', 'TTFB'] as const;
export type PerformanceMetric = (typeof PERFORMANCE_METRICS)[number];

/** The other records a page sends: navigation timing, images and the page's own marks and measures. */
export const PERFORMANCE_ENTRY_EVENTS = ['page-speed', 'image', 'user-timing'] as const;
/** Every `event` a record may carry: a metric's name or one of the entry kinds. */
export const PERFORMANCE_EVENTS = [...PERFORMANCE_METRICS, ...PERFORMANCE_ENTRY_EVENTS] as const;
export type PerformanceEvent = (typeof PERFORMANCE_EVENTS)[number];

/** Good / poor boundaries (platform.md §9): a value ≤ good is good, > poor is poor, else needs improvement. Times in ms, CLS unitless. */
export const PERFORMANCE_THRESHOLDS: Readonly<Record<PerformanceMetric, readonly [good: number, poor: number]>> = {
  FCP: [1800, 3000],
  CLS: [0.1, 0.25],
  FID: [100, 300],
  INP: [200, 500],
  LCP: [2500, 4000],
  TTFB: [800, 1800],
};

export const PERFORMANCE_RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export type PerformanceRating = (typeof PERFORMANCE_RATINGS)[number];

/** Values above this are dropped, in the browser and on the server (platform.md §9). */
export const MAX_PERFORMANCE_VALUE = 2147483647;
/** The records client's version string (platform.md §9). */
export const PERFORMANCE_CLIENT_VERSION = '4.8.0';
/** Records in one POST. */
export const MAX_PERFORMANCE_RECORDS = 100;
/** Bytes of one POST body (413 above). */
export const MAX_PERFORMANCE_BODY_BYTES = 64 * 1024;
/** Viewports up to this width (CSS px) count as mobile, wider ones as desktop. */
export const MOBILE_MAX_WIDTH = 432;

/** GET /api/1/performance/settings: a page-load id for the records of this page view. */
export const getPerformanceSettings = defineRoute({
  method: 'GET',
  path: '/api/1/performance/settings',
  tag: 'performance',
  access: 'public',
  summary: 'A page-load id for the records of one page view (the page named by the Referer), with its template and viewport',
  query: z.object({
    /** The page type code of the page (platform.md §2), from its `plinth-page` block. */
    pageType: z.coerce.number({ error: 'pageType must be a page type code.' }).int('pageType must be a page type code.').min(0, 'pageType must be a page type code.').max(999, 'pageType must be a page type code.').optional(),
    /** The page's collection, whose type (page, products, blog) completes the template. */
    collectionId: z.string().max(100, 'collectionId is at most 100 characters.').optional(),
    /** The viewport width in CSS pixels: ≤ 432 is mobile. */
    width: z.coerce.number({ error: 'width must be a number of pixels.' }).int('width must be a whole number of pixels.').min(0, 'width must be a whole number of pixels.').max(100_000, 'width must be at most 100000.').optional(),
  }),
  response: z.object({ pageLoadId: z.string() }),
});

/** One record as the browser sends it (each is checked on its own: a bad one is dropped, not the batch). */
export const performanceRecord = z.object({
  /** The sending app, e.g. 'storefront'. */
  app: z.string().min(1).max(40),
  /** A metric's name (LCP, CLS, INP, FCP, TTFB, FID) or 'page-speed', 'image', 'user-timing'. */
  event: z.enum(PERFORMANCE_EVENTS),
  pageLoadId: z.string().min(1).max(100),
  /** When it was measured (epoch ms, the browser's clock). */
  ts: z.number().int().nonnegative(),
  /** The record's fields: `value` for a metric (ms, CLS unitless), `version`, `environment`, attribution… */
  data: z.record(z.string(), z.unknown()),
  /** What the browser measured, as it reported it (capped when stored). */
  raw: z.unknown().optional(),
});
export type PerformanceRecord = z.infer<typeof performanceRecord>;

/** POST /api/1/performance/records: a JSON array of records (a beacon, or XHR as text/plain). */
export const postPerformanceRecords = defineRoute({
  method: 'POST',
  path: '/api/1/performance/records',
  tag: 'performance',
  access: 'public',
  summary: `Records of one page load (at most ${MAX_PERFORMANCE_RECORDS}, ${MAX_PERFORMANCE_BODY_BYTES} bytes); bad records and out-of-range values are dropped`,
  body: z.array(z.unknown()).max(MAX_PERFORMANCE_RECORDS, `At most ${MAX_PERFORMANCE_RECORDS} records at once.`),
  responseType: 'empty',
  status: 204,
});

/** The figures of one metric over some page loads. */
export const metricSummary = z.object({
  metric: z.enum(PERFORMANCE_METRICS),
  /** 75th percentile (nearest rank, values kept to 3 significant digits); null without samples. */
  p75: z.number().nullable(),
  rating: z.enum(PERFORMANCE_RATINGS).nullable(),
  samples: z.number().int(),
  good: z.number().int(),
  needsImprovement: z.number().int(),
  poor: z.number().int(),
});

/** One "what to fix" line: an element, resource or target that made a metric miss "good". */
export const performanceFix = z.object({
  metric: z.enum(PERFORMANCE_METRICS),
  /** 'lcp-element' | 'lcp-resource' | 'shift-target' | 'interaction-target'. */
  kind: z.enum(['lcp-element', 'lcp-resource', 'shift-target', 'interaction-target']),
  target: z.string(),
  /** Page loads where it was the culprit and the metric was not good: the visits it costs. */
  visits: z.number().int(),
  poor: z.number().int(),
  /** Every page load it was the culprit in. */
  samples: z.number().int(),
});

/** GET /api/owner/performance. */
export const getPerformanceReport = defineRoute({
  method: 'GET',
  path: '/api/owner/performance',
  tag: 'performance',
  access: 'reports:read',
  summary: 'Core Web Vitals of a range: p75 and rating shares per metric, per template and per device, a daily trend with publishes, and what to fix (CSV: the p75 tables)',
  query: rangeQuery,
  response: z.object({
    range: dayRange,
    thresholds: z.record(z.string(), z.tuple([z.number(), z.number()])),
    overall: z.array(metricSummary),
    templates: z.array(z.object({ template: z.string(), metrics: z.array(metricSummary) })),
    devices: z.array(z.object({ device: z.enum(['mobile', 'desktop']), metrics: z.array(metricSummary) })),
    daily: z.array(z.object({ date: z.string(), metrics: z.array(metricSummary) })),
    /** Content published in the range (items' publish times), for marks on the trend. */
    publishes: z.array(z.object({ at: z.number().int(), date: z.string(), title: z.string() })),
    fixes: z.array(performanceFix),
  }),
});

/** Every route of this file (API_ROUTES lists them). */
export const performanceRoutes: readonly ApiRoute[] = [getPerformanceSettings, postPerformanceRecords, getPerformanceReport];
