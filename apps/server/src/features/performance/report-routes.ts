import { getPerformanceReport } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { mount } from '../../infra/http/mount.ts';
import { ownerWebsite } from '../owner/index.ts';
import { resolveRange, sendCsv, toCsv, wantsCsv } from '../insights/index.ts';
import { performanceReport, type PerformanceReport } from './report-service.ts';

/*
 * GET /api/owner/performance (reports:read): the Core Web Vitals report of a range; as CSV
 * (`?format=csv` or Accept: text/csv) the p75 tables: the site, each template, each device.
 */

/** The report's p75 tables as CSV rows. */
function csvRows(report: PerformanceReport): Array<Array<string | number>> {
  const rows: Array<Array<string | number>> = [];
  const add = (scope: string, group: string, metrics: PerformanceReport['overall']) => {
    for (const m of metrics) rows.push([scope, group, m.metric, m.p75 ?? '', m.rating ?? '', m.samples, m.good, m.needsImprovement, m.poor]);
  };
  add('site', '', report.overall);
  for (const t of report.templates) add('template', t.template, t.metrics);
  for (const d of report.devices) add('device', d.device, d.metrics);
  return rows;
}

export function registerReportRoutes(app: FastifyInstance, deps: AppDeps): void {
  mount(app, getPerformanceReport, async ({ query, request, reply }) => {
    const website = ownerWebsite(request);
    const report = await performanceReport(deps.db, website.id, resolveRange(query, deps.now()));
    if (wantsCsv(request, query.format)) {
      const csv = toCsv(['scope', 'group', 'metric', 'p75', 'rating', 'samples', 'good', 'needs improvement', 'poor'], csvRows(report));
      return sendCsv(reply, `performance-${report.range.from}-${report.range.to}`, csv);
    }
    return report;
  });
}
