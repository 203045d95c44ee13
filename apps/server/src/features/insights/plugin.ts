import type { FastifyInstance } from 'fastify';
import { registerErrorReportRoutes } from './error-report-routes.ts';
import { registerFormReportRoutes } from './form-report-routes.ts';
import { registerInsightsRoutes } from './routes.ts';
import { registerAnalyticsSettingsRoutes } from './settings-routes.ts';

/** The owner's analytics reports over the rollups (issue 12), the error groups and the analytics settings. */
export async function insightsPlugin(app: FastifyInstance): Promise<void> {
  registerInsightsRoutes(app, app.deps);
  registerErrorReportRoutes(app, app.deps);
  registerFormReportRoutes(app, app.deps);
  registerAnalyticsSettingsRoutes(app, app.deps);
}
