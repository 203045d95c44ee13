import { getAnalyticsForms, getAnalyticsRestock } from '@plinth/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { mount } from '../../infra/http/mount.ts';
import { ownerWebsite } from '../owner/index.ts';
import { percent, sendCsv, toCsv, wantsCsv } from './csv.ts';
import { FORM_REPORT_HEADINGS, RESTOCK_REPORT_HEADINGS } from './form-reports-messages.ts';
import { formsReport, restockReport, type FormReportSite } from './form-reports-service.ts';
import { REMOVED_PRODUCT } from './messages.ts';

/**
 * `GET /api/owner/analytics/forms` and `GET /api/owner/analytics/restock` (reports:read): views,
 * submissions and conversion per form; restock sign-ups and notices per product; each as JSON or,
 * with `?format=csv`, as a CSV download.
 */
export function registerFormReportRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  const siteOf = (request: FastifyRequest): FormReportSite => ({ websiteId: ownerWebsite(request).id, now: now() });

  mount(app, getAnalyticsForms, async ({ query, request, reply }) => {
    const report = await formsReport(db, siteOf(request), query);
    if (!wantsCsv(request, query.format)) return report;
    const rows = report.rows.map((row) => [row.name, row.formId, row.views, row.submissions, percent(row.conversionRate)]);
    return sendCsv(reply, `analytics-forms-${report.range.from}-${report.range.to}`, toCsv(FORM_REPORT_HEADINGS, rows));
  });

  mount(app, getAnalyticsRestock, async ({ query, request, reply }) => {
    const report = await restockReport(db, siteOf(request), query);
    if (!wantsCsv(request, query.format)) return report;
    const rows = report.rows.map((row) => [row.title ?? REMOVED_PRODUCT, row.productId, row.signUps, row.notified]);
    return sendCsv(reply, `analytics-restock-${report.range.from}-${report.range.to}`, toCsv(RESTOCK_REPORT_HEADINGS, rows));
  });
}
