/**
 * The visitor cookies of a page view (storefront.md §9): `ss_cvr` (2 years)
 * is `id|firstVisit|lastVisit|visitCount`; `ss_cvt` (30 minutes) marks a
 * visit in progress. A page view without `ss_cvt` starts a new visit.
 */

import { formatVisitorCookie, isVisitorCookieNumber, parseVisitorCookie, type VisitorCookie } from '@plinth/platform/analytics-facts';

export type VisitorRecord = VisitorCookie;

/** Reads `ss_cvr` (@plinth/platform's format); null when absent or not four well-formed fields. */
export function parseVisitor(value: string | null): VisitorRecord | null {
  const visitor = parseVisitorCookie(value);
  return visitor && [visitor.firstVisit, visitor.lastVisit, visitor.visitCount].every(isVisitorCookieNumber) ? visitor : null;
}

export const formatVisitor = formatVisitorCookie;

/**
 * The visitor record after a page view at `now`: a new visitor gets `newId`
 * and count 1; a new visit (no `ss_cvt`) counts one more and moves lastVisit.
 */
export function visitAfterPageView(previous: VisitorRecord | null, visitInProgress: boolean, now: number, newId: string): VisitorRecord {
  if (!previous) return { id: newId, firstVisit: now, lastVisit: now, visitCount: 1 };
  if (visitInProgress) return previous;
  return { ...previous, lastVisit: now, visitCount: previous.visitCount + 1 };
}

/** A random id (UUID without dashes). */
export const newId = (): string => crypto.randomUUID().replaceAll('-', '');
