/** The dashboard feature's public face: other features, the app and tests import only this. */
export { registerDashboardRoutes } from './routes.ts';
export { dashboardFeature } from './plugin.ts';
