import { MAX_PERFORMANCE_VALUE, PERFORMANCE_METRICS, performanceRecord, type PerformanceEvent, type PerformanceMetric, type PerformanceRating } from '@plinth/api';
import type { PerformanceEnvironment } from './environment.ts';
import { ratingOf } from './rating.ts';

/*
 * Performance records are visitor-supplied (issue 13 "Bad input"): each record is checked on its
 * own and a bad one is dropped, not the batch. A metric needs a value from 0 to 2147483647 (the
 * spec drops larger ones); other numbers out of that range are dropped from the record; strings
 * are cut; addresses lose their query and fragment (they vary per visit and may carry tokens); only
 * flat fields (and the one `attribution` object) are kept; the stored JSON is capped. The
 * environment is the server's to tell (environment.ts).
 */

/** Fields kept per object, characters of a field name, of a text field and of the stored JSON. */
export const MAX_FIELDS = 30;
const MAX_KEY = 40;
export const MAX_TEXT = 500;
export const MAX_STORED_JSON = 4000;
/** Characters of an attribution target (a CSS selector or a resource address). */
export const MAX_TARGET = 200;

export type FixKind = 'lcp-element' | 'lcp-resource' | 'shift-target' | 'interaction-target';

/** A record that passed, ready to store. */
export interface CheckedRecord {
  app: string;
  event: PerformanceEvent;
  metric: PerformanceMetric | null;
  value: number | null;
  rating: PerformanceRating | null;
  /** `{ data, raw }` as JSON, capped. */
  json: string;
  /** The metric's culprits, for the "what to fix" list. */
  fixes: Array<{ kind: FixKind; target: string }>;
}

const METRICS: ReadonlySet<string> = new Set(PERFORMANCE_METRICS);
const inRange = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= MAX_PERFORMANCE_VALUE;

/** The flat fields of an object: numbers in range, booleans, cut strings; `depth` allows one nested object. */
function flatFields(input: unknown, depth: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!input || typeof input !== 'object' || Array.isArray(input)) return out;
  let kept = 0;
  for (const [key, value] of Object.entries(input)) {
    if (kept >= MAX_FIELDS || key.length > MAX_KEY) continue;
    if (typeof value === 'number') {
      if (!inRange(value)) continue;
      out[key] = value;
    } else if (typeof value === 'string') out[key] = (/^[a-z][\w+.-]*:\/\//i.test(value) ? resourceOf(value) : value).slice(0, MAX_TEXT);
    else if (typeof value === 'boolean') out[key] = value;
    else if (depth > 0 && value && typeof value === 'object' && !Array.isArray(value)) out[key] = flatFields(value, depth - 1);
    else continue;
    kept++;
  }
  return out;
}

/** A resource's address without its query or fragment (they vary per visit and may carry tokens). */
function resourceOf(url: string): string {
  return url.replace(/[?#].*$/s, '');
}

/** The attribution targets of a metric record. */
function fixesOf(metric: PerformanceMetric, attribution: unknown): CheckedRecord['fixes'] {
  if (!attribution || typeof attribution !== 'object') return [];
  const text = (key: string) => {
    const value = (attribution as Record<string, unknown>)[key];
    return typeof value === 'string' && value.trim() ? value.trim().slice(0, MAX_TARGET) : null;
  };
  const fixes: CheckedRecord['fixes'] = [];
  const add = (kind: FixKind, target: string | null) => target && fixes.push({ kind, target });
  if (metric === 'LCP') {
    // The script names the LCP element `target` like the other culprits; `element` is read too.
    add('lcp-element', text('element') ?? text('target'));
    const resource = text('resource');
    add('lcp-resource', resource && resourceOf(resource));
  } else if (metric === 'CLS') add('shift-target', text('target'));
  else if (metric === 'INP') add('interaction-target', text('target'));
  return fixes;
}

/**
 * Checks one record of the page load `pageLoadId`.
 * @param environment where it was measured, by the host it was posted to (stored in its data)
 * @returns the record to store, or null when it is dropped
 */
export function checkRecord(input: unknown, pageLoadId: string, environment: PerformanceEnvironment = 'prod'): CheckedRecord | null {
  const parsed = performanceRecord.safeParse(input);
  if (!parsed.success || parsed.data.pageLoadId !== pageLoadId) return null;
  const { app, event, data } = parsed.data;
  const metric = METRICS.has(event) ? (event as PerformanceMetric) : null;
  let value: number | null = null;
  if (metric) {
    if (!inRange(data.value)) return null;
    value = data.value;
  }
  const fields = { ...flatFields(data, 1), environment };
  let json = JSON.stringify({ data: fields, raw: parsed.data.raw ?? null });
  // A raw part too big is left out; then the data alone, or nothing but the value.
  if (json.length > MAX_STORED_JSON) json = JSON.stringify({ data: fields });
  if (json.length > MAX_STORED_JSON) json = JSON.stringify({ data: value === null ? {} : { value } });
  return { app, event, metric, value, rating: metric && value !== null ? ratingOf(metric, value) : null, json, fixes: metric ? fixesOf(metric, data.attribution) : [] };
}

/** The page-load id the batch is for: the first record's (every record must carry the same). */
export function batchPageLoadId(records: readonly unknown[]): string | null {
  for (const record of records) {
    const id = record && typeof record === 'object' ? (record as { pageLoadId?: unknown }).pageLoadId : undefined;
    if (typeof id === 'string' && id.length > 0 && id.length <= 100) return id;
  }
  return null;
}
