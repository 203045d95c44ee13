import { createHash } from 'node:crypto';
import { MAX_ERROR_STACK } from '@plinth/api';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { countClientErrors, type ErrorGroupCount } from './errors-repository.ts';
import { ERROR_DATA_NOT_OBJECT } from './messages.ts';
import { capped, pageAddress } from './page-facts.ts';

/*
 * Client error reports (storefront.md §8), grouped by message and top stack frame and counted per
 * page and per release. Messages and stacks are cut at 5000 characters.
 */

/** One report as the route received it. */
export interface ErrorReportInput {
  event: string;
  data: string;
}

/** The first line of a stack that is a frame (`    at f (url:1:2)` or `f@url:1:2`), or ''. */
export function topFrame(stack: string): string {
  for (const line of stack.split('\n')) {
    const trimmed = line.trim();
    if (/^at\s/.test(trimmed) || /@\S+:\d+/.test(trimmed)) return trimmed.slice(0, 500);
  }
  return '';
}

/** The group of a message and stack: SHA-256 (hex) of the message and its top frame. */
export function groupKeyOf(message: string, stack: string): string {
  return createHash('sha256').update(`${message}\n${topFrame(stack)}`).digest('hex');
}

/** Reads the reports into groups. @throws AppError INVALID when a report's data is not a JSON object */
export function groupReports(reports: readonly ErrorReportInput[], fallbackPath: string): ErrorGroupCount[] {
  const groups = new Map<string, ErrorGroupCount>();
  for (const report of reports) {
    let data: unknown;
    try {
      data = JSON.parse(report.data);
    } catch {
      throw new AppError('INVALID', ERROR_DATA_NOT_OBJECT);
    }
    if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new AppError('INVALID', ERROR_DATA_NOT_OBJECT);
    const record = data as Record<string, unknown>;
    const message = capped(record.message, MAX_ERROR_STACK) ?? report.event;
    const stack = capped(record.stack, MAX_ERROR_STACK) ?? '';
    const pagePath = pageAddress(record.url)?.path ?? fallbackPath;
    const release = capped(record.release, 100) ?? '';
    const groupKey = groupKeyOf(message, stack);
    const key = JSON.stringify([groupKey, pagePath, release]);
    const group = groups.get(key);
    if (group) group.count++;
    else groups.set(key, { groupKey, message, stack, pagePath, release, count: 1 });
  }
  return [...groups.values()];
}

/** Groups and counts a call's reports. */
export async function recordClientErrors(db: Kysely<Schema>, websiteId: string, reports: readonly ErrorReportInput[], fallbackPath: string, now: number): Promise<void> {
  const groups = groupReports(reports, fallbackPath);
  if (groups.length > 0) await countClientErrors(db, websiteId, groups, now);
}
