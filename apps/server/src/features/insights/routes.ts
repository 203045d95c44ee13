import { getAnalyticsFunnel, getAnalyticsOverview, getAnalyticsProducts, getAnalyticsRealtime, getAnalyticsTop } from '@plinth/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { mount } from '../../infra/http/mount.ts';
import { ownerWebsite } from '../owner/index.ts';
import { percent, sendCsv, toCsv, wantsCsv } from './csv.ts';
import { COUNTING_LABELS, CSV_HEADINGS, DIMENSION_HEADINGS, REMOVED_PRODUCT } from './messages.ts';
import { funnelReport, overviewReport, productsReport, realtimeReport, topReport, type ReportSite } from './reports-service.ts';

/**
 * `GET /api/owner/analytics/overview | realtime | top | funnel | products` (reports:read): the owner's
 * reports as JSON, or a table of each as CSV.
 */
export function registerInsightsRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  const siteOf = (request: FastifyRequest): ReportSite => {
    const website = ownerWebsite(request);
    return { websiteId: website.id, currency: website.currency, now: now() };
  };

  mount(app, getAnalyticsOverview, async ({ query, request, reply }) => {
    const report = await overviewReport(db, siteOf(request), query);
    if (!wantsCsv(request, query.format)) return report;
    const rows = report.daily.map((day) => [day.date, day.visitors, day.pageViews, day.sessions]);
    return sendCsv(reply, `analytics-daily-${report.range.from}-${report.range.to}`, toCsv(CSV_HEADINGS.daily, rows));
  });

  mount(app, getAnalyticsRealtime, async ({ query, request, reply }) => {
    const report = await realtimeReport(db, siteOf(request));
    if (!wantsCsv(request, query.format)) return report;
    return sendCsv(reply, 'analytics-realtime', toCsv(CSV_HEADINGS.realtime, report.pages.map((page) => [page.value, page.visitors, page.pageViews])));
  });

  mount(app, getAnalyticsTop, async ({ query, request, reply }) => {
    const report = await topReport(db, siteOf(request), query);
    if (!wantsCsv(request, query.format)) return report;
    const headings = [DIMENSION_HEADINGS[query.dimension], 'Visitors', 'Page views', 'Sessions'];
    // Countries stay ISO codes; a counting method is said in words.
    const value = (text: string) => (query.dimension === 'counting' ? (COUNTING_LABELS[text] ?? text) : text);
    const rows = report.rows.map((row) => [value(row.value), row.visitors, row.pageViews, row.sessions]);
    return sendCsv(reply, `analytics-${query.dimension.replace('_', '-')}-${report.range.from}-${report.range.to}`, toCsv(headings, rows));
  });

  mount(app, getAnalyticsFunnel, async ({ query, request, reply }) => {
    const report = await funnelReport(db, siteOf(request), query);
    if (!wantsCsv(request, query.format)) return report;
    const name = `analytics-funnel-${query.table}-${report.range.from}-${report.range.to}`;
    if (query.table === 'steps') {
      return sendCsv(reply, name, toCsv(CSV_HEADINGS.funnel, report.steps.map((step) => [step.label, step.sessions, percent(step.dropOff)])));
    }
    const table = query.table === 'sources' ? report.bySource : report.byCampaign;
    const headings = [DIMENSION_HEADINGS[query.table], ...CSV_HEADINGS.sales.slice(0, 2), `${CSV_HEADINGS.sales[2]} (${report.currency})`, CSV_HEADINGS.sales[3]];
    return sendCsv(reply, name, toCsv(headings, table.map((row) => [row.value, row.sessions, row.orders, row.revenue, percent(row.conversionRate)])));
  });

  mount(app, getAnalyticsProducts, async ({ query, request, reply }) => {
    const report = await productsReport(db, siteOf(request), query);
    if (!wantsCsv(request, query.format)) return report;
    const rows = report.rows.map((row) => [row.title ?? REMOVED_PRODUCT, row.itemId, row.views, row.adds, percent(row.addRate), row.visitors, row.orders, row.revenue]);
    const headings = CSV_HEADINGS.products.map((heading) => (heading === 'Revenue' ? `${heading} (${report.currency})` : heading));
    return sendCsv(reply, `analytics-products-${report.range.from}-${report.range.to}`, toCsv(headings, rows));
  });
}
