import { PAGE_STATUS_LABELS as LABELS } from '@plinth/platform';

/*
 * Page (collection) statuses as stored, and their labels in the dashboard's pages list (platform.md
 * §3 "Page status labels", from `@plinth/platform`). The spec shows no transitions; a published page
 * has no label.
 */

/** Every page status; 'published' is the default of every collection. */
export const PAGE_STATUSES = ['published', 'scheduled', 'needs-review', 'draft', 'private'] as const;

/** A page status. */
export type PageStatus = (typeof PAGE_STATUSES)[number];

/** The label each status shows in the pages list; null for a published page. */
export const PAGE_STATUS_LABELS: Readonly<Record<PageStatus, string | null>> = Object.freeze({
  published: null,
  scheduled: LABELS.SCHEDULED,
  'needs-review': LABELS.NEEDS_REVIEW,
  draft: LABELS.DRAFT,
  private: LABELS.PRIVATE,
});

/**
 * Statuses whose pages visitors never see (the page answers 404 and leaves the navigation bar). A
 * scheduled page is hidden too until its publish-at time (issue 15).
 */
export const HIDDEN_PAGE_STATUSES: readonly PageStatus[] = ['draft', 'private', 'needs-review'];

/** Whether `value` is a page status. */
export function isPageStatus(value: string): value is PageStatus {
  return (PAGE_STATUSES as readonly string[]).includes(value);
}

/** The label of a stored status; an unknown value reads as published (never written by Plinth). */
export function pageStatusLabel(status: string): string | null {
  return isPageStatus(status) ? PAGE_STATUS_LABELS[status] : null;
}

/**
 * Whether visitors may see a page (or post) of this status at `now`: a scheduled one from its
 * publish-at time on (never without one).
 */
export function isServedToVisitors(status: string, publishAt: number | null = null, now: number = Date.now()): boolean {
  if (status === 'scheduled') return publishAt !== null && Number(publishAt) <= now;
  return !(HIDDEN_PAGE_STATUSES as readonly string[]).includes(status);
}

/**
 * The status a page or post has for the owner now: a Scheduled one whose time has come reads as
 * published (it is live; no label), whatever is stored.
 */
export function currentPageStatus(status: string, publishAt: number | null, now: number = Date.now()): string {
  return status === 'scheduled' && publishAt !== null && Number(publishAt) <= now ? 'published' : status;
}
