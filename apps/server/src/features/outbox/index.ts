/** The outbox feature's public face: other features, the app and tests import only this. */
export { registerOutboxRoutes } from './routes.ts';
export { outboxFeature } from './plugin.ts';
