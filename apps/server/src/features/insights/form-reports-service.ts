import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { resolveRange } from './day-range.ts';
import { formRendersBetween, restockCountsBetween, siteForms, submissionsBetween, type RestockCounts } from './form-reports-repository.ts';

/*
 * The forms report (views, submissions and conversion per form) and the restock report (sign-ups and
 * notices per product) over a range of UTC days (docs/analytics-api.md "Forms and restock").
 */

/** The site a report is for, and its clock. */
export interface FormReportSite {
  websiteId: string;
  now: number;
}

/** One row of the forms report. */
export interface FormReportRow {
  formId: string;
  name: string;
  views: number;
  submissions: number;
  conversionRate: number;
}

/**
 * Submissions over views, 0 without views; at most 1, since a form can be sent from a view the
 * census did not count (a signed-in owner's, or one older than the retained raw events).
 */
export function conversionRate(views: number, submissions: number): number {
  return views === 0 ? 0 : Math.min(1, submissions / views);
}

/** Every form of the site, by views, then submissions, then name; forms nobody saw have zeros. */
export async function formsReport(db: Kysely<Schema>, site: FormReportSite, query: { from?: string; to?: string }) {
  const range = resolveRange(query, site.now);
  const [forms, views, submissions] = await Promise.all([
    siteForms(db, site.websiteId),
    formRendersBetween(db, site.websiteId, range.startMs, range.endMs),
    submissionsBetween(db, site.websiteId, range.startMs, range.endMs),
  ]);
  const rows: FormReportRow[] = forms.map((form) => {
    const v = views.get(form.id) ?? 0;
    const s = submissions.get(form.id) ?? 0;
    return { formId: form.id, name: form.name, views: v, submissions: s, conversionRate: conversionRate(v, s) };
  });
  rows.sort((a, b) => b.views - a.views || b.submissions - a.submissions || a.name.localeCompare(b.name) || a.formId.localeCompare(b.formId));
  return { range: { from: range.from, to: range.to }, rows };
}

/** Products with restock activity in the range, by sign-ups, then notices, then title. */
export async function restockReport(db: Kysely<Schema>, site: FormReportSite, query: { from?: string; to?: string }) {
  const range = resolveRange(query, site.now);
  const rows: RestockCounts[] = await restockCountsBetween(db, site.websiteId, range.startMs, range.endMs);
  rows.sort((a, b) => b.signUps - a.signUps || b.notified - a.notified || (a.title ?? '').localeCompare(b.title ?? '') || a.productId.localeCompare(b.productId));
  return { range: { from: range.from, to: range.to }, rows };
}
