/** The stores feature's public face: other features, the app and tests import only this. */
export { registerStoreCreationRoutes } from './routes.ts';
export { createStore } from './stores-repository.ts';
export { storesFeature } from './plugin.ts';
