/**
 * The records the script sends (platform.md §7 "Performance"): `{ app, data, event, pageLoadId,
 * ts, raw }`, one per metric (LCP, CLS, INP, FCP, TTFB and the first input's delay, FID), one of
 * navigation timing ('page-speed'), and one per image and user timing. Numbers are rounded (CLS
 * kept to 4 decimals) and any above 2147483647 dropped.
 */
import { APP, MAX_VALUE, VERSION } from './names.ts';

export interface PerformanceRecord {
  app: string;
  event: string;
  pageLoadId: string;
  ts: number;
  data: Record<string, unknown>;
  raw: unknown;
}

/** A record before the page-load id is known. */
export type Pending = Omit<PerformanceRecord, 'pageLoadId'>;

/** A number fit to send: rounded (4 decimals below 10, for CLS), or undefined when out of range. */
export function measure(value: unknown): number | undefined {
  if (typeof value !== 'number' || !(value >= 0 && value <= MAX_VALUE)) return undefined;
  return value < 10 ? Math.round(value * 1e4) / 1e4 : Math.round(value);
}

/** 'dev' on a local host, 'staging' on a staging host, else 'prod' (platform.md §9). */
export function environmentOf(hostname: string): 'dev' | 'staging' | 'prod' {
  if (/^(localhost|127\.[\d.]+|\[::1\])$|\.(local|localhost|test)$/.test(hostname)) return 'dev';
  return /(^|[.-])staging([.-]|$)/.test(hostname) ? 'staging' : 'prod';
}

/** A short CSS selector of an element: up to three levels, each its tag with its id or first class. */
export function selectorOf(node: unknown): string | undefined {
  const parts: string[] = [];
  let element = node as Element | null;
  while (element && element.nodeType === 1 && parts.length < 3) {
    const name = element.localName;
    const cls = element.classList?.[0];
    parts.unshift(element.id ? `${name}#${element.id}` : cls ? `${name}.${cls}` : name);
    if (element.id || name === 'body') break;
    element = element.parentElement;
  }
  return parts.join('>') || undefined;
}

/** A resource's address without its query or fragment. */
export const resource = (url: string): string => url.replace(/[?#].*/, '');

/**
 * A metric's record, or null when its value is out of range.
 * @param attribution the culprit: the LCP element and resource, the largest shift's or the interaction's target
 */
export function metricRecord(
  metric: { name: string; value: number; rating?: string; navigationType?: string },
  environment: string,
  ts: number,
  attribution: Record<string, string | undefined> = {},
): Pending | null {
  const value = measure(metric.value);
  if (value === undefined) return null;
  return {
    app: APP,
    event: metric.name,
    ts,
    data: { value, rating: metric.rating, version: VERSION, environment, navigationType: metric.navigationType, attribution },
    raw: metric.value,
  };
}

/**
 * A record of another kind ('page-speed', 'image', 'user-timing') from a performance entry's JSON:
 * its numbers measured (out-of-range ones left out), its name (an address without its query) cut.
 */
export function entryRecord(event: string, entry: Record<string, unknown>, environment: string, ts: number): Pending {
  const data: Record<string, unknown> = { version: VERSION, environment };
  for (const [key, value] of Object.entries(entry)) {
    if (typeof value === 'number') data[key] = measure(value);
    else if (typeof value === 'string') data[key] = resource(value).slice(0, 200);
  }
  return { app: APP, event, ts, data, raw: null };
}
